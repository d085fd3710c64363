import { eq, sql } from 'drizzle-orm';
import { partners } from '../../db/schema/index.ts';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { signupCustomer, signupDriver, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { insertProducts } from '../../../test/helpers/products.ts';
import { approvedDriver, assign, makeReady, newOrder } from '../../../test/helpers/lifecycle.ts';
import { heard, openSocket } from '../../../test/helpers/live-socket.ts';

let t: TestApp;
let base: string;
const sockets: Socket[] = [];
let customer: Created;
let shop: Created;
let pilau: string;

// The shop is at -1.2833,36.8167 (the test partner's default).
const NEAR = { lat: -1.2800, lng: 36.8167 }; // ~0.4 km by road
const NEARER = { lat: -1.2820, lng: 36.8167 }; // ~0.2 km
const FAR = { lat: -1.1833, lng: 36.8167 }; // ~15 km

beforeAll(async () => {
  // The wave widens only when a test makes its job due: no test waits for the clock.
  t = await createTestApp({ DISPATCH_WAVE_SECONDS: '600', DISPATCH_RADIUS_KM: '3' });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  customer = await signupCustomer(t);
  shop = await signupPartner(t);
  [pilau] = (await insertProducts(t, shop.id, [{ name: 'Pilau', price: 250, inventory: 1000 }])) as [string];
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t?.close();
});

const put = (url: string, who: Created, payload: unknown) => t.call({ method: 'PUT', url, token: who.token, payload: payload as Record<string, unknown> });
const listOf = async (driver: Created) => {
  const res = await t.call({ method: 'GET', url: `/api/driver-notifications/${driver.id}`, token: driver.token });
  expect(res.statusCode).toBe(200);
  return res.json() as { orderId: string; distanceToShopKm: number | null; shopToCustomerKm: number | null; shopCount: number; driverEarning: number }[];
};

async function onlineAt(point: { lat: number; lng: number }): Promise<Created> {
  const driver = await approvedDriver(t);
  expect((await put('/api/driver/availability', driver, { online: true })).statusCode).toBe(200);
  expect((await put('/api/driver/location', driver, point)).statusCode).toBe(200);
  return driver;
}

/** A ready order, once dispatch has made its first offer. */
async function readyOrder() {
  const order = await newOrder(t, customer, [{ product: pilau, quantity: 1 }]);
  await makeReady(t, order, [shop]);
  await t.services.background.drain();
  return order;
}

async function widenWaves() {
  await t.database.db.execute(sql`update jobs set due_at = now() where kind = 'dispatch.widen' and state = 'pending'`);
  await t.services.jobs.runDue();
}

/** Other tests' drivers stay online; each test starts with nobody online. */
async function everyoneOffline() {
  await t.database.db.execute(sql`update driver_presence set online = false, lat = null, lng = null, located_at = null`);
}

describe('PUT /api/driver/availability', () => {
  it('switches an approved driver online and offline, and offline forgets the position', async () => {
    const driver = await onlineAt(NEAR);
    expect((await t.call({ method: 'GET', url: '/api/driver/availability', token: driver.token })).json()).toMatchObject({ online: true, located: true });
    const off = await put('/api/driver/availability', driver, { online: false });
    expect(off.json()).toMatchObject({ online: false, located: false });
    const refused = await put('/api/driver/location', driver, NEAR);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Go online to share your location.');
  });

  it('refuses drivers who may not take orders, and a body without online', async () => {
    const pending = await signupDriver(t);
    const res = await put('/api/driver/availability', pending, { online: true });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/awaiting approval/);
    expect((await put('/api/driver/availability', pending, {})).statusCode).toBe(400);
  });
});

describe('nearest-first waves', () => {
  it('offers an order to online drivers near the shop first, and to everyone once the wave passes', async () => {
    await everyoneOffline();
    const near = await onlineAt(NEAR);
    const nearer = await onlineAt(NEARER);
    const far = await onlineAt(FAR);
    const [nearSocket, farSocket] = await Promise.all([openSocket(base, near.token, sockets), openSocket(base, far.token, sockets)]);

    const order = await readyOrder();
    await heard(nearSocket.events, 'newOrderAvailable', { orderId: order._id });
    const nearList = await listOf(nearer);
    expect(nearList.map((o) => o.orderId)).toContain(order._id);
    const entry = nearList.find((o) => o.orderId === order._id)!;
    expect(entry).toMatchObject({ shopCount: 1, driverEarning: expect.any(Number) });
    expect(entry.distanceToShopKm).toBeLessThan(1);
    expect(entry.shopToCustomerKm).toBeGreaterThan(0);
    expect((await listOf(far)).map((o) => o.orderId)).not.toContain(order._id);
    expect(farSocket.events.some((e) => e.name === 'newOrderAvailable' && e.payload.orderId === order._id)).toBe(false);

    // A link to the order does not let the far driver jump the first wave.
    const early = await assign(t, far, order._id, 'accept');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/nearer the shop are offered this order first/);

    await widenWaves();
    await heard(farSocket.events, 'newOrderAvailable', { orderId: order._id });
    const farEntry = (await listOf(far)).find((o) => o.orderId === order._id)!;
    expect(farEntry.distanceToShopKm).toBeGreaterThan(10);
    expect((await assign(t, far, order._id, 'accept')).statusCode).toBe(200);
  });

  it('offers the order to everyone at once when no online driver is near', async () => {
    await everyoneOffline();
    const far = await onlineAt(FAR);
    const offline = await approvedDriver(t);
    const farSocket = await openSocket(base, far.token, sockets);
    const order = await readyOrder();
    await heard(farSocket.events, 'newOrderAvailable', { orderId: order._id });
    expect((await listOf(far)).map((o) => o.orderId)).toContain(order._id);
    const offlineList = await listOf(offline);
    expect(offlineList.map((o) => o.orderId)).toContain(order._id);
    expect(offlineList.find((o) => o.orderId === order._id)!.distanceToShopKm).toBeNull();
  });

  it('lists the nearest pickup first', async () => {
    await everyoneOffline();
    const driver = await onlineAt(FAR);
    const farShop = await signupPartner(t, { location: '-1.0500,36.8167' });
    // About 27 km from the customer: a shop that delivers that far.
    await t.database.db.update(partners).set({ deliveryRadiusKm: 40 }).where(eq(partners.id, farShop.id));
    const [ugali] = (await insertProducts(t, farShop.id, [{ name: 'Ugali', price: 100, inventory: 100 }])) as [string];
    const distant = await newOrder(t, customer, [{ product: ugali, quantity: 1 }]);
    await makeReady(t, distant, [farShop]);
    const close = await readyOrder();
    await t.services.background.drain();
    const ids = (await listOf(driver)).map((o) => o.orderId);
    expect(ids.indexOf(close._id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(close._id)).toBeLessThan(ids.indexOf(distant._id));
  });

  it('keeps one driver per order: after the first accepts, the other near driver is refused', async () => {
    await everyoneOffline();
    const first = await onlineAt(NEAR);
    const second = await onlineAt(NEARER);
    const order = await readyOrder();
    const results = await Promise.all([assign(t, first, order._id, 'accept'), assign(t, second, order._id, 'accept')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    await widenWaves();
    expect((await listOf(second)).map((o) => o.orderId)).not.toContain(order._id);
  });
});
