import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { productWords, products } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { signupPartner } from '../../../test/helpers/accounts.ts';
import { insertProducts } from '../../../test/helpers/products.ts';

/**
 * The words spelling suggestions draw on follow product names as they are added and renamed, and
 * each counts the products whose names hold it, which search reads to tell common text from rare.
 */
let t: TestApp;
let productId: string;
let shopId: string;

const known = async (words: string[]) =>
  (await t.database.db.select({ word: productWords.word }).from(productWords).where(inArray(productWords.word, words))).map((r) => r.word).sort();

const counts = async (words: string[]) =>
  Object.fromEntries(
    (await t.database.db.select({ word: productWords.word, n: productWords.products }).from(productWords).where(inArray(productWords.word, words))).map((r) => [r.word, r.n]),
  );

beforeAll(async () => {
  t = await createTestApp();
  const shop = await signupPartner(t);
  shopId = shop.id;
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

  it('counts the products holding each word: a name once, whatever it repeats, through renames and deletions', async () => {
    const [chapati, twice] = await insertProducts(t, shopId, [{ name: 'Soft Chapati (5 pcs)' }, { name: 'Chapati Chapati Combo' }]);
    expect(await counts(['chapati', 'soft', 'combo'])).toEqual({ chapati: 2, soft: 1, combo: 1 });
    await t.database.db.update(products).set({ name: 'Soft Mandazi' }).where(eq(products.id, twice!));
    expect(await counts(['chapati', 'soft', 'mandazi', 'combo'])).toEqual({ chapati: 1, soft: 2, mandazi: 1, combo: 0 });
    await t.database.db.delete(products).where(inArray(products.id, [chapati!, twice!]));
    // A word stays known once seen; only its count goes down.
    expect(await counts(['chapati', 'soft', 'mandazi'])).toEqual({ chapati: 0, soft: 0, mandazi: 0 });
  });

  it('counts every product when several shops add names with the same words at once', async () => {
    const shops = await Promise.all([1, 2, 3, 4].map((n) => signupPartner(t, { businessName: `Choma Zone ${n}` })));
    await Promise.all(shops.map((shop, n) => insertProducts(t, shop.id, [{ name: `Mbuzi Choma ${n}` }, { name: `Choma Mbuzi Ribs ${n}` }])));
    expect(await counts(['mbuzi', 'choma', 'ribs'])).toEqual({ mbuzi: 8, choma: 8, ribs: 4 });
  });
});
