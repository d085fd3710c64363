import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { signupPartner } from '../../../test/helpers/accounts.ts';
import { insertProducts } from '../../../test/helpers/products.ts';

let t: TestApp;

const searchNames = async (q: string) => {
  const res = await t.call({ method: 'GET', url: '/api/search', query: { q } });
  expect(res.statusCode, q).toBe(200);
  return (res.json() as { products: { name: string }[] }).products.map((p) => p.name);
};
const storefrontNames = async (q: string) => {
  const res = await t.call({ method: 'GET', url: '/api/storefront', query: { q, limit: '50' } });
  expect(res.statusCode, q).toBe(200);
  return (res.json() as { items: { name: string }[] }).items.map((p) => p.name).sort();
};

beforeAll(async () => {
  t = await createTestApp();
  const market = (await signupPartner(t, { businessName: 'Soko Fresh Market', businessType: 'Grocery' })).id;
  const grill = (await signupPartner(t, { businessName: 'Lakeside Nyama Choma' })).id;
  await insertProducts(t, market, [
    { name: 'Hass Avocados', category: 'Groceries', subCategory: 'Fruit' },
    { name: 'Brookside Fresh Milk (500 ml)', category: 'Groceries', subCategory: 'Dairy' },
    { name: 'Fresh Tomatoes (1 kg)', category: 'Groceries', subCategory: 'Vegetables' },
    { name: 'Jogoo Maize Flour (2 kg)', category: 'Groceries', subCategory: 'Flour' },
    { name: 'Kienyeji Eggs (Tray)', category: 'Groceries', subCategory: 'Dairy' },
    { name: 'Red Onions (1 kg)', category: 'Groceries', subCategory: 'Vegetables' },
    { name: 'Mumias Sugar (1 kg)', category: 'Groceries', subCategory: 'Pantry' },
    { name: 'Sliced White Bread', category: 'Groceries', subCategory: 'Bakery' },
    { name: 'Sweet Bananas (Bunch)', category: 'Groceries', subCategory: 'Fruit' },
    { name: 'Pishori Rice (2 kg)', category: 'Groceries', subCategory: 'Pantry' },
    { name: 'Beef Mince Meat (500 g)', category: 'Groceries', subCategory: 'Butchery' },
    { name: 'Whole Chicken (1.2 kg)', category: 'Groceries', subCategory: 'Butchery' },
    { name: 'Fresh Tilapia Fish', category: 'Groceries', subCategory: 'Fish' },
    { name: 'Kericho Gold Tea Bags', category: 'Groceries', subCategory: 'Drinks' },
  ]);
  await insertProducts(t, grill, [
    { name: 'Kuku Kienyeji Choma (Half)', subCategory: 'Nyama Choma' },
    { name: 'Goat Nyama Choma (1 kg)', subCategory: 'Nyama Choma' },
    { name: 'Chips Mayai', subCategory: 'Sides' },
  ]);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/search forgives misspellings', () => {
  it.each([
    ['avacado', 'Hass Avocados'],
    ['mlik', 'Brookside Fresh Milk (500 ml)'],
    ['tomatos', 'Fresh Tomatoes (1 kg)'],
  ])("'%s' finds %s", async (q, product) => {
    expect(await searchNames(q)).toContain(product);
  });
});

describe('GET /api/search in Kiswahili', () => {
  it.each([
    ['unga', 'Jogoo Maize Flour (2 kg)'],
    ['maziwa', 'Brookside Fresh Milk (500 ml)'],
    ['mayai', 'Kienyeji Eggs (Tray)'],
    ['nyanya', 'Fresh Tomatoes (1 kg)'],
    ['vitunguu', 'Red Onions (1 kg)'],
    ['sukari', 'Mumias Sugar (1 kg)'],
    ['mkate', 'Sliced White Bread'],
    ['ndizi', 'Sweet Bananas (Bunch)'],
    ['mchele', 'Pishori Rice (2 kg)'],
    ['nyama', 'Beef Mince Meat (500 g)'],
    ['kuku', 'Whole Chicken (1.2 kg)'],
    ['samaki', 'Fresh Tilapia Fish'],
    ['chai', 'Kericho Gold Tea Bags'],
  ])("'%s' finds %s", async (q, product) => {
    expect(await searchNames(q)).toContain(product);
  });

  it('still finds products named with the Kiswahili word first, then the English ones', async () => {
    expect(await searchNames('kuku')).toEqual(['Kuku Kienyeji Choma (Half)', 'Whole Chicken (1.2 kg)']);
    expect((await searchNames('mayai'))[0]).toBe('Chips Mayai');
    expect(await searchNames('Nyama Choma')).toEqual(['Goat Nyama Choma (1 kg)']);
  });
});

describe('GET /api/storefront?q= in Kiswahili', () => {
  it('lists the products named either way', async () => {
    expect(await storefrontNames('kuku')).toEqual(['Kuku Kienyeji Choma (Half)', 'Whole Chicken (1.2 kg)']);
    expect(await storefrontNames('nyama')).toEqual(['Beef Mince Meat (500 g)', 'Goat Nyama Choma (1 kg)']);
    expect(await storefrontNames('maziwa')).toEqual(['Brookside Fresh Milk (500 ml)']);
    expect(await storefrontNames('tomatos')).toEqual(['Fresh Tomatoes (1 kg)']);
  });
});
