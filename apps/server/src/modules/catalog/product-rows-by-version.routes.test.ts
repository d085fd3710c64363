import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { partners, products } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { signupPartner } from '../../../test/helpers/accounts.ts';
import { insertProducts, setSuspended } from '../../../test/helpers/products.ts';

/**
 * List pages take rows already read from the product row memo while their version is unchanged
 * (decision 047). Nothing is kept as a whole answer here (CATALOGUE_CACHE_MS=0), and every change
 * is written straight to the database, as any writer may: the next page must show it at once.
 */
let t: TestApp;
let shop: string;
let other: string;
let ids: string[];

interface Item {
  _id: string;
  name: string;
  price: number;
  available: boolean;
  soldOutUntil: string | null;
  shop: { shopName: string; town: string };
  ratings: { average: number; count: number };
}

async function page(query: Record<string, string> = {}): Promise<{ body: string; items: Item[] }> {
  const res = await t.call({ method: 'GET', url: '/api/storefront', query: { limit: '24', ...query } });
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.body, items: (res.json() as { items: Item[] }).items };
}

const shown = async (id: string, query?: Record<string, string>) => (await page(query)).items.find((item) => item._id === id);

beforeAll(async () => {
  t = await createTestApp({ CATALOGUE_CACHE_MS: '0' });
  shop = (await signupPartner(t, { businessName: 'Mama Oliech Kitchen' })).id;
  other = (await signupPartner(t, { businessName: 'Kiosk Ya Juma' })).id;
  ids = await insertProducts(t, shop, [
    { name: 'Fried Tilapia', price: 650 },
    { name: 'Ugali', price: 50 },
    { name: 'Sukuma Wiki', price: 80 },
  ]);
  await insertProducts(t, other, [{ name: 'Mandazi', price: 20 }]);
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/storefront: products shown as they are now', () => {
  it('shows a changed price, rating and sold-out mark on the next page read', async () => {
    const [tilapia] = ids;
    expect(await shown(tilapia!)).toMatchObject({ price: 650, available: true, ratings: { average: 0, count: 0 } });

    await t.database.db.update(products).set({ priceCents: 70_000, ratingAverage: 4.5, ratingCount: 2 }).where(eq(products.id, tilapia!));
    expect(await shown(tilapia!)).toMatchObject({ price: 700, ratings: { average: 4.5, count: 2 } });

    const until = new Date(Date.now() + 3_600_000);
    await t.database.db.update(products).set({ soldOut: true, soldOutUntil: until }).where(eq(products.id, tilapia!));
    expect(await shown(tilapia!)).toMatchObject({ available: false, soldOutUntil: until.toISOString() });
    await t.database.db.update(products).set({ soldOut: false, soldOutUntil: null }).where(eq(products.id, tilapia!));
    expect(await shown(tilapia!)).toMatchObject({ available: true, soldOutUntil: null });
  });

  it("shows the store's new name and town on every one of its products", async () => {
    await page();
    await t.database.db.update(partners).set({ businessName: 'Mama Oliech Restaurant', town: 'Kisumu' }).where(eq(partners.id, shop));
    const mine = (await page()).items.filter((item) => ids.includes(item._id));
    expect(mine).toHaveLength(3);
    for (const item of mine) expect(item.shop).toMatchObject({ shopName: 'Mama Oliech Restaurant', town: 'Kisumu' });
  });

  it('leaves out a deleted product, and the products of a suspended store', async () => {
    const ugali = ids[1]!;
    expect(await shown(ugali)).toBeDefined();
    await t.database.db.delete(products).where(eq(products.id, ugali));
    expect(await shown(ugali)).toBeUndefined();

    await setSuspended(t, other, true);
    expect((await page()).items.map((item) => item.name)).not.toContain('Mandazi');
    await setSuspended(t, other, false);
    expect((await page()).items.map((item) => item.name)).toContain('Mandazi');
  });

  it('answers JSON that reads back to the same text, whatever the listing', async () => {
    const listings: Record<string, string>[] = [{}, { sort: 'price_low_high', withTotal: 'true' }, { q: 'tilapia' }, { minPrice: '10', maxPrice: '900' }];
    for (const query of listings) {
      const { body } = await page(query);
      expect(JSON.stringify(JSON.parse(body))).toBe(body);
    }
  });

  it("shows the same changes in a store's own product list", async () => {
    const byStore = async () => {
      const res = await t.call({ method: 'GET', url: `/api/products-by-partner/${shop}` });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { products: Item[] }).products;
    };
    const sukuma = ids[2]!;
    expect((await byStore()).find((item) => item._id === sukuma)).toMatchObject({ price: 80 });
    await t.database.db.update(products).set({ priceCents: 9_000, name: 'Sukuma Wiki (bunch)' }).where(eq(products.id, sukuma));
    expect((await byStore()).find((item) => item._id === sukuma)).toMatchObject({ price: 90, name: 'Sukuma Wiki (bunch)' });
    expect(await shown(sukuma)).toMatchObject({ price: 90, name: 'Sukuma Wiki (bunch)' });
  });
});
