import { describe, expect, it } from 'vitest';
import { foreignKeyOrder } from './table-order.ts';

describe('the order tables are backed up and restored in', () => {
  it('puts every table after the tables it refers to, alphabetical among equals', () => {
    const keys = [
      { child: 'order_items', parent: 'orders' },
      { child: 'order_items', parent: 'products' },
      { child: 'orders', parent: 'users' },
      { child: 'products', parent: 'partners' },
      { child: 'ledger_entries', parent: 'orders' },
    ];
    const order = foreignKeyOrder(['order_items', 'orders', 'products', 'partners', 'users', 'ledger_entries', 'settings'], keys);
    expect(order).toEqual(['partners', 'settings', 'users', 'orders', 'products', 'ledger_entries', 'order_items']);
  });

  it('ignores references to tables outside the list', () => {
    expect(foreignKeyOrder(['a'], [{ child: 'a', parent: 'elsewhere' }])).toEqual(['a']);
  });

  it('names the tables of a cycle instead of looping', () => {
    expect(() => foreignKeyOrder(['a', 'b', 'c'], [{ child: 'a', parent: 'b' }, { child: 'b', parent: 'a' }])).toThrow('in a cycle: a, b');
  });
});
