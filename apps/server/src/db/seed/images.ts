import { posix } from 'node:path';
import type { FileStorage } from '../../providers/storage/storage.ts';
import type { LandingCategory } from './content/types.ts';

/** A generated picture: the public path stored in the database and the SVG text behind it. */
export interface SeedImage {
  path: string;
  svg: string;
}

interface Palette {
  from: string;
  to: string;
  /** A glyph drawn in a 120x120 box, white on the gradient. */
  glyph: string;
}

const PALETTES: Record<LandingCategory, Palette> = {
  Food: {
    from: '#f97316',
    to: '#b91c1c',
    glyph: '<path d="M10 62h100a50 50 0 0 1-100 0z"/><path d="M40 48c-8-10 8-16 0-28M60 48c-8-10 8-16 0-28M80 48c-8-10 8-16 0-28" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round"/>',
  },
  Fashion: {
    from: '#db2777',
    to: '#6d28d9',
    glyph: '<path d="M42 14 60 26 78 14l34 18-12 26-14-6v58H34V52l-14 6L8 32z"/>',
  },
  'Pet Supplies': {
    from: '#d97706',
    to: '#78350f',
    glyph: '<ellipse cx="60" cy="82" rx="28" ry="24"/><circle cx="24" cy="50" r="11"/><circle cx="44" cy="26" r="12"/><circle cx="76" cy="26" r="12"/><circle cx="96" cy="50" r="11"/>',
  },
  'Toys & games': {
    from: '#0ea5e9',
    to: '#4338ca',
    glyph: '<rect x="14" y="14" width="92" height="92" rx="18"/><g fill="#4338ca"><circle cx="38" cy="38" r="9"/><circle cx="60" cy="60" r="9"/><circle cx="82" cy="82" r="9"/><circle cx="82" cy="38" r="9"/><circle cx="38" cy="82" r="9"/></g>',
  },
  Electronics: {
    from: '#334155',
    to: '#0f766e',
    glyph: '<rect x="32" y="6" width="56" height="108" rx="10"/><rect x="38" y="18" width="44" height="76" rx="3" fill="#0f766e"/><circle cx="60" cy="104" r="5" fill="#0f766e"/>',
  },
  Health: {
    from: '#10b981',
    to: '#047857',
    glyph: '<path d="M44 10h32v34h34v32H76v34H44V76H10V44h34z"/>',
  },
  'Beauty & Personal Care': {
    from: '#f472b6',
    to: '#be185d',
    glyph: '<rect x="46" y="6" width="28" height="20" rx="4"/><path d="M36 34h48l6 12v58a10 10 0 0 1-10 10H40a10 10 0 0 1-10-10V46z"/>',
  },
};

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);
}

/** Greedy word wrap; the last kept line gets an ellipsis when text is left over. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current && `${current} ${word}`.length > maxChars) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

export function initials(name: string): string {
  const words = name.split(/[^A-Za-z0-9]+/).filter((w) => /^[A-Za-z]/.test(w));
  return words
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

interface TextStyle {
  x: number;
  y: number;
  size: number;
  weight: number;
  lineHeight?: number;
  opacity?: number;
}

function textLines(lines: string[], style: TextStyle): string {
  const opacity = style.opacity === undefined ? '' : ` fill-opacity="${style.opacity}"`;
  return lines
    .map((line, i) => {
      const y = style.y + i * (style.lineHeight ?? 0);
      return `<text x="${style.x}" y="${y}" font-size="${style.size}" font-weight="${style.weight}" text-anchor="middle"${opacity}>${escapeXml(line)}</text>`;
    })
    .join('');
}

function gradient(palette: Palette): string {
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient></defs>`;
}

/** 480x360 card picture: category glyph, product name and a small caption. */
export function productSvg(product: { name: string; category: LandingCategory; subCategory: string; brand: string }): string {
  const palette = PALETTES[product.category];
  const name = wrapText(product.name, 22, 3);
  const nameTop = 236 - (name.length - 1) * 17;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360" role="img" aria-label="${escapeXml(product.name)}">`,
    gradient(palette),
    '<rect width="480" height="360" fill="url(#bg)"/>',
    '<circle cx="420" cy="40" r="90" fill="#fff" fill-opacity="0.08"/><circle cx="40" cy="340" r="70" fill="#fff" fill-opacity="0.08"/>',
    `<g transform="translate(189 ${nameTop - 168}) scale(0.85)" fill="#fff" fill-opacity="0.92">${palette.glyph}</g>`,
    `<g fill="#fff" font-family="${FONT}">`,
    textLines(name, { x: 240, y: nameTop, lineHeight: 34, size: 30, weight: 700 }),
    textLines([`${product.subCategory} · ${product.brand}`], { x: 240, y: 328, size: 17, weight: 400, opacity: 0.85 }),
    '</g></svg>',
  ].join('');
}

/** 400x400 store picture: initials in a ring, business name and town. */
export function storeSvg(store: { businessName: string; town: string; category: LandingCategory }): string {
  const palette = PALETTES[store.category];
  const name = wrapText(store.businessName, 20, 2);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(store.businessName)}">`,
    gradient(palette),
    '<rect width="400" height="400" fill="url(#bg)"/>',
    '<circle cx="200" cy="150" r="86" fill="#fff" fill-opacity="0.18" stroke="#fff" stroke-opacity="0.7" stroke-width="4"/>',
    `<g fill="#fff" font-family="${FONT}">`,
    textLines([initials(store.businessName)], { x: 200, y: 176, size: 72, weight: 800 }),
    textLines(name, { x: 200, y: 288, lineHeight: 34, size: 30, weight: 700 }),
    textLines([store.town], { x: 200, y: 288 + name.length * 34 + 8, size: 20, weight: 400, opacity: 0.85 }),
    '</g></svg>',
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
