import { defineConfig } from 'vite';
import { preactJsx, reactImportingPackages } from './preact-runtime.ts';

/**
 * The server build of src/app/page-shells.tsx that scripts/prerender-landing.mjs renders the first
 * screens with: Preact, as in the browser, so the app takes over the same markup.
 */
export default defineConfig({
  plugins: [preactJsx()],
  ssr: { noExternal: reactImportingPackages },
});
