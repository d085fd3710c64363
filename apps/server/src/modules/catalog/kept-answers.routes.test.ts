import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { signupCustomer, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { approvedDriver } from '../../../test/helpers/lifecycle.ts';
import { insertProducts, setSuspended } from '../../../test/helpers/products.ts';
import { products } from '../../db/schema/index.ts';
import { sql } from 'drizzle-orm';
import { CATALOGUE_TABLES, STORE_COLUMNS_SHOWN } from './catalogue-writes.ts';
import { queryRows } from '../../db/sql-rows.ts';

/**
 * Storefront pages, search suggestions and facets are kept for a while (decision 032): every
 * change a customer could see in them must show in the very next answer, whoever made it.
 */
let t: TestApp;
let shop: Created;
let chapati: string;
const NAKURU = 'near=-0.3031,36.0800&town=Nakuru';

type Page = { items: { _id: string; name: string; price: number; inventory: number; shop: { shopName: string } }[]; total?: number };
type Search = { products: { name: string }[]; partners: { businessName: string; paused: boolean; openNow: boolean }[] };

const menu = async (query = 'limit=24&withTotal=true') => {
  const res = await t.call({ method: 'GET', url: `/api/storefront?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};
const search = async (q: string) => {
  const res = await t.call({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Search;
};
const item = (page: Page, id: string) => page.items.find((p) => p._id === id);
/**
 * A write straight to the database stands for another process or a script: on PostgreSQL it is
 * heard through the notification sent at its commit, a moment later (PGlite: at once).
 */
const soon = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 5000, interval: 10 });

beforeAll(async () => {
  // A kept answer lasts a minute here: only a change heard can explain a fresh one.
  t = await createTestApp({ CATALOGUE_CACHE_MS: '60000' });
  shop = await signupPartner(t, { businessName: 'Mama Oliech Kitchen', location: '-0.3031,36.0800', town: 'Nakuru' });
  chapati = (await insertProducts(t, shop.id, [{ name: 'Chapati Madondo', price: 50, inventory: 30 }]))[0]!;
});

afterAll(async () => {
  await t?.close();
});

describe('kept catalogue answers follow every change at once', () => {
  it('answers the same page twice, and the new price as soon as the store changes it', async () => {
    const first = await menu();
    expect(await menu()).toEqual(first);
    expect(item(first, chapati)?.price).toBe(50);

    const edit = await t.call({ method: 'PUT', url: `/api/products/${chapati}`, token: shop.token, payload: { price: 65 } });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(item(await menu(), chapati)?.price).toBe(65);
  });

  it('shows stock taken outside the API (an order, a script) in the next answer', async () => {
    expect(item(await menu(), chapati)?.inventory).toBe(30);
    await t.database.db.update(products).set({ inventory: 4 }).where(eq(products.id, chapati));
    await soon(async () => expect(item(await menu(), chapati)?.inventory).toBe(4));
  });

  it('finds a new product and a renamed one in search at once', async () => {
    expect((await search('mandazi')).products).toEqual([]);
    await insertProducts(t, shop.id, [{ name: 'Mandazi Tamu' }]);
    await soon(async () => expect((await search('mandazi')).products.map((p) => p.name)).toEqual(['Mandazi Tamu']));

    await t.call({ method: 'PUT', url: `/api/products/${chapati}`, token: shop.token, payload: { name: 'Chapati Rolex' } });
    expect((await search('rolex')).products.map((p) => p.name)).toEqual(['Chapati Rolex']);
  });

  it("shows a store's pause in search as soon as it pauses, and takes it back when it resumes", async () => {
    expect((await search('oliech')).partners[0]).toMatchObject({ businessName: 'Mama Oliech Kitchen', paused: false });
    const pause = await t.call({ method: 'POST', url: `/api/partners/${shop.id}/pause`, token: shop.token, payload: { minutes: 30 } });
    expect(pause.statusCode, pause.body).toBe(200);
    expect((await search('oliech')).partners[0]).toMatchObject({ paused: true, openNow: false });
    await t.call({ method: 'DELETE', url: `/api/partners/${shop.id}/pause`, token: shop.token });
    expect((await search('oliech')).partners[0]).toMatchObject({ paused: false });
  });

  it("follows a store's delivery radius in a place's lists", async () => {
    const nairobi = await signupPartner(t, { businessName: 'Nairobi Grill', location: '-1.2921,36.8219', town: 'Nairobi' });
    const [nyama] = await insertProducts(t, nairobi.id, [{ name: 'Nyama Choma' }]);
    const near = `${NAKURU}&reach=near&limit=24`;
    await soon(async () => expect(item(await menu('limit=24'), nyama!)).toBeDefined());
    expect(item(await menu(near), nyama!)).toBeUndefined();
    const wider = await t.call({ method: 'PUT', url: `/api/partners/${nairobi.id}`, token: nairobi.token, payload: { deliveryRadiusKm: 200 } });
    expect(wider.statusCode, wider.body).toBe(200);
    expect(item(await menu(near), nyama!)).toBeDefined();
    // The same listing without a place is another answer, kept apart.
    expect(item(await menu('limit=24'), nyama!)).toBeDefined();
  });

  it("hides a suspended store's products and its name from filters at once", async () => {
    const facets = async () => (await t.call({ method: 'GET', url: '/api/catalog/facets' })).json() as { vendors: { businessName: string }[] };
    expect((await facets()).vendors.map((v) => v.businessName)).toContain('Mama Oliech Kitchen');
    await setSuspended(t, shop.id, true);
    try {
      // The listing may not have been kept, and then shows the change before its notice arrives;
      // the kept filters show it once the notice is heard.
      await soon(async () => expect(item(await menu(), chapati)).toBeUndefined());
      await soon(async () => expect((await facets()).vendors.map((v) => v.businessName)).not.toContain('Mama Oliech Kitchen'));
    } finally {
      await setSuspended(t, shop.id, false);
    }
    await soon(async () => expect(item(await menu(), chapati)).toBeDefined());
  });

  it('answers a request carrying a token exactly as an anonymous one', async () => {
    const anonymous = await t.call({ method: 'GET', url: '/api/storefront?limit=5' });
    const signedIn = await t.call({ method: 'GET', url: '/api/storefront?limit=5', token: shop.token });
    expect(signedIn.json()).toEqual(anonymous.json());
    expect(signedIn.headers['cache-control']).toBe('no-store');
  });
});

describe('writes that change no catalogue answer keep them', () => {
  it("keeps this process's answers through sign-ups, language changes and a rider's position", async () => {
    const customer = await signupCustomer(t);
    const rider = await approvedDriver(t);
    // Whatever an earlier test wrote straight to the database has been heard by now.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await menu();
    await search('chapati');
    const listed = vi.spyOn(t.services.catalog.storefront, 'listJson');
    const searched = vi.spyOn(t.services.catalog.search, 'search');
    try {
      for (const [token, language] of [[customer.token, 'sw'], [shop.token, 'sw'], [shop.token, 'en']] as const) {
        const res = await t.call({ method: 'PUT', url: '/api/me/language', token, payload: { language } });
        expect(res.statusCode, res.body).toBe(200);
      }
      const online = await t.call({ method: 'PUT', url: '/api/driver/availability', token: rider.token, payload: { online: true } });
      expect(online.statusCode, online.body).toBe(200);
      const ping = await t.call({ method: 'PUT', url: '/api/driver/location', token: rider.token, payload: { lat: -0.3035, lng: 36.0805 } });
      expect(ping.statusCode, ping.body).toBe(200);
      await menu();
      await search('chapati');
      expect(listed).not.toHaveBeenCalled();
      expect(searched).not.toHaveBeenCalled();

      // A store's own edit, by contrast, is computed afresh in its very next read.
      const edit = await t.call({ method: 'PUT', url: `/api/products/${chapati}`, token: shop.token, payload: { price: 70 } });
      expect(edit.statusCode, edit.body).toBe(200);
      expect(item(await menu(), chapati)?.price).toBe(70);
      expect(listed).toHaveBeenCalledTimes(1);
    } finally {
      listed.mockRestore();
      searched.mockRestore();
    }
  });

  it('notifies from exactly the tables and store columns the writes check knows (catalogue-writes.ts)', async () => {
    const triggers = await queryRows<{ table: string; columns: string[] | null }>(
      t.database.db,
      sql`
      SELECT c.relname AS table,
        (SELECT array_agg(a.attname::text) FROM unnest(t.tgattr::int2[]) k JOIN pg_attribute a ON a.attrelid = t.tgrelid AND a.attnum = k) AS columns
      FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
      WHERE p.proname = 'catalogue_changed' AND NOT t.tgisinternal`,
    );
    const rows = triggers.map((r) => ({ table: r.table, columns: [...(r.columns ?? [])].sort() }));
    expect([...new Set(rows.map((r) => r.table))].sort()).toEqual([...CATALOGUE_TABLES].sort());
    // Only partners' updates are narrowed to some columns; every other trigger takes every change.
    const narrowed = rows.filter((r) => r.columns.length > 0);
    expect(narrowed.map((r) => r.table)).toEqual(['partners']);
    expect(narrowed[0]!.columns).toEqual([...STORE_COLUMNS_SHOWN].sort());
  });
});

describe('kept answers on the wire', () => {
  it('gzips a kept answer for a client that takes gzip, with the same content as the plain one', async () => {
    await insertProducts(t, shop.id, Array.from({ length: 20 }, (_, i) => ({ name: `Sukuma Bunch ${i}` })));
    await soon(async () => expect((await menu('limit=24')).items.some((p) => p.name.startsWith('Sukuma'))).toBe(true));
    const plain = await t.call({ method: 'GET', url: '/api/storefront?limit=24' });
    const zipped = await t.call({ method: 'GET', url: '/api/storefront?limit=24', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(zipped.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});
