import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { partners } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { insertProducts, setSuspended } from '../../../test/helpers/products.ts';

let t: TestApp;
let bakery: Created;
let butcher: Created;
let hidden: Created;
let breadId: string;
let hiddenProductId: string;

const get = async (url: string) => {
  const res = await t.call({ method: 'GET', url });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
  return res.json();
};
/** A product with every field set; the public answer must give each back as stored. */
const BREAD = {
  name: 'Brown Bread',
  price: 65,
  discountedPrice: 60,
  brand: 'Mkate',
  category: 'Food',
  subCategory: 'Bakery',
  quantity: 400,
  unit: 'grams',
  inventory: 30,
  description: 'Fresh every morning',
  tags: ['bread', 'breakfast'],
  images: ['/uploads/products/a.webp', '/uploads/products/b.webp'],
  primaryImage: '/uploads/products/b.webp',
};
const names = (items: { name: string }[]) => items.map((i) => i.name);

beforeAll(async () => {
  t = await createTestApp();
  bakery = await signupPartner(t, { businessName: 'Mkate Bakery', town: 'Nakuru' });
  butcher = await signupPartner(t, { businessName: 'Kuku Butchery' });
  hidden = await signupPartner(t, { businessName: 'Banned Bakery' });
  const baked = await insertProducts(t, bakery.id, [
    { ...BREAD, createdAt: new Date(Date.now() - 60_000) },
    { name: 'Croissant', subCategory: 'bakery' },
  ]);
  breadId = baked[0]!;
  await insertProducts(t, butcher.id, [{ name: 'Chicken Thighs', subCategory: 'Poultry' }]);
  hiddenProductId = (await insertProducts(t, hidden.id, [{ name: 'Banned Bun', subCategory: 'Bakery' }]))[0]!;
  await setSuspended(t, hidden.id, true);
  await t.database.db.update(partners).set({ ratingAverage: 4.5, ratingCount: 2 }).where(eq(partners.id, butcher.id));
  await t.database.db.update(partners).set({ ratingAverage: 4.5, ratingCount: 7 }).where(eq(partners.id, bakery.id));
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/partners', () => {
  it('lists visible stores best rated first, with public fields only', async () => {
    const body = await get('/api/partners');
    expect(Array.isArray(body)).toBe(true);
    expect(body.map((p: { businessName: string }) => p.businessName)).toEqual(['Mkate Bakery', 'Kuku Butchery']);
    expect(body[0]).toMatchObject({ _id: bakery.id, slug: 'mkate-bakery', town: 'Nakuru', ratings: { average: 4.5, count: 7 } });
    const text = JSON.stringify(body);
    for (const secret of ['email', 'idNumber', 'businessPermit', 'password', 'passwordHash', 'hash', 'tokenVersion', 'suspended', 'role']) {
      expect(text).not.toContain(`"${secret}"`);
    }
    const own = bakery.body.partner as { email: string; idNumber: string };
    expect(text).not.toContain(own.email);
    expect(text).not.toContain(own.idNumber);
  });

  it('pages with limit and cursor', async () => {
    const first = await get('/api/partners?limit=1');
    expect(first.items.map((p: { _id: string }) => p._id)).toEqual([bakery.id]);
    const second = await get(`/api/partners?limit=1&cursor=${first.nextCursor}`);
    expect(second.items.map((p: { _id: string }) => p._id)).toEqual([butcher.id]);
    expect(second.nextCursor).toBeNull();
  });
});

