import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

const ENTRY = fileURLToPath(new URL('./src/early/early-data.ts', import.meta.url));

/**
 * Builds src/early/early-data.ts as one small file of its own (nothing shared with the app's
 * chunks, so it costs a single request) and loads it from every HTML page ahead of the app, as an
 * external script the CSP allows (script-src 'self'). In development the app simply asks itself.
 */
export function earlyDataPlugin(): Plugin {
  let fileName = '';
  let code = '';
  return {
    name: 'sokoni-early-data',
    apply: 'build',
    async buildStart() {
      const result = await build({ entryPoints: [ENTRY], bundle: true, minify: true, format: 'esm', target: 'es2022', write: false, logLevel: 'silent' });
      code = result.outputFiles[0]!.text;
      fileName = `assets/early-data-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: code });
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'script', attrs: { type: 'module', async: true, src: `/${fileName}` }, injectTo: 'head-prepend' }],
    },
  };
}
