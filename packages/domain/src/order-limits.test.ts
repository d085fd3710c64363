import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from './contracts/orders.ts';
import { openOrdersMessage, perOrderLimit, perOrderLimitMessage, tooManyOpenOrders } from './order-limits.ts';

describe('perOrderLimit', () => {
  it("is the shop's maximum when set, never above the platform's line limit", () => {
    expect(perOrderLimit({ maxPerOrder: 2 })).toBe(2);
    expect(perOrderLimit({ maxPerOrder: 500 })).toBe(MAX_LINE_QUANTITY);
    expect(perOrderLimit({ maxPerOrder: null })).toBe(MAX_LINE_QUANTITY);
    expect(perOrderLimit({})).toBe(MAX_LINE_QUANTITY);
  });
});

describe('open orders', () => {
  it('refuses once the limit is reached; 0 means no limit', () => {
    expect(tooManyOpenOrders(2, 3)).toBe(false);
    expect(tooManyOpenOrders(3, 3)).toBe(true);
    expect(tooManyOpenOrders(500, 0)).toBe(false);
  });

  it('says why in words a customer understands', () => {
    expect(openOrdersMessage(3)).toBe('You already have 3 orders waiting for a shop to accept. You can place another once a shop accepts one.');
    expect(openOrdersMessage(1)).toContain('an order waiting');
    expect(perOrderLimitMessage('Sugar 2kg', 2)).toBe('You can order at most 2 of Sugar 2kg in one order.');
  });
});
