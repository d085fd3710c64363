import { describe, expect, it } from 'vitest';
import { searchTarget, type Suggestion } from './search-target.ts';

const results = {
  categories: ['Food'],
  subcategories: ['Pizza'],
  partners: [{ businessName: 'Kilimani Pizza Oven', _id: '6b0243ba2d2535a32c47259f', slug: 'kilimani-pizza-oven', openNow: true, opensAt: null, closesAt: null, paused: false }],
  products: [{ name: 'Hawaiian Pizza (Medium)', _id: '6b0243ba4c0e45eb42766919', partnerId: '6b0243ba2d2535a32c47259f' }],
};
const none = { categories: [], subcategories: [], partners: [] as typeof results.partners, products: [] };

describe('where Enter leads (spec section 5)', () => {
  it('follows a chosen suggestion first', () => {
    const chosen: Suggestion = { kind: 'product', label: 'Hawaiian Pizza (Medium)', id: '6b0243ba4c0e45eb42766919' };
    expect(searchTarget('Food', results, chosen)).toBe('/product/6b0243ba4c0e45eb42766919');
  });

  it('then an exact store, category or subcategory name, in any case', () => {
    expect(searchTarget('  kilimani PIZZA oven ', results, null)).toBe('/store/kilimani-pizza-oven');
    expect(searchTarget('food', results, null)).toBe('/menu?category=Food');
    expect(searchTarget('PIZZA', results, null)).toBe('/menu?subcategory=Pizza');
  });

  it('then a product search with two or more characters and at least one product', () => {
    expect(searchTarget('piza', results, null)).toBe('/menu?product=piza');
    expect(searchTarget('ham & pine', results, null)).toBe('/menu?product=ham+%26+pine');
    expect(searchTarget('p', results, null)).toBeNull();
    expect(searchTarget('piza', { ...results, products: [] }, null)).toBeNull();
  });

  it('otherwise goes nowhere, so the list shows', () => {
    expect(searchTarget('zzqx', none, null)).toBeNull();
    expect(searchTarget('   ', results, null)).toBeNull();
  });
});
