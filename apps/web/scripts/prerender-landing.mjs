// Writes the prerendered first screens: dist/landing.html (index.html with the landing page's
// first screen in #root, src/app/landing-shell.tsx) and menu/offers/featured/store/product.html
// (the header and the page's loading skeleton, src/app/page-shells.tsx), each preloading its
// page's own chunks and its words (the shell's and the page's catalogues, in the page's language
// and English, the fallback) so they download beside the entry instead of after it. The server sends
// them for those addresses (apps/server/src/plugins/static-web.ts), each also in Kiswahili
// (landing.sw.html...) for devices that chose it. Runs after `vite build`.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const webDir = new URL('..', import.meta.url).pathname;
const dist = join(webDir, 'dist');
// Inside the workspace, so the built module finds preact and the other packages.
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
    configFile: join(webDir, 'prerender.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: 'src/app/page-shells.tsx',
      outDir,
      emptyOutDir: true,
      // The shells hold every catalogue at hand (page-shells.tsx), beside the app's own lazy loader.
      rolldownOptions: { checks: { ineffectiveDynamicImport: false }, output: { entryFileNames: 'page-shells.mjs' } },
    },
  });
  const shells = await import(pathToFileURL(join(outDir, 'page-shells.mjs')).href);
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const root = '<div id="root"></div>';
  if (!html.includes(root)) throw new Error(`dist/index.html has no ${root}`);
  if (!html.includes('<html lang="en">')) throw new Error('dist/index.html has no <html lang="en">');
  const alreadyLoaded = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]));

  const catalogues = (namespaces, language) =>
    [...new Set([language, 'en'])].flatMap((lang) => [...shells.SHELL_NAMESPACES, ...namespaces].map((namespace) => shells.cataloguePath(lang, namespace)));
  const write = (name, body, page, namespaces, language) => {
    const files = new Set([page, ...catalogues(namespaces, language)].flatMap((source) => chunksOf(manifest, source)));
    const preloads = [...files]
      .filter((file) => !alreadyLoaded.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('');
    const file = language === 'en' ? `${name}.html` : `${name}.${language}.html`;
    const head = html.replace('<html lang="en">', `<html lang="${language}">`).replace('</head>', `${preloads}</head>`);
    writeFileSync(join(dist, file), head.replace(root, `<div id="root">${body}</div>`));
  };
  for (const language of ['en', 'sw']) {
    const { LANDING_NAMESPACES: landing, CATALOGUE_NAMESPACES: catalogue } = shells;
    write('landing', shells.renderLandingShell(language), 'src/features/catalog/pages/landing-page.tsx', landing, language);
    for (const view of ['menu', 'offers', 'featured']) {
      write(view, shells.renderStorefrontShell(view, language), 'src/features/catalog/pages/storefront-page.tsx', catalogue, language);
    }
    write('store', shells.renderStoreShell(language), 'src/features/catalog/pages/store-page.tsx', catalogue, language);
    write('product', shells.renderProductShell(language), 'src/features/catalog/pages/product-page.tsx', catalogue, language);
  }
  console.log('prerendered the landing, storefront, store and product first screens in English and Kiswahili into dist/*.html');
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
