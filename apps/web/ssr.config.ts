import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The server's build of the app (src/server/render-page.tsx), which the API process loads to
 * render the first screens for each request (decision 033). Beside dist/, not in it: dist/ is
 * served to browsers. Packages stay in node_modules; the app's own code and @sokoni/domain
 * (TypeScript source) are bundled.
 */
export default defineConfig({
  plugins: [react()],
  build: {
    ssr: 'src/server/render-page.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: {
      // The server render holds every catalogue in memory (in-memory-i18n.ts) beside the app's own lazy loader.
      checks: { ineffectiveDynamicImport: false },
      output: { entryFileNames: 'render-page.js' },
      // TanStack Query's 'use client' marks mean nothing on the server.
      onLog(level, log, next) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        next(level, log);
      },
    },
  },
});
