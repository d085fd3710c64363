import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { composed, extended, jsonOf } from './composed-json.ts';

/** Objects with keys of their own: a shared part and an own part never share a key. */
const fields = (prefix: string) => fc.dictionary(fc.string().map((k) => `${prefix}${k}`), fc.jsonValue(), { maxKeys: 6 });

describe('jsonOf: an answer with composed items', () => {
  it('writes exactly what JSON.stringify writes, for lists, pages and other answers', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fields('s:'), fields('o:'), fields('m:'), fc.boolean())), fc.option(fc.string()), fc.jsonValue(), (parts, cursor, other) => {
        const items = parts.map(([shared, own, more, extend]) => (extend ? extended(composed(shared, own), more) : composed(shared, own)));
        expect(jsonOf(items)).toBe(JSON.stringify(items));
        const page = { items, nextCursor: cursor, total: undefined, other };
        expect(jsonOf(page)).toBe(JSON.stringify(page));
        expect(jsonOf(other)).toBe(JSON.stringify(other));
      }),
    );
  });

  it('writes a shared part once and the own part of each answer', () => {
    const shared = { name: 'Chapati', price: 20 };
    const now = composed(shared, { available: true });
    const later = extended(composed(shared, { available: false }), { reach: { delivers: true } });
    expect(jsonOf([now, later])).toBe('[{"name":"Chapati","price":20,"available":true},{"name":"Chapati","price":20,"available":false,"reach":{"delivers":true}}]');
    expect(later).toEqual({ name: 'Chapati', price: 20, available: false, reach: { delivers: true } });
  });

  it('writes items that were not composed as they are', () => {
    const plain = { name: 'Samosa', when: new Date(Date.UTC(2026, 10, 29)) };
    expect(jsonOf({ items: [plain, extended(plain, { reach: null })] })).toBe(JSON.stringify({ items: [plain, { ...plain, reach: null }] }));
  });
});
