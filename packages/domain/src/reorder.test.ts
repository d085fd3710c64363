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
    expect(answer.lines).toEqual([{ productId: 'p1', name: 'Ugali', quantity: 2, price: 100, choices: [], shop: { id: 's1', shopName: 'Mama Oliech' } }]);
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

  describe('with options', () => {
    const size = {
      id: 'g1',
      name: 'Size',
      required: true,
      min: 1,
      max: 1,
      choices: [
        { id: 'm', name: 'Medium', priceDeltaCents: 0, available: true },
        { id: 'l', name: 'Large', priceDeltaCents: 40_000, available: true },
      ],
    };
    const extras = { id: 'g2', name: 'Extras', required: false, min: 0, max: 3, choices: [{ id: 'c', name: 'Extra cheese', priceDeltaCents: 10_000, available: true }] };
    const pizza = product({ name: 'Pizza', price: 900, options: [size, extras] });
    const large = { groupId: 'g1', groupName: 'Size', choiceId: 'l', choiceName: 'Large', priceDeltaCents: 40_000 };
    const medium = { groupId: 'g1', groupName: 'Size', choiceId: 'm', choiceName: 'Medium', priceDeltaCents: 0 };
    const cheese = { groupId: 'g2', groupName: 'Extras', choiceId: 'c', choiceName: 'Extra cheese', priceDeltaCents: 10_000 };

    it('keeps each line with its choices, priced with them today', () => {
      const answer = reorderAnswer(
        [
          { productId: 'p1', name: 'Pizza', quantity: 1, price: 1400, choices: [large, cheese] },
          { productId: 'p1', name: 'Pizza', quantity: 2, price: 900, choices: [medium] },
        ],
        [pizza],
        now,
      );
      expect(answer.changes).toEqual([]);
      expect(answer.lines.map((l) => [l.quantity, l.price, l.choices.map((c) => c.choiceName)])).toEqual([
        [1, 1400, ['Large', 'Extra cheese']],
        [2, 900, ['Medium']],
      ]);
    });

    it('says which choice no longer exists, and leaves a line out when its size is gone', () => {
      const edited = product({ name: 'Pizza', price: 900, options: [{ ...size, choices: [size.choices[0]!] }, { ...extras, choices: [] }] });
      const answer = reorderAnswer(
        [
          { productId: 'p1', name: 'Pizza', quantity: 1, price: 1000, choices: [medium, cheese] },
          { productId: 'p1', name: 'Pizza', quantity: 1, price: 1300, choices: [large] },
        ],
        [edited],
        now,
      );
      expect(answer.lines.map((l) => [l.price, l.choices.map((c) => c.choiceName)])).toEqual([[900, ['Medium']]]);
      expect(answer.changes).toEqual([
        { kind: 'optionGone', name: 'Pizza', option: 'Extra cheese' },
        { kind: 'priceChanged', name: 'Pizza', from: 1000, to: 900 },
        { kind: 'optionGone', name: 'Pizza', option: 'Large' },
      ]);
    });
  });
});
