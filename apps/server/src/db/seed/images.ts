import { posix } from 'node:path';
import type { FileStorage } from '../../providers/storage/storage.ts';
import type { LandingCategory } from './content/types.ts';
import { emojiDrawing, productEmoji } from './product-emoji.ts';

/** A generated picture: the public path stored in the database and the SVG text behind it. */
export interface SeedImage {
  path: string;
  svg: string;
}

interface Palette {
  from: string;
  to: string;
}

const PALETTES: Record<LandingCategory, Palette> = {
  Food: {
    from: '#f97316',
    to: '#b91c1c',
  },
  Fashion: {
    from: '#db2777',
    to: '#6d28d9',
  },
  'Pet Supplies': {
    from: '#d97706',
    to: '#78350f',
  },
  'Toys & games': {
    from: '#0ea5e9',
    to: '#4338ca',
  },
  Electronics: {
    from: '#334155',
    to: '#0f766e',
  },
  Health: {
    from: '#10b981',
    to: '#047857',
  },
  'Beauty & Personal Care': {
    from: '#f472b6',
    to: '#be185d',
  },
};

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);
}

function gradient(palette: Palette): string {
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient></defs>`;
}

/** Sokoni's brand colours (emerald), the ground every product picture stands on. */
const BRAND = { from: '#ecfdf5', to: '#a7f3d0', ring: '#047857' };

/**
 * 480x360 card picture: the product's own emoji (a carrot for carrots) large on the brand colour.
 * No text: the card prints the name beside it, whole.
 */
export function productSvg(product: { name: string; category: LandingCategory }): string {
  const drawing = emojiDrawing(productEmoji(product));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360" role="img" aria-label="${escapeXml(product.name)}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BRAND.from}"/><stop offset="1" stop-color="${BRAND.to}"/></linearGradient></defs>`,
    '<rect width="480" height="360" fill="url(#bg)"/>',
    `<circle cx="240" cy="180" r="132" fill="#fff" fill-opacity="0.65"/><circle cx="240" cy="180" r="132" fill="none" stroke="${BRAND.ring}" stroke-opacity="0.12" stroke-width="6"/>`,
    `<svg x="150" y="90" width="180" height="180" viewBox="0 0 36 36">${drawing}</svg>`,
    '</svg>',
  ].join('');
}

/**
 * 480x360 store picture (the card's own 4:3 shape, so nothing is cropped): the emoji of what the
 * store sells on its category's colours. No text: the card prints the name and town beside it.
 */
export function storeSvg(store: { businessName: string; category: LandingCategory; emoji: string }): string {
  const palette = PALETTES[store.category];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360" role="img" aria-label="${escapeXml(store.businessName)}">`,
    gradient(palette),
    '<rect width="480" height="360" fill="url(#bg)"/>',
    '<circle cx="240" cy="180" r="120" fill="#fff" fill-opacity="0.9"/>',
    `<svg x="165" y="105" width="150" height="150" viewBox="0 0 36 36">${emojiDrawing(store.emoji)}</svg>`,
    '</svg>',
  ].join('');
}

/** Stores every picture at its public path; a few at a time, so a remote bucket is not flooded. */
export async function writeSeedImages(storage: FileStorage, images: SeedImage[]): Promise<void> {
  const queue = [...images];
  const worker = async () => {
    for (let image = queue.shift(); image; image = queue.shift()) {
      const key = image.path.replace(/^\/uploads\//, '');
      await storage.put(posix.dirname(key), posix.basename(key), image.svg, 'image/svg+xml');
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}
