import { defineConfig, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './pwa.config.ts';
import { codeSplitting } from './chunk-groups.ts';

// In development the API listens on its own port; in production it serves this build itself.
const API_ORIGIN = 'http://127.0.0.1:3000';

/**
 * TanStack Query marks some modules 'use client' for React Server Components, which a browser
 * bundle has no use for; the bundler's note about it is dropped.
 */
const skipUseClientNotes: Rolldown.InputOptions['onLog'] = (level, log, next) => {
  if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
  next(level, log);
};

export default defineConfig({
  // React's own JSX runtime, and Fast Refresh in the dev server (decision 033).
  plugins: [react(), tailwindcss(), VitePWA(pwaOptions)],
  server: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/uploads': { target: API_ORIGIN, changeOrigin: true },
      '/socket.io': { target: API_ORIGIN, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by the server's render (src/server/page-preloads.ts) to preload each page's own chunks.
    manifest: true,
    rolldownOptions: { output: { codeSplitting }, onLog: skipUseClientNotes },
  },
});
