import { describe, expect, it } from 'vitest';
import { partnerKeys } from './query-keys.ts';

describe('store query keys', () => {
  it('all start with the role, so logging the store out forgets them', () => {
    const keys = [
      partnerKeys.me,
      partnerKeys.orders('p1'),
      partnerKeys.order('o1'),
      partnerKeys.orderStatus('o1'),
      partnerKeys.subOrder('s1'),
      partnerKeys.products('p1'),
      partnerKeys.sales('p1', '2026-11-22'),
      partnerKeys.notifications('p1'),
    ];
    for (const key of keys) expect(key.slice(0, partnerKeys.all.length)).toEqual([...partnerKeys.all]);
  });

  it('lets one invalidation reach every store order list and every sales day', () => {
    expect(partnerKeys.orders('p1').slice(0, 2)).toEqual([...partnerKeys.ordersAll]);
    expect(partnerKeys.sales('p1', '2026-11-22').slice(0, 2)).toEqual([...partnerKeys.salesAll]);
  });
});
