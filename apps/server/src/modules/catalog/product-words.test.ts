import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { productWords, products } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { signupPartner } from '../../../test/helpers/accounts.ts';
import { insertProducts } from '../../../test/helpers/products.ts';

/** The words spelling suggestions draw on follow product names as they are added and renamed. */
let t: TestApp;
let productId: string;

const known = async (words: string[]) =>
  (await t.database.db.select({ word: productWords.word }).from(productWords).where(inArray(productWords.word, words))).map((r) => r.word).sort();

beforeAll(async () => {
  t = await createTestApp();
  const shop = await signupPartner(t);
  productId = (await insertProducts(t, shop.id, [{ name: 'Zanzibari Pilau Masala', inventory: 10 }]))[0]!;
});
afterAll(async () => {
  await t?.close();
});

describe('product words', () => {
  it('learns the words of a new product name', async () => {
    expect(await known(['zanzibari', 'pilau', 'masala'])).toEqual(['masala', 'pilau', 'zanzibari']);
  });

  it('learns the words of a renamed product, and a stock change leaves the words alone', async () => {
    await t.database.db.update(products).set({ inventory: 3 }).where(eq(products.id, productId));
    expect(await known(['kachumbari'])).toEqual([]);
    await t.database.db.update(products).set({ name: 'Kachumbari Spice Mix' }).where(eq(products.id, productId));
    expect(await known(['kachumbari', 'spice'])).toEqual(['kachumbari', 'spice']);
  });
});
