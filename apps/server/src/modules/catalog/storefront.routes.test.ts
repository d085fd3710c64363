import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { signupPartner } from '../../../test/helpers/accounts.ts';
import { insertProducts, setSuspended } from '../../../test/helpers/products.ts';
import { ZStorefrontResponse } from '@sokoni/domain/contracts/catalog';

interface Item {
  _id: string;
  name: string;
  price: number;
  discountedPrice: number;
  ratings: { average: number; count: number };
  shop: { _id: string; shopName: string };
}

let t: TestApp;
let grill: { id: string; slug: string };
let market: { id: string; slug: string };

const list = async (query: Record<string, string>) => {
  const res = await t.call({ method: 'GET', url: '/api/storefront', query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Item[]; nextCursor: string | null; total?: number };
};
const names = (items: Item[]) => items.map((i) => i.name);
const effective = (i: Item) => (i.discountedPrice > 0 ? i.discountedPrice : i.price);
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

beforeAll(async () => {
  t = await createTestApp();
  const g = await signupPartner(t, { businessName: 'Nyama Grill House' });
  const m = await signupPartner(t, { businessName: 'Soko Fresh Market' });
  grill = { id: g.id, slug: (g.body.partner as { slug: string }).slug };
  market = { id: m.id, slug: (m.body.partner as { slug: string }).slug };
  await insertProducts(t, grill.id, [
    // Effective price 400 (discounted from 1000): inside 300-500 although the price is not.
    { name: 'Beef Platter', price: 1000, discountedPrice: 400, subCategory: 'Grills', ratingAverage: 4.8, ratingCount: 12, createdAt: minutesAgo(1) },
    { name: 'Chicken Wings', price: 450, subCategory: 'Grills', ratingAverage: 4.2, ratingCount: 3, createdAt: minutesAgo(2) },
    { name: 'Goat Ribs', price: 600, subCategory: 'Grills', ratingAverage: 3.5, ratingCount: 2, createdAt: minutesAgo(3) },
    { name: 'Margherita Pizza', price: 800, discountedPrice: 700, subCategory: 'Pizza', ratingAverage: 4.8, ratingCount: 5, createdAt: minutesAgo(4) },
    { name: 'Pepperoni Pizza', price: 900, subCategory: 'Pizza', createdAt: minutesAgo(5) },
  ]);
  await insertProducts(t, market.id, [
    { name: 'Sukuma Wiki', price: 30, category: 'Groceries', subCategory: 'Vegetables', ratingAverage: 2.5, ratingCount: 4, createdAt: minutesAgo(6) },
    { name: 'Tomatoes 1kg', price: 120, discountedPrice: 99, category: 'Groceries', subCategory: 'Vegetables', createdAt: minutesAgo(7) },
    { name: 'Maize Flour 2kg', price: 210, category: 'Groceries', subCategory: 'Flour', ratingAverage: 4, ratingCount: 1, createdAt: minutesAgo(8) },
  ]);
  const hidden = await signupPartner(t, { businessName: 'Hidden Grill' });
  await insertProducts(t, hidden.id, [{ name: 'Hidden Beef', price: 450, discountedPrice: 300, ratingAverage: 5, ratingCount: 9 }]);
  await setSuspended(t, hidden.id, true);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/storefront', () => {
  it('answers exactly the contract: every field its schema names, and nothing else', async () => {
    // The answer is written with JSON.stringify, not through the schema (plain-json.ts): a parse
    // that drops nothing shows no field beyond the contract slipped out.
    const queries: Record<string, string>[] = [{ withTotal: 'true', limit: '3' }, { view: 'offers' }, { sort: 'price_low_high', q: 'pizza' }];
    for (const query of queries) {
      const body = await list(query);
      expect(body.items.length).toBeGreaterThan(0);
      expect(ZStorefrontResponse.parse(body)).toEqual(body);
    }
  });

  it('lists visible products newest first by default, as a page', async () => {
    const body = await list({});
    expect(names(body.items)).toEqual([
      'Beef Platter', 'Chicken Wings', 'Goat Ribs', 'Margherita Pizza', 'Pepperoni Pizza', 'Sukuma Wiki', 'Tomatoes 1kg', 'Maize Flour 2kg',
    ]);
    expect(body.nextCursor).toBeNull();
    expect(body.total).toBeUndefined();
  });

  it('filters by the price customers pay: the discounted price when above zero', async () => {
    const body = await list({ minPrice: '300', maxPrice: '500' });
    expect(names(body.items).sort()).toEqual(['Beef Platter', 'Chicken Wings']);
    expect(names((await list({ maxPrice: '100' })).items).sort()).toEqual(['Sukuma Wiki', 'Tomatoes 1kg']);
    expect(names((await list({ minPrice: '700', maxPrice: '' })).items).sort()).toEqual(['Margherita Pizza', 'Pepperoni Pizza']);
  });

  it('keeps a price range exactly, bounds included, on every page sorted by price', async () => {
    // Pages sorted by price keep their plan and write the bounds as row comparisons (decision 047).
    const paged = async (query: Record<string, string>) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const body = await list({ ...query, limit: '1', ...(cursor ? { cursor } : {}) });
        seen.push(...names(body.items));
        cursor = body.nextCursor;
      } while (cursor);
      return seen;
    };
    const inRange = ['Tomatoes 1kg', 'Maize Flour 2kg', 'Beef Platter', 'Chicken Wings'];
    expect(await paged({ minPrice: '99', maxPrice: '450', sort: 'price_low_high' })).toEqual(inRange);
    expect(await paged({ minPrice: '99', maxPrice: '450', sort: 'price_high_low' })).toEqual([...inRange].reverse());
    expect(await paged({ minPrice: '99.01', maxPrice: '449.99', sort: 'price_low_high' })).toEqual(['Maize Flour 2kg', 'Beef Platter']);
    expect(await paged({ maxPrice: '99', sort: 'price_high_low' })).toEqual(['Tomatoes 1kg', 'Sukuma Wiki']);
    const counted = await list({ minPrice: '99', maxPrice: '450', sort: 'price_low_high', withTotal: 'true' });
    expect(counted.total).toBe(4);
  });

  it('sorts by effective price both ways and by rating', async () => {
    const low = (await list({ sort: 'price_low_high' })).items.map(effective);
    expect(low).toEqual([...low].sort((a, b) => a - b));
    expect(low[0]).toBe(30);
    const high = (await list({ sort: 'price_high_low' })).items.map(effective);
    expect(high).toEqual([...high].sort((a, b) => b - a));
    expect(high[0]).toBe(900);
    const rated = (await list({ sort: 'rating_high_low' })).items;
    expect(names(rated.slice(0, 2))).toEqual(['Beef Platter', 'Margherita Pizza']); // 4.8 with 12 reviews before 4.8 with 5
    const averages = rated.map((i) => i.ratings.average);
    expect(averages).toEqual([...averages].sort((a, b) => b - a));
  });

  it('offers lists only discounted products; featured only products rated 4 or more, best first', async () => {
    expect(names((await list({ view: 'offers' })).items).sort()).toEqual(['Beef Platter', 'Margherita Pizza', 'Tomatoes 1kg']);
    expect(names((await list({ view: 'featured' })).items)).toEqual(['Beef Platter', 'Margherita Pizza', 'Chicken Wings', 'Maize Flour 2kg']);
    expect(names((await list({ view: 'featured', minRating: '2', sort: 'price_low_high' })).items)).toEqual([
      'Maize Flour 2kg', 'Beef Platter', 'Chicken Wings', 'Margherita Pizza',
    ]);
  });

  it('filters by shop (id or slug), vendor name, category, subcategory and minimum rating', async () => {
    expect((await list({ shop: grill.id })).items.every((i) => i.shop._id === grill.id)).toBe(true);
    expect((await list({ shop: market.slug })).items).toHaveLength(3);
    expect((await list({ vendor: 'soko fresh market' })).items.every((i) => i.shop.shopName === 'Soko Fresh Market')).toBe(true);
    expect((await list({ vendor: 'Soko Fresh' })).items).toEqual([]);
    expect((await list({ shop: grill.id, vendor: 'Soko Fresh Market' })).items).toEqual([]);
    expect(names((await list({ category: 'GROCERIES', subcategory: 'vegetables' })).items)).toEqual(['Sukuma Wiki', 'Tomatoes 1kg']);
    expect(names((await list({ minRating: '4' })).items).sort()).toEqual(['Beef Platter', 'Chicken Wings', 'Maize Flour 2kg', 'Margherita Pizza']);
    expect((await list({ minRating: '0' })).items).toHaveLength(8);
  });

  it('filters by name text, typo tolerant, best match first', async () => {
    expect(names((await list({ q: 'PIZZA' })).items).sort()).toEqual(['Margherita Pizza', 'Pepperoni Pizza']);
    expect(names((await list({ product: 'piza' })).items).sort()).toEqual(['Margherita Pizza', 'Pepperoni Pizza']);
    expect(names((await list({ q: 'toma' })).items)).toEqual(['Tomatoes 1kg']);
    expect(names((await list({ q: 'pizza', sort: 'price_high_low' })).items)).toEqual(['Pepperoni Pizza', 'Margherita Pizza']);
    expect(names((await list({ q: 'piza', sort: 'price_high_low' })).items)).toEqual(['Pepperoni Pizza', 'Margherita Pizza']);
    // Names hold the text, only not in this category: nothing to correct, nothing listed.
    expect((await list({ q: 'pizza', category: 'Groceries' })).items).toEqual([]);
    // Text with no letter or digit filters nothing rather than failing.
    expect((await list({ q: '%_%' })).items).toHaveLength(8);
  });

  it('never lists products of suspended stores', async () => {
    const queries: Record<string, string>[] = [
      {},
      { view: 'offers' },
      { view: 'featured' },
      { q: 'beef' },
      { q: 'beef', sort: 'price_low_high' },
      { minPrice: '1', maxPrice: '100000', sort: 'price_high_low' },
      { vendor: 'Hidden Grill' },
    ];
    for (const query of queries) {
      expect(names((await list(query)).items)).not.toContain('Hidden Beef');
    }
  });

  it('pages with limit and cursor through every sort without gaps or repeats', async () => {
    for (const sort of ['relevance', 'price_low_high', 'price_high_low', 'rating_high_low']) {
      const extras: Record<string, string>[] = [{}, { view: 'featured' }, { q: 'pizza' }];
      for (const extra of extras) {
        const whole = names((await list({ sort, ...extra })).items);
        const paged: string[] = [];
        let cursor: string | null = null;
        let pages = 0;
        do {
          const page = await list({ sort, ...extra, limit: '3', ...(cursor ? { cursor } : {}) });
          expect(page.items.length).toBeLessThanOrEqual(3);
          paged.push(...names(page.items));
          cursor = page.nextCursor;
          pages++;
        } while (cursor && pages < 10);
        expect(paged, `${sort} ${JSON.stringify(extra)}`).toEqual(whole);
      }
    }
  });

  it('pages with offset and gives the total on request', async () => {
    const body = await list({ limit: '2', offset: '2', withTotal: 'true' });
    expect(names(body.items)).toEqual(['Goat Ribs', 'Margherita Pizza']);
    expect(body.total).toBe(8);
    expect(body.nextCursor).toEqual(expect.any(String));
    expect((await list({ view: 'offers', withTotal: '1' })).total).toBe(3);
  });

  it.each([
    [{ limit: '0' }, /limit/],
    [{ limit: '101' }, /limit/],
    [{ limit: 'ten' }, /limit/],
    [{ offset: '-1' }, /offset/],
    [{ minPrice: 'cheap' }, /minPrice/],
    [{ minRating: '9' }, /minRating/],
    [{ sort: 'random' }, /sort/],
    [{ view: 'everything' }, /view/],
    [{ cursor: 'not-a-cursor' }, /cursor/],
  ])('refuses %j with a readable message', async (query, message) => {
    const res = await t.call({ method: 'GET', url: '/api/storefront', query });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('refuses a cursor made for another sort order', async () => {
    const { nextCursor } = await list({ limit: '1', sort: 'price_low_high' });
    const res = await t.call({ method: 'GET', url: '/api/storefront', query: { limit: '1', sort: 'rating_high_low', cursor: nextCursor! } });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/catalog/facets', () => {
  it('gives visible vendors with products, categories and subcategories', async () => {
    await signupPartner(t, { businessName: 'Empty Shop' });
    const res = await t.call({ method: 'GET', url: '/api/catalog/facets' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.vendors.map((v: { businessName: string }) => v.businessName)).toEqual(['Nyama Grill House', 'Soko Fresh Market']);
    expect(body.vendors[0]).toEqual({ _id: grill.id, businessName: 'Nyama Grill House', slug: grill.slug });
    expect(body.categories).toEqual(['Food', 'Groceries']);
    expect(body.subcategories).toEqual(['Flour', 'Grills', 'Pizza', 'Vegetables']);
  });

  it('narrows subcategories to one category', async () => {
    const res = await t.call({ method: 'GET', url: '/api/catalog/facets', query: { category: 'groceries' } });
    expect(res.json().subcategories).toEqual(['Flour', 'Vegetables']);
  });
});
