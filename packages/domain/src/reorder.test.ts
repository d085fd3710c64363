import { describe, expect, it } from 'vitest';
import { reorderAnswer, type ProductToday } from './reorder.ts';

const now = new Date('2026-11-25T09:00:00Z');
const shop = { id: 's1', businessName: 'Mama Oliech', suspended: false, role: 'partner' as const, openingHours: null, pausedUntil: null };
const product = (over: Partial<ProductToday>): ProductToday => ({ id: 'p1', name: 'Ugali', price: 100, discountedPrice: 0, inventory: 10, soldOut: false, soldOutUntil: null, shop, ...over });

describe('order again', () => {
  it('puts back what is still sold at today\'s price and says what changed', () => {
    const answer = reorderAnswer(
      [
        { productId: 'p1', name: 'Ugali', quantity: 2, price: 80 },
        { productId: 'p2', name: 'Chapati', quantity: 1, price: 30 },
        { productId: 'p3', name: 'Tilapia', quantity: 1, price: 500 },
        { productId: null, name: 'Old soda', quantity: 1, price: 50 },
      ],
      [product({}), product({ id: 'p2', name: 'Chapati', price: 30, soldOut: true }), product({ id: 'p3', name: 'Tilapia', price: 500, shop: { ...shop, id: 's2', businessName: 'Lakeside', pausedUntil: new Date('2026-11-25T12:00:00Z') } })],
      now,
    );
    expect(answer.lines).toEqual([{ productId: 'p1', name: 'Ugali', quantity: 2, price: 100, shop: { id: 's1', shopName: 'Mama Oliech' } }]);
    expect(answer.changes).toEqual([
      { kind: 'gone', name: 'Old soda' },
      { kind: 'priceChanged', name: 'Ugali', from: 80, to: 100 },
      { kind: 'soldOut', name: 'Chapati' },
      { kind: 'shopClosed', name: 'Tilapia', shopName: 'Lakeside' },
    ]);
  });

  it('takes no more than is left, and uses the discounted price', () => {
    const answer = reorderAnswer([{ productId: 'p1', name: 'Ugali', quantity: 5, price: 90 }], [product({ inventory: 3, discountedPrice: 90 })], now);
    expect(answer.lines[0]).toMatchObject({ quantity: 3, price: 90 });
    expect(answer.changes).toEqual([{ kind: 'fewerLeft', name: 'Ugali', from: 5, to: 3 }]);
  });
});
