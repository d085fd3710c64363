import type { Alias, Plugin, Rolldown } from 'vite';

/**
 * The app and its libraries (React Router, TanStack Query, react-i18next, Recharts, Testing Library) import
 * React; these aliases answer every such import with Preact's compatibility layer, which weighs
 * about a sixth of React DOM (decision 031). Exact matches only: `react-router` is another package.
 */
const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  // react-i18next reads the language through the useSyncExternalStore shim, a CommonJS file that
  // requires React itself; Preact's compatibility layer has the hook.
  { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
];

/**
 * Packages that import React and must therefore go through Vite's resolver when run in Node
 * (Vitest, the prerender's server build), which by default hands node_modules to Node itself,
 * where `react` would be React.
 */
export const reactImportingPackages = ['react-router', '@tanstack/react-query', '@testing-library/react', 'react-i18next'];

/**
 * TanStack Query marks some modules 'use client' for React Server Components, which a browser
 * bundle (and the prerender) have no use for; the bundler's note about it is dropped.
 */
const skipUseClientNotes: Rolldown.InputOptions['onLog'] = (level, log, next) => {
  if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
  next(level, log);
};

/**
 * JSX compiled for the automatic runtime (`react/jsx-runtime`, answered by Preact through the
 * aliases) in the build, the dev server and Vitest alike. The dev server reloads the page on an
 * edit: React's Fast Refresh needs React itself.
 */
export function preactJsx(): Plugin {
  return {
    name: 'sokoni:preact-runtime',
    config: () => ({
      resolve: { alias: preactAliases },
      oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
      build: { rolldownOptions: { onLog: skipUseClientNotes } },
    }),
  };
}
