import { defineConfig } from 'vitest/config';
import { preactJsx, reactImportingPackages } from './preact-runtime.ts';

export default defineConfig({
  plugins: [preactJsx()],
  resolve: {
    // React Router's `node` export is CommonJS (which requires React past the aliases) unless the
    // `module` condition asks for its ES module build.
    conditions: ['module', 'node', 'development'],
    // Testing Library's CommonJS build requires react-dom where no alias reaches; its ES module
    // build imports it, so Preact answers there too.
    alias: [{ find: /^@testing-library\/react$/, replacement: '@testing-library/react/dist/@testing-library/react.esm.js' }],
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    server: { deps: { inline: reactImportingPackages } },
    // Form tests drive many inputs; a busy CI machine needs more than the default 5 s.
    testTimeout: 20_000,
  },
});
