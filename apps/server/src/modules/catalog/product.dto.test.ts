import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProductRow } from './product-columns.ts';
import { productJson, toProductDto } from './product.dto.ts';

const DAY = 86_400_000;
const text = fc.string({ maxLength: 30 });

const row: fc.Arbitrary<ProductRow> = fc.record({
  id: fc.stringMatching(/^[0-9a-f]{24}$/),
  partnerId: fc.stringMatching(/^[0-9a-f]{24}$/),
  name: text,
  priceCents: fc.integer({ min: 0, max: 10_000_000 }),
  discountedPriceCents: fc.integer({ min: 0, max: 10_000_000 }),
  brand: text,
  category: text,
  subCategory: fc.option(text),
  quantity: fc.integer({ min: 0, max: 1000 }),
  unit: text,
  inventory: fc.integer({ min: 0, max: 1000 }),
  maxPerOrder: fc.option(fc.integer({ min: 1, max: 50 })),
  description: fc.string({ maxLength: 200 }),
  tags: fc.array(text, { maxLength: 4 }),
  options: fc.constant([]),
  images: fc.array(text, { maxLength: 3 }),
  primaryImage: fc.option(text),
  ratingAverage: fc.double({ min: 0, max: 5, noNaN: true }),
  ratingCount: fc.nat(),
  createdAt: fc.date({ min: new Date(Date.UTC(2024, 0, 1)), max: new Date(Date.UTC(2027, 0, 1)), noInvalidDate: true }),
  soldOut: fc.boolean(),
  // Far from now, so both ways of writing the answer see the same availability.
  soldOutUntil: fc.option(fc.integer({ min: -30, max: 30 }).filter((d) => d !== 0).map((d) => new Date(Date.now() + d * DAY))),
  shopName: text,
  shopTown: text,
  shopLocation: text,
  shopSlug: text,
});

describe('productJson: a product answer written from its kept text', () => {
  it('is exactly JSON.stringify of the product answer, with or without more fields', () => {
    fc.assert(
      fc.property(row, fc.option(fc.record({ reach: fc.record({ deliversHere: fc.boolean(), distanceKm: fc.double({ min: 0, max: 50, noNaN: true }) }) }), { nil: undefined }), (r, more) => {
        expect(productJson(r, more)).toBe(JSON.stringify({ ...toProductDto(r), ...more }));
        // Written a second time from the kept text: the same.
        expect(productJson(r, more)).toBe(JSON.stringify({ ...toProductDto(r), ...more }));
      }),
    );
  });
});
