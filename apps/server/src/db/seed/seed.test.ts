import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { slugify } from '@sokoni/domain/slug';
import { createTestDatabase } from '../../../test/helpers/test-database.ts';
import { createTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../../../test/helpers/test-app.ts';
import type { Database } from '../client.ts';
import { partners, products, reviews, users } from '../schema/index.ts';
import { DEMO_LOGINS, seedDemoDataIfEmpty } from './seed.ts';
import { createLocalStorage } from '../../providers/storage/local-storage.ts';

const LANDING_CATEGORIES = ['Food', 'Fashion', 'Pet Supplies', 'Toys & games', 'Electronics', 'Health', 'Beauty & Personal Care'];
const TOWNS = ['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru', 'Eldoret'];

describe('demo data on an empty database', () => {
  let database: Database;
  let uploadsDir: string;
  let firstRun: boolean;

  beforeAll(async () => {
    database = await createTestDatabase();
    uploadsDir = mkdtempSync(join(tmpdir(), 'sokoni-seed-'));
    firstRun = await seedDemoDataIfEmpty(database.db, { storage: createLocalStorage(uploadsDir), adminEmail: TEST_ADMIN_EMAIL, verified: true });
  });
  afterAll(async () => {
    await database?.close();
    if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
  });

  const stores = () => database.db.select().from(partners).where(sql`${partners.role} = 'partner'`);

  it('creates at least 12 verified stores spread over the five towns, with real-looking details', async () => {
    expect(firstRun).toBe(true);
    const rows = await stores();
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.map((p) => p.town))).toEqual(new Set(TOWNS));
    for (const p of rows) {
      expect(p.verified).toBe(true);
      expect(p.slug).toBe(slugify(p.businessName));
      expect(p.location).toMatch(/^-?\d{1,2}\.\d{6},\d{2}\.\d{6}$/);
      expect(p.contactNumber).toMatch(/^\+254[17]\d{8}$/);
      expect(p.address).toBeTruthy();
      expect(p.description).toBeTruthy();
    }
  });

  it('covers every landing category and gives every store at least 10 products', async () => {
    const categories = await database.db.selectDistinct({ category: products.category }).from(products);
    expect(categories.map((c) => c.category)).toEqual(expect.arrayContaining(LANDING_CATEGORIES));
    expect(categories.every((c) => LANDING_CATEGORIES.includes(c.category))).toBe(true);

    const counts = await database.db
      .select({ id: partners.id, n: sql<number>`count(${products.id})::int` })
      .from(partners)
      .leftJoin(products, sql`${products.partnerId} = ${partners.id}`)
      .where(sql`${partners.role} = 'partner'`)
      .groupBy(partners.id);
    expect(counts.every((c) => c.n >= 10)).toBe(true);
  });

  it('prices products in shillings with some offers below the normal price and stock to sell', async () => {
    const rows = await database.db.select().from(products);
    const offers = rows.filter((p) => p.discountedPriceCents > 0);
    expect(offers.length).toBeGreaterThan(5);
    expect(offers.every((p) => p.discountedPriceCents < p.priceCents)).toBe(true);
    expect(rows.every((p) => p.inventory >= 5 && p.inventory <= 200 && p.subCategory && p.brand && p.description)).toBe(true);
    expect(rows.some((p) => p.category === 'Food' && p.subCategory === 'Pizza' && p.name.includes('Pizza'))).toBe(true);
  });

  it('stores only picture paths that exist on disk', async () => {
    const paths = [
      ...(await stores()).map((p) => p.profileImage),
      ...(await database.db.select().from(products)).flatMap((p) => [p.primaryImage, ...p.images]),
    ];
    for (const path of paths) {
      expect(path).toMatch(/^\/uploads\/seed\/.+\.svg$/);
      expect(existsSync(join(uploadsDir, path!.slice('/uploads/'.length)))).toBe(true);
    }
  });

  it('keeps rating averages and counts equal to the ratings in reviews', async () => {
    const ratings = await database.db.select().from(reviews);
    expect(ratings.filter((r) => r.rating !== null).length).toBeGreaterThan(20);
    expect(ratings.some((r) => r.rating === null && r.comment)).toBe(true);
    const byTarget = new Map<string, number[]>();
    for (const r of ratings) if (r.rating !== null) byTarget.set(r.targetId, [...(byTarget.get(r.targetId) ?? []), r.rating]);

    const targets = [...(await database.db.select().from(partners)), ...(await database.db.select().from(products))];
    expect(targets.filter((t) => t.ratingCount > 0).length).toBeGreaterThan(15);
    for (const t of targets) {
      const list = byTarget.get(t.id) ?? [];
      expect(t.ratingCount).toBe(list.length);
      const mean = list.length ? list.reduce((a, b) => a + b, 0) / list.length : 0;
      expect(t.ratingAverage).toBeCloseTo(mean, 2);
    }
  });

  it('never repeats a review sentence on one shop (its own reviews and its products\')', async () => {
    const shopOf = new Map<string, string>();
    for (const p of await database.db.select().from(partners)) shopOf.set(p.id, p.id);
    for (const p of await database.db.select().from(products)) shopOf.set(p.id, p.partnerId);
    const byShop = new Map<string, string[]>();
    for (const r of await database.db.select().from(reviews)) {
      if (!r.comment) continue;
      const shop = shopOf.get(r.targetId)!;
      byShop.set(shop, [...(byShop.get(shop) ?? []), r.comment]);
    }
    expect(byShop.size).toBeGreaterThan(10);
    for (const comments of byShop.values()) expect(new Set(comments).size).toBe(comments.length);
  });

  it('does nothing when run again', async () => {
    const count = async () => ({
      users: await database.db.$count(users),
      partners: await database.db.$count(partners),
      products: await database.db.$count(products),
      reviews: await database.db.$count(reviews),
    });
    const before = await count();
    expect(await seedDemoDataIfEmpty(database.db, { storage: createLocalStorage(uploadsDir), adminEmail: TEST_ADMIN_EMAIL, verified: true })).toBe(false);
    expect(before.products).toBeGreaterThan(100);
    expect(await count()).toEqual(before);
  });
});

