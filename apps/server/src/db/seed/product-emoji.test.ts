import { describe, expect, it } from 'vitest';
import { SEED_STORES } from './content/partners.ts';
import { emojiDrawing, productEmoji } from './product-emoji.ts';
import { productSvg } from './images.ts';

const products = SEED_STORES.flatMap((store) => store.products);
const named = (name: string) => products.find((p) => p.name === name)!;

describe('demo product pictures', () => {
  it('show what the product is: a carrot for carrots, a banana for bananas, eggs for eggs', () => {
    expect(productEmoji(named('Carrots'))).toBe('🥕');
    expect(productEmoji(named('Sweet Bananas'))).toBe('🍌');
    expect(productEmoji(named('Fresh Farm Eggs (Tray of 30)'))).toBe('🥚');
    expect(productEmoji(named('Banana Bread Loaf'))).toBe('🍞');
    expect(productEmoji(named('Omega-3 Fish Oil (60 Capsules)'))).toBe('💊');
  });

  it('has a Twemoji drawing for every demo product, and far more than one picture for the food market', () => {
    for (const product of products) expect(emojiDrawing(productEmoji(product))).toMatch(/^<path|^<g|^<circle|^<ellipse/);
    const market = products.filter((p) => p.subCategory === 'Fresh Produce').map(productEmoji);
    expect(new Set(market).size).toBe(market.length);
    expect(new Set(products.map(productEmoji)).size).toBeGreaterThan(80);
  });

  it('prints no name into the picture, so a card never shows it cut', () => {
    const svg = productSvg(named('Swahili Beef Burger with Kachumbari'));
    expect(svg).not.toContain('<text');
    expect(svg).toContain('aria-label="Swahili Beef Burger with Kachumbari"');
  });
});
