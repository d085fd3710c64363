import type { Rolldown } from 'vite';

type CodeSplitting = NonNullable<Rolldown.OutputOptions['codeSplitting']>;

/**
 * How the build groups modules into files (decision 031). A phone on slow 4G talks HTTP/1.1 to
 * the server: six requests at a time, each waiting a round trip of half a second or more. Left to
 * itself the bundler made /menu fetch 19 scripts, a dozen of them under 1 kB, and the page's API
 * reads queued behind them. So:
 * - everything the first page needs before any route (the entry and what it imports) is one file;
 * - what the catalogue pages (landing, /menu, store, product) share is one more, with what it
 *   imports (TanStack Query's infinite queries and mutations), instead of a file per small
 *   component or hook.
 * Each module still lives in exactly one file: nothing is duplicated, unlike inlining the small
 * chunks into each page (tried in decision 027 and left out).
 */
const CATALOG_SHARED = new RegExp(
  [
    String.raw`src[\\/]features[\\/]catalog[\\/]`,
    String.raw`src[\\/]components[\\/]ui[\\/](empty-state|error-state|stars|store-status-badge)\.tsx`,
    String.raw`src[\\/]lib[\\/](use-promotions|query-keys|use-focus-on-mount)\.ts`,
  ].join('|'),
);

export const codeSplitting: CodeSplitting = {
  groups: [
    { name: 'app', tags: ['$initial'] },
    { name: 'catalog', test: CATALOG_SHARED, minShareCount: 2 },
  ],
};
