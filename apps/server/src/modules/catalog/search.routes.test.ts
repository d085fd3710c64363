import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { signupPartner } from '../../../test/helpers/accounts.ts';
import { insertProducts, setSuspended } from '../../../test/helpers/products.ts';
import { ZSearchResponse } from '@sokoni/domain/contracts/catalog';

let t: TestApp;
let pizzaShop: string;
let hiddenShop: string;

const search = async (q: string) => {
  const res = await t.call({ method: 'GET', url: '/api/search', query: { q } });
  expect(res.statusCode, `q=${JSON.stringify(q.slice(0, 40))}`).toBe(200);
  return res.json() as { categories: string[]; subcategories: string[]; partners: { businessName: string; _id: string; slug: string }[]; products: { name: string; _id: string; partnerId: string }[] };
};
const names = (items: { name: string }[]) => items.map((i) => i.name);

beforeAll(async () => {
  t = await createTestApp();
  pizzaShop = (await signupPartner(t, { businessName: 'Pizza Inn Westlands' })).id;
  const grocer = (await signupPartner(t, { businessName: 'Mama Mboga Fresh Mart', businessType: 'Grocery' })).id;
  hiddenShop = (await signupPartner(t, { businessName: 'Shady Pizzeria' })).id;
  await insertProducts(t, pizzaShop, [
    { name: 'Margherita Pizza', subCategory: 'Pizza', ratingAverage: 4.5, ratingCount: 2 },
    { name: 'Pepperoni Pizza', subCategory: 'Pizza' },
    { name: 'Pizza Cutter', category: 'Home & Kitchen', subCategory: 'Kitchen Tools' },
    { name: 'Chicken Burger', subCategory: 'Burgers' },
    ...Array.from({ length: 10 }, (_, i) => ({ name: `Family Pizza No ${i + 1}`, subCategory: 'Pizza' })),
  ]);
  await insertProducts(t, grocer, [
    { name: 'Pilau Rice', category: 'Food', subCategory: 'Rice' },
    { name: 'Pita Bread', category: 'Food', subCategory: 'Bakery' },
    { name: 'Rice_Cooker 1.8L', category: 'Electronics', subCategory: 'Kitchen Appliances' },
    { name: 'Hot Sauce 100% Natural', category: 'Food', subCategory: 'Sauces' },
    { name: 'Crème Brûlée 🍮', category: 'Food', subCategory: 'Desserts' },
    { name: 'Jogoo Maize Flour', category: 'Food', subCategory: 'Flour' },
    { name: 'Brookside Fresh Milk (500 ml)', category: 'Food', subCategory: 'Dairy' },
    { name: 'Fresh Farm Eggs (Tray of 30)', category: 'Food', subCategory: 'Dairy' },
    { name: 'Hass Avocados', category: 'Food', subCategory: 'Fresh Produce' },
    { name: 'Fresh Tomatoes', category: 'Food', subCategory: 'Fresh Produce' },
  ]);
  await insertProducts(t, hiddenShop, [{ name: 'Secret Pizza', category: 'Hidden Category', subCategory: 'Pizza' }]);
  await setSuspended(t, hiddenShop, true);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/search in the words customers type', () => {
  it.each([
    ['unga', 'Jogoo Maize Flour'],
    ['maziwa', 'Brookside Fresh Milk (500 ml)'],
    ['mayai', 'Fresh Farm Eggs (Tray of 30)'],
    ['avacado', 'Hass Avocados'],
    ['mlik', 'Brookside Fresh Milk (500 ml)'],
    ['tomatos', 'Fresh Tomatoes'],
  ])("'%s' finds %s", async (q, product) => {
    expect(names((await search(q)).products)).toContain(product);
  });

  it('answers exactly the contract: every field its schema names, and nothing else', async () => {
    // Written with JSON.stringify, not through the schema (plain-json.ts): a parse that drops
    // nothing shows no field beyond the contract slipped out.
    for (const q of ['pizza', 'mama', 'piza']) {
      const body = await search(q);
      expect(body.products.length + body.partners.length).toBeGreaterThan(0);
      expect(ZSearchResponse.parse(body)).toEqual(body);
    }
  });

  it('finds the same on the storefront', async () => {
    const res = await t.call({ method: 'GET', url: '/api/storefront', query: { q: 'unga' } });
    expect(res.json().items.map((p: { name: string }) => p.name)).toEqual(['Jogoo Maize Flour']);
  });
});

