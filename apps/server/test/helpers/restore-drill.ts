import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { kenyaDayOf } from '@sokoni/domain/kenya-day';
import { loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { seedDemoDataIfEmpty } from '../../src/db/seed/seed.ts';
import { createLocalStorage } from '../../src/providers/storage/local-storage.ts';
import { multipart, signupAdmin, signupCustomer, signupPartner, type Created } from './accounts.ts';
import { advanceTo, approvedDriver, assign, markDelivered, newOrder, setSubStatus, subOf } from './lifecycle.ts';
import { insertProducts } from './products.ts';
import { serveForTest, TEST_ADMIN_EMAIL, type TestApp } from './test-app.ts';

/** A server (buildApp, no listening) on a given database and DATA_DIR, like the test app but for any database. */
export async function serverOn(database: Database, dataDir = mkdtempSync(join(tmpdir(), 'sokoni-drill-'))): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    // The secret of createTestApp: sessions issued before the backup stay valid after the restore.
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    ADMIN_EMAILS: TEST_ADMIN_EMAIL,
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
    RATE_LIMIT_DISABLED: '1',
    MAX_OPEN_ORDERS: '0',
  });
  return serveForTest(config, database);
}

export interface Population {
  customer: Created;
  shop: Created;
  admin: Created;
  /** The main reads of each persona: what they must see again after a restore. */
  reads: { who: Created; url: string }[];
}

/**
 * The demo catalogue, plus one customer's orders in several states with two shops and a driver,
 * a store picture uploaded through the API, and the admin's view of it all.
 */
export async function populate(t: TestApp): Promise<Population> {
  const storage = createLocalStorage(t.config.uploadsDir);
  await seedDemoDataIfEmpty(t.database.db, { storage, adminEmail: 'demo-admin@sokoni.test', verified: true });
  const [customer, shop, other, admin] = await Promise.all([signupCustomer(t), signupPartner(t), signupPartner(t, { location: '-1.2870,36.8250' }), signupAdmin(t)]);
  const driver = await approvedDriver(t);
  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#c60' } }).png().toBuffer();
  const uploaded = await t.call({ method: 'POST', url: '/api/upload-profile-image', token: shop.token, ...multipart({}, [{ field: 'profileImage', filename: 'shop.png', type: 'image/png', data: png }]) });
  if (uploaded.statusCode !== 200) throw new Error(`upload failed: ${uploaded.body}`);
  const [pilau, chapati] = (await insertProducts(t, shop.id, [
    { name: 'Pilau', price: 250, inventory: 50 },
    { name: 'Chapati', price: 30.5, inventory: 50 },
  ])) as [string, string];
  const [chai] = (await insertProducts(t, other.id, [{ name: 'Chai', price: 40, inventory: 50 }])) as [string];

  // Pending; Preparing; ready and taken by the driver; delivered and confirmed; cancelled by the shop.
  await newOrder(t, customer, [{ product: pilau, quantity: 1 }]);
  const preparing = await newOrder(t, customer, [{ product: chapati, quantity: 4 }]);
  await advanceTo(t, shop, subOf(preparing, shop), 'Preparing');
  const onTheWay = await newOrder(t, customer, [{ product: pilau, quantity: 2 }, { product: chai, quantity: 3 }]);
  await advanceTo(t, shop, subOf(onTheWay, shop), 'ReadyForPickup');
  await advanceTo(t, other, subOf(onTheWay, other), 'ReadyForPickup');
  if ((await assign(t, driver, onTheWay._id, 'accept')).statusCode !== 200) throw new Error('assign failed');
  const done = await newOrder(t, customer, [{ product: chapati, quantity: 2 }]);
  await advanceTo(t, shop, subOf(done, shop), 'ReadyForPickup');
  await assign(t, driver, done._id, 'accept');
  await setSubStatus(t, driver, subOf(done, shop), 'OutForDelivery');
  await markDelivered(t, driver, done._id);
  const confirmed = await t.call({ method: 'PUT', url: `/api/orders/${done._id}/confirm-delivery`, token: customer.token });
  if (confirmed.statusCode !== 200) throw new Error(`confirm failed: ${confirmed.body}`);
  const cancelled = await newOrder(t, customer, [{ product: pilau, quantity: 1 }]);
  await setSubStatus(t, shop, subOf(cancelled, shop), 'Cancelled');

  const today = kenyaDayOf(new Date());
  const picture = (uploaded.json() as { profileImage?: string; partner?: { profileImage?: string } });
  const picturePath = picture.profileImage ?? picture.partner?.profileImage;
  const reads = [
    { who: customer, url: '/api/orders/my-orders' },
    { who: customer, url: `/api/orders/${onTheWay._id}` },
    { who: customer, url: '/api/partners' },
    { who: customer, url: '/api/all-products?limit=50' },
    { who: customer, url: '/api/product/search?q=pizza' },
    { who: customer, url: '/api/user/me' },
    { who: shop, url: `/api/partners/${shop.id}/orders` },
    { who: shop, url: `/api/partners/${shop.id}/sales?date=${today}` },
    { who: shop, url: `/api/products-by-partner/${shop.id}` },
    { who: shop, url: `/api/partner-notifications/${shop.id}` },
    { who: admin, url: '/api/admin/overview' },
    { who: admin, url: '/api/admin/orders' },
    { who: admin, url: '/api/admin/partners' },
    { who: admin, url: '/api/admin/drivers' },
    { who: admin, url: '/api/admin/customers' },
    { who: admin, url: '/api/admin/audit' },
    ...(picturePath ? [{ who: customer, url: picturePath }] : []),
  ];
  return { customer, shop, admin, reads };
}

/** Status and body of every read, for a before/after comparison. */
export async function snapshotReads(t: TestApp, reads: Population['reads']): Promise<Record<string, { status: number; body: string }>> {
  const seen: Record<string, { status: number; body: string }> = {};
  for (const { who, url } of reads) {
    const res = await t.call({ method: 'GET', url, token: who.token });
    const body = res.headers['content-type']?.toString().startsWith('application/json') ? JSON.stringify(res.json()) : res.rawPayload.toString('base64');
    seen[`${url} as ${who.id}`] = { status: res.statusCode, body };
  }
  return seen;
}
