// Writes the prerendered first screens: dist/landing.html (index.html with the landing page's
// first screen in #root, src/app/landing-shell.tsx) and menu/offers/featured/store/product.html
// (the header and the page's loading skeleton, src/app/page-shells.tsx), each preloading its
// page's own chunks so they download beside the entry instead of after it. The server sends
// them for those addresses (apps/server/src/plugins/static-web.ts). Runs after `vite build`.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const webDir = new URL('..', import.meta.url).pathname;
const dist = join(webDir, 'dist');
// Inside the workspace, so the built module finds react and the other packages.
const outDir = join(webDir, 'node_modules/.cache/landing-shell');

/** Every chunk loading `source` brings in through static imports, from Vite's manifest. */
function chunksOf(manifest, source) {
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    (chunk.imports ?? []).forEach(visit);
  };
  visit(source);
  return [...seen];
}

try {
  await build({
    root: webDir,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { ssr: 'src/app/page-shells.tsx', outDir, emptyOutDir: true, rolldownOptions: { output: { entryFileNames: 'page-shells.mjs' } } },
  });
  const shells = await import(pathToFileURL(join(outDir, 'page-shells.mjs')).href);
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const root = '<div id="root"></div>';
  if (!html.includes(root)) throw new Error(`dist/index.html has no ${root}`);
  const alreadyLoaded = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]));

  const write = (name, body, page) => {
    const preloads = page
      ? chunksOf(manifest, page)
          .filter((file) => !alreadyLoaded.has(file))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
          .join('')
      : '';
    writeFileSync(join(dist, name), html.replace('</head>', `${preloads}</head>`).replace(root, `<div id="root">${body}</div>`));
  };
  write('landing.html', shells.renderLandingShell(), 'src/features/catalog/pages/landing-page.tsx');
  for (const view of ['menu', 'offers', 'featured']) write(`${view}.html`, shells.renderStorefrontShell(view), 'src/features/catalog/pages/storefront-page.tsx');
  write('store.html', shells.renderStoreShell(), 'src/features/catalog/pages/store-page.tsx');
  write('product.html', shells.renderProductShell(), 'src/features/catalog/pages/product-page.tsx');
  console.log('prerendered the landing, storefront, store and product first screens into dist/*.html');
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