describe('GET /api/search', () => {
  it("finds pizza products first for the typo 'piza', with the pizza store and subcategory", async () => {
    const body = await search('piza');
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.slice(0, 3).every((p) => /pizza/i.test(p.name))).toBe(true);
    expect(body.products.findIndex((p) => /pilau|pita/i.test(p.name))).not.toBe(0);
    expect(body.partners.map((p) => p.businessName)).toContain('Pizza Inn Westlands');
    expect(body.subcategories).toContain('Pizza');
    expect(body.products[0]).toEqual({ name: expect.any(String), _id: expect.stringMatching(/^[0-9a-f]{24}$/), partnerId: pizzaShop });
  });

  it('is case-insensitive and matches partial words, best match first', async () => {
    expect(names((await search('MARGH')).products)[0]).toBe('Margherita Pizza');
    expect(names((await search('pepp')).products)).toEqual(['Pepperoni Pizza']);
    // A name that starts with the text ranks above names that only contain it.
    expect(names((await search('pizza')).products)[0]).toBe('Pizza Cutter');
    expect((await search('mboga')).partners.map((p) => p.businessName)).toEqual(['Mama Mboga Fresh Mart']);
  });

  it('tolerates small typos in other words too', async () => {
    expect(names((await search('buger')).products)).toContain('Chicken Burger');
    expect((await search('electronis')).categories).toEqual(['Electronics']);
    expect((await search('kitchn')).categories).toContain('Home & Kitchen');
  });

  it('learns the words of new and renamed products for spelling correction', async () => {
    const [id] = await insertProducts(t, pizzaShop, [{ name: 'Plain Chapati' }]);
    await t.database.db.update(products).set({ name: 'Ugali Special' }).where(eq(products.id, id!));
    expect(names((await search('ugaly')).products)).toEqual(['Ugali Special']);
    // A word that is not close to any known word is left alone rather than "corrected".
    expect((await search('xylophone')).products).toEqual([]);
  });

  it('limits each group to 8 results', async () => {
    const body = await search('pizza');
    expect(body.products).toHaveLength(8);
  });

  it('answers empty groups for empty or blank text', async () => {
    const empty = { categories: [], subcategories: [], partners: [], products: [] };
    expect(await search('')).toEqual(empty);
    expect(await search('   ')).toEqual(empty);
    const res = await t.call({ method: 'GET', url: '/api/search' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(empty);
  });

  it('never shows suspended stores or their products', async () => {
    const body = await search('pizz');
    expect(body.partners.map((p) => p.businessName)).not.toContain('Shady Pizzeria');
    expect(names(body.products)).not.toContain('Secret Pizza');
    expect((await search('hidden')).categories).toEqual([]);
  });

  it('lists names starting with short text first, in name order, for text after text of one shape', async () => {
    // More than five texts of one shape: PostgreSQL then runs the statement on a kept plan.
    const expected: [string, string[]][] = [
      ['pi', ['Pilau Rice', 'Pita Bread', 'Pizza Cutter']],
      ['Ri', ['Rice_Cooker 1.8L']],
      ['ho', ['Hot Sauce 100% Natural']],
      ['pe', ['Pepperoni Pizza']],
      ['fa', Array.from({ length: 10 }, (_, i) => `Family Pizza No ${i + 1}`).sort().slice(0, 8)],
      ['fr', ['Fresh Farm Eggs (Tray of 30)', 'Fresh Tomatoes']],
      ['PI', ['Pilau Rice', 'Pita Bread', 'Pizza Cutter']],
    ];
    for (const [q, starting] of expected) {
      expect(names((await search(q)).products).slice(0, starting.length), q).toEqual(starting);
    }
  });

  it('treats %, _ and backslashes as plain characters, not wildcards', async () => {
    expect(await search('%')).toMatchObject({ products: [], partners: [] });
    expect(await search('_')).toMatchObject({ products: [], partners: [] });
    expect(await search('%%__\\\\')).toMatchObject({ products: [], partners: [] });
    expect(names((await search('100%')).products)[0]).toBe('Hot Sauce 100% Natural');
    expect(names((await search('rice_')).products)[0]).toBe('Rice_Cooker 1.8L');
  });

  it.each([
    ["quotes", `' OR 1=1; DROP TABLE products; --`],
    ['double quotes', '"pizza"'],
    ['backslashes', 'pi\\za\\'],
    ['10 kB of text', 'pizza '.repeat(1800)],
    ['one 10 kB word', 'a'.repeat(10_240)],
    ['unicode', 'Crème brûlée'],
    ['emoji', '🍕🍕🍕'],
    ['control characters', 'piz\u0001za\u0007'],
    ['right-to-left text', 'مطعم بيتزا'],
  ])('answers 200 with sane groups for %s', async (_label, q) => {
    const body = await search(q);
    for (const group of ['categories', 'subcategories', 'partners', 'products'] as const) {
      expect(Array.isArray(body[group])).toBe(true);
      expect(body[group].length).toBeLessThanOrEqual(8);
    }
  });

  it('still finds accented names and names with emoji', async () => {
    expect(names((await search('crème')).products)).toEqual(['Crème Brûlée 🍮']);
    expect(names((await search('piz\u0007za')).products).length).toBeGreaterThan(0);
  });

  it('refuses a NUL byte, which no name contains, with a readable 400', async () => {
    const res = await t.call({ method: 'GET', url: '/api/search?q=a%00b' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('query.q contains a character that is not allowed (a NUL byte or a broken Unicode character).');
  });

  it('answers 200 for a repeated q parameter, using the first', async () => {
    const res = await t.call({ method: 'GET', url: '/api/search?q=margherita&q=burger' });
    expect(res.statusCode).toBe(200);
    expect(names(res.json().products)).toEqual(['Margherita Pizza']);
  });

  it.each(['%E0%A4%A', 'pizza%ED%A0%80', '%FF%FE', '%'])('answers 200 for the raw query string q=%s', async (raw) => {
    const res = await t.call({ method: 'GET', url: `/api/search?q=${raw}` });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['categories', 'subcategories', 'partners', 'products']);
  });
});
