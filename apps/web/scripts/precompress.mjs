// Writes .br and .gz beside every text asset of the build, so the server sends compressed files
// without spending CPU on each request (a cheap phone on a slow network gets a fraction of the bytes).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/;
let files = 0;
let before = 0;
let after = 0;

function walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path);
    else if (TEXT.test(entry.name) && !entry.name.endsWith('.map') && statSync(path).size >= 1024) {
      const bytes = readFileSync(path);
      const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      writeFileSync(`${path}.br`, br);
      writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      files += 1;
      before += bytes.length;
      after += br.length;
    }
  }
}

walk(dist);
console.log(`precompressed ${files} files: ${(before / 1024).toFixed(0)} kB -> ${(after / 1024).toFixed(0)} kB (brotli)`);
