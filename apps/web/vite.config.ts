import { defineConfig } from 'vite';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './pwa.config.ts';
import { earlyDataPlugin } from './early-data-plugin.ts';
import { preactJsx } from './preact-runtime.ts';
import { codeSplitting } from './chunk-groups.ts';

// In development the API listens on its own port; in production it serves this build itself.
const API_ORIGIN = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [preactJsx(), tailwindcss(), earlyDataPlugin(), VitePWA(pwaOptions)],
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
    // Read by scripts/prerender-landing.mjs to preload each prerendered page's own chunks.
    manifest: true,
    rolldownOptions: { output: { codeSplitting } },
  },
});
