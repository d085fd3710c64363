import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // One jsdom page per worker, emptied between files by fresh-page.ts (listed first so the app's
    // modules that setup.ts loads are already the new ones).
    isolate: false,
    setupFiles: ['./src/test/fresh-page.ts', './src/test/setup.ts'],
    css: false,
    // Form tests drive many inputs; a busy CI machine needs more than the default 5 s.
    testTimeout: 20_000,
  },
});
