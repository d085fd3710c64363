// Writes dist/landing.html: index.html with the landing page's first screen already in #root
// (src/app/landing-shell.tsx), which the server sends for "/". Runs after `vite build`.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const webDir = new URL('..', import.meta.url).pathname;
const dist = join(webDir, 'dist');
// Inside the workspace, so the built module finds react and the other packages.
const outDir = join(webDir, 'node_modules/.cache/landing-shell');
try {
  await build({
    root: webDir,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { ssr: 'src/app/landing-shell.tsx', outDir, emptyOutDir: true, rolldownOptions: { output: { entryFileNames: 'landing-shell.mjs' } } },
  });
  const { renderLandingShell } = await import(pathToFileURL(join(outDir, 'landing-shell.mjs')).href);
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const root = '<div id="root"></div>';
  if (!html.includes(root)) throw new Error(`dist/index.html has no ${root}`);
  writeFileSync(join(dist, 'landing.html'), html.replace(root, `<div id="root">${renderLandingShell()}</div>`));
  console.log('prerendered the landing page into dist/landing.html');
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