describe('product lists', () => {
  it('GET /api/all-products answers the spec fields with the shop', async () => {
    const body = await get('/api/all-products');
    expect(Object.keys(body)).toEqual(['products']);
    expect(names(body.products)).toEqual(expect.arrayContaining(['Brown Bread', 'Croissant', 'Chicken Thighs']));
    const bread = body.products.find((p: { _id: string }) => p._id === breadId);
    expect(bread).toEqual({
      _id: breadId,
      partnerId: bakery.id,
      ...BREAD,
      maxPerOrder: null,
      available: true,
      soldOutUntil: null,
      shop: { _id: bakery.id, shopName: 'Mkate Bakery', town: 'Nakuru', location: expect.any(String), slug: 'mkate-bakery' },
      ratings: { average: 0, count: 0 },
      createdAt: expect.any(String),
    });
  });

  it('GET /api/product/search?subcategory= matches any case', async () => {
    expect(names((await get('/api/product/search?subcategory=BAKERY')).products).sort()).toEqual(['Brown Bread', 'Croissant']);
    expect(await get('/api/product/search?subcategory=Nothing')).toEqual({ products: [] });
    expect(await get('/api/product/search')).toEqual({ products: [] });
  });

  it('GET /api/products/by-shop/:shop takes a name, a slug or an id', async () => {
    for (const shop of ['Mkate%20Bakery', 'mkate%20bakery', 'mkate-bakery', bakery.id, bakery.id.toUpperCase()]) {
      expect(names((await get(`/api/products/by-shop/${shop}`)).products).sort(), shop).toEqual(['Brown Bread', 'Croissant']);
    }
    expect(await get('/api/products/by-shop/No%20Such%20Shop')).toEqual({ products: [] });
    expect(await get('/api/products/by-shop/%25')).toEqual({ products: [] });
  });

  it('GET /api/products-by-partner/:id and /api/products?partnerId= list one store, newest first', async () => {
    expect(names((await get(`/api/products-by-partner/${bakery.id}`)).products)).toEqual(['Croissant', 'Brown Bread']);
    expect(names((await get(`/api/products?partnerId=${bakery.id}`)).products)).toEqual(['Croissant', 'Brown Bread']);
    expect(await get('/api/products-by-partner/ffffffffffffffffffffffff')).toEqual({ products: [] });
    expect((await t.call({ method: 'GET', url: '/api/products-by-partner/nope' })).statusCode).toBe(400);
    expect((await t.call({ method: 'GET', url: '/api/products?partnerId=nope' })).statusCode).toBe(400);
  });

  it('pages when limit, cursor or offset is given', async () => {
    const first = await get(`/api/products-by-partner/${bakery.id}?limit=1`);
    expect(names(first.products)).toEqual(['Croissant']);
    const second = await get(`/api/products-by-partner/${bakery.id}?limit=1&cursor=${first.nextCursor}`);
    expect(names(second.products)).toEqual(['Brown Bread']);
    expect(second.nextCursor).toBeNull();
    expect(names((await get(`/api/products?partnerId=${bakery.id}&offset=1`)).products)).toEqual(['Brown Bread']);
    expect((await get('/api/all-products?limit=2')).products).toHaveLength(2);
  });

  it('caps an unpaged list at 500 rows', async () => {
    const many = await signupPartner(t, { businessName: 'Big Wholesaler' });
    await insertProducts(t, many.id, Array.from({ length: 505 }, (_, i) => ({ name: `Bulk Item ${i}` })));
    expect((await get(`/api/products-by-partner/${many.id}`)).products).toHaveLength(500);
    const paged = await get(`/api/products-by-partner/${many.id}?limit=100&offset=500`);
    expect(paged.products).toHaveLength(5);
    expect(paged.nextCursor).toBeNull();
  });
});

describe('GET /api/products/:id', () => {
  it('answers the product page, 404 for unknown ids, 400 for malformed ones', async () => {
    expect(await get(`/api/products/${breadId}`)).toMatchObject({ _id: breadId, name: 'Brown Bread', shop: { shopName: 'Mkate Bakery' } });
    const missing = await t.call({ method: 'GET', url: '/api/products/ffffffffffffffffffffffff' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Product not found.');
    expect((await t.call({ method: 'GET', url: '/api/products/123' })).statusCode).toBe(400);
  });
});

describe('suspended stores', () => {
  it('never appear, nor their products, in any public read', async () => {
    const stores = await get('/api/partners');
    expect(stores.map((p: { _id: string }) => p._id)).not.toContain(hidden.id);
    for (const url of ['/api/all-products', '/api/product/search?subcategory=bakery', `/api/products-by-partner/${hidden.id}`, `/api/products?partnerId=${hidden.id}`, '/api/products/by-shop/Banned%20Bakery']) {
      expect(names((await get(url)).products), url).not.toContain('Banned Bun');
    }
    expect((await t.call({ method: 'GET', url: `/api/products/${hiddenProductId}` })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/partners/${hidden.id}` })).statusCode).toBe(404);
  });

  it('reappear when the suspension is lifted', async () => {
    await setSuspended(t, hidden.id, false);
    expect(names((await get(`/api/products-by-partner/${hidden.id}`)).products)).toEqual(['Banned Bun']);
    await setSuspended(t, hidden.id, true);
  });
});
