// Renders the app icons in public/icons from public/logo.svg (run after changing the logo):
//   node apps/web/scripts/make-icons.mjs
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
// sharp comes with the server workspace (it re-encodes uploads there).
import sharp from 'sharp';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const logo = await readFile(join(web, 'public/logo.svg'));
const out = (name) => join(web, 'public/icons', name);
// The logo's own tile colour, so a filled background is indistinguishable from the mark.
const EMERALD = '#047857';

const render = (size) => sharp(logo, { density: 72 * Math.ceil(size / 64) }).resize(size, size).png();

/** "any" icons keep the logo's rounded corners on a transparent background. */
async function plain(size, name) {
  await render(size).toFile(out(name));
}

/**
 * Maskable icons and the iOS icon are cropped by the platform (circle, squircle) and must not be
 * transparent: the mark sits inside the central safe zone on a full emerald square.
 */
async function filled(size, markShare, name) {
  const mark = Math.round(size * markShare);
  const inset = Math.round((size - mark) / 2);
  await sharp({ create: { width: size, height: size, channels: 4, background: EMERALD } })
    .composite([{ input: await render(mark).toBuffer(), top: inset, left: inset }])
    .flatten({ background: EMERALD })
    .png()
    .toFile(out(name));
}

await plain(192, 'icon-192.png');
await plain(512, 'icon-512.png');
await filled(512, 0.84, 'maskable-512.png');
await filled(180, 0.86, 'apple-touch-icon.png');
console.log('icons written to public/icons');