describe('demo logins through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoDataIfEmpty(t.database.db, { storage: createLocalStorage(t.config.uploadsDir), adminEmail: TEST_ADMIN_EMAIL, verified: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lets the demo customer log in', async () => {
    const res = await t.call({ method: 'POST', url: '/api/login', payload: { identifier: 'wanjiku', password: 'sokoni123' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'user', token: expect.any(String) });
  });

  it.each(DEMO_LOGINS.map((login) => [login.role, login] as const))('accepts the printed %s login', async (_role, login) => {
    const driver = login.page === '/driver-login';
    const res = await t.call({
      method: 'POST',
      url: driver ? '/api/driver/login' : '/api/login',
      payload: driver ? { username: login.identifier, password: login.password } : { identifier: login.identifier, password: login.password },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    if (login.role === 'customer') expect(body.role).toBe('user');
    if (login.role === 'admin') expect(body).toMatchObject({ role: 'partner', isAdmin: true });
    if (login.role === 'vendor') expect(body).toMatchObject({ role: 'partner', isAdmin: false });
    if (login.role === 'driver') expect(body.driver).toMatchObject({ username: login.identifier, profileCompleted: true });
  });

  it('keeps the admin account out of every public store list', async () => {
    const [admin] = await t.database.db.select().from(partners).where(sql`${partners.role} = 'admin'`);
    expect(admin?.businessName).toBe('Sokoni Admin');
    const names = async (url: string, pick: (body: never) => { businessName: string }[]) => {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      return pick(res.json() as never).map((p) => p.businessName);
    };
    const lists = [
      await names('/api/partners', (b: { businessName: string }[]) => b),
      await names('/api/partners?limit=100', (b: { items: { businessName: string }[] }) => b.items),
      await names('/api/catalog/facets', (b: { vendors: { businessName: string }[] }) => b.vendors),
      await names('/api/search?q=sokoni', (b: { partners: { businessName: string }[] }) => b.partners),
      await names('/api/search?q=admin', (b: { partners: { businessName: string }[] }) => b.partners),
    ];
    expect(lists[0]!.length).toBeGreaterThan(10);
    for (const list of lists) expect(list).not.toContain('Sokoni Admin');
    expect((await t.call({ method: 'GET', url: '/api/partners/slug/sokoni-admin' })).statusCode).toBe(404);
  });

  it('serves the generated pictures as SVG images', async () => {
    const [product] = await t.database.db.select().from(products).limit(1);
    const res = await t.call({ method: 'GET', url: product!.primaryImage! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toContain(`aria-label="`);
  });
});
