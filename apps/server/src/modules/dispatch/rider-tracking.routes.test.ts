import { eq, sql } from 'drizzle-orm';
import { driverPresence, orders } from '../../db/schema/index.ts';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { signupAdmin, signupCustomer, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { insertProducts } from '../../../test/helpers/products.ts';
import { approvedDriver, assign, makeReady, markDelivered, newOrder, setSubStatus, subOf } from '../../../test/helpers/lifecycle.ts';
import { heard, openSocket } from '../../../test/helpers/live-socket.ts';

let t: TestApp;
let base: string;
const sockets: Socket[] = [];
let customer: Created;
let stranger: Created;
let admin: Created;
let shop: Created;
let pilau: string;

// The shop is at -1.2833,36.8167, the customer at -1.2921,36.8219 (the helpers' defaults).
const AT_SHOP = { lat: -1.2835, lng: 36.8165 };
const ON_THE_ROAD = { lat: -1.2880, lng: 36.8190 };

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  [customer, stranger, shop, admin] = await Promise.all([signupCustomer(t), signupCustomer(t), signupPartner(t), signupAdmin(t)]);
  [pilau] = (await insertProducts(t, shop.id, [{ name: 'Pilau', price: 250, inventory: 1000 }])) as [string];
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t?.close();
});

const locate = (driver: Created, payload: Record<string, unknown>) => t.call({ method: 'PUT', url: '/api/driver/location', token: driver.token, payload });
const tracking = (orderId: string, who: Created) => t.call({ method: 'GET', url: `/api/orders/${orderId}/tracking`, token: who.token });
/** Tests do not wait for the clock: the driver's last fix is made older instead. */
const ageLastFix = (driver: Created, seconds: number) =>
  t.database.db.execute(sql`update driver_presence set located_at = located_at - make_interval(secs => ${seconds}) where driver_id = ${driver.id}`);

async function onlineDriver(): Promise<Created> {
  const driver = await approvedDriver(t);
  expect((await t.call({ method: 'PUT', url: '/api/driver/availability', token: driver.token, payload: { online: true } })).statusCode).toBe(200);
  return driver;
}

async function acceptedBy(driver: Created) {
  // Earlier tests' riders are still online by the shop: they would get the first wave, and this one wait for it.
  await t.database.db.execute(sql`update driver_presence set online = false where driver_id <> ${driver.id}`);
  const order = await newOrder(t, customer, [{ product: pilau, quantity: 1 }]);
  await makeReady(t, order, [shop]);
  await t.services.background.drain();
  expect((await assign(t, driver, order._id, 'accept')).statusCode).toBe(200);
  return order;
}

describe('PUT /api/driver/location', () => {
  it('refuses positions outside Kenya with a clear message', async () => {
    const driver = await onlineDriver();
    const res = await locate(driver, { lat: 51.5072, lng: -0.1276 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Your position is outside Kenya. Check that location services are on and try again.');
  });

  it('refuses more than one update every 2 seconds', async () => {
    const driver = await onlineDriver();
    expect((await locate(driver, AT_SHOP)).statusCode).toBe(200);
    const res = await locate(driver, AT_SHOP);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('Location updates are too frequent: send at most one every 2 seconds.');
  });

  it('refuses a jump no rider could make, and takes the same place a while later', async () => {
    const driver = await onlineDriver();
    expect((await locate(driver, AT_SHOP)).statusCode).toBe(200);
    await ageLastFix(driver, 10);
    const jump = await locate(driver, { lat: -0.0917, lng: 34.768 }); // Kisumu, 265 km away, 10 s later
    expect(jump.statusCode).toBe(400);
    expect(jump.json().message).toMatch(/too far from your last one/);
    await ageLastFix(driver, 5 * 3600);
    expect((await locate(driver, { lat: -0.0917, lng: 34.768 })).statusCode).toBe(200);
  });

  it('refuses malformed positions', async () => {
    const driver = await onlineDriver();
    const res = await locate(driver, { lat: 'north', lng: 36.8 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/lat/);
  });
});

describe('GET /api/orders/:id/tracking', () => {
  it("shows the order's customer the rider, the position and the ETA, pushed live as the rider moves", async () => {
    const driver = await onlineDriver();
    const order = await acceptedBy(driver);
    const live = await openSocket(base, customer.token, sockets);

    const first = await tracking(order._id, customer);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ stage: 'picking_up', rider: { lat: null, lng: null, at: null }, etaMinutes: null });

    const shared = await locate(driver, { ...AT_SHOP, speed: 0 });
    expect(shared.json()).toEqual({ message: 'Sharing your location with the customer.', sharedWith: 1 });
    const pushed = await heard(live.events, 'riderLocation', { orderId: order._id });
    expect(pushed.payload).toMatchObject({ lat: AT_SHOP.lat, lng: AT_SHOP.lng, etaMinutes: expect.any(Number) });

    const body = (await tracking(order._id, customer)).json();
    const profile = driver.body.driver as { username: string; phoneNumber: string; vehicleDetails: { plateNumber: string } };
    expect(body.rider).toMatchObject({ name: profile.username, phone: profile.phoneNumber, plate: profile.vehicleDetails.plateNumber, lat: AT_SHOP.lat, lng: AT_SHOP.lng });
    // A shop still to visit (3 minutes) plus about 1.3 km by road at town speed.
    expect(body.etaMinutes).toBeGreaterThanOrEqual(4);
    expect(body.home).toEqual({ lat: -1.2921, lng: 36.8219 });
    expect(body.shops).toEqual([expect.objectContaining({ collected: false })]);

    // Collected and on the road: the ETA counts only the ride home.
    expect((await setSubStatus(t, driver, subOf(order, shop), 'OutForDelivery')).statusCode).toBe(200);
    await ageLastFix(driver, 120);
    await locate(driver, ON_THE_ROAD);
    const onTheWay = (await tracking(order._id, customer)).json();
    expect(onTheWay.stage).toBe('on_the_way');
    expect(onTheWay.etaMinutes).toBeLessThan(body.etaMinutes);
    await heard(live.events, 'riderLocation', { orderId: order._id, lat: ON_THE_ROAD.lat });
  });

  it('answers the admin, and refuses another customer, the shop and the driver', async () => {
    const driver = await onlineDriver();
    const order = await acceptedBy(driver);
    expect((await tracking(order._id, admin)).statusCode).toBe(200);
    for (const who of [stranger, shop, driver]) {
      const res = await tracking(order._id, who);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Only the customer who placed this order can track it.');
    }
    const stranded = await openSocket(base, stranger.token, sockets);
    await ageLastFix(driver, 60);
    await locate(driver, AT_SHOP);
    await new Promise((r) => setTimeout(r, 100));
    expect(stranded.events.some((e) => e.name === 'riderLocation')).toBe(false);
  });

  it('keeps no position once the order is delivered', async () => {
    const driver = await onlineDriver();
    const order = await acceptedBy(driver);
    await locate(driver, AT_SHOP);
    expect((await setSubStatus(t, driver, subOf(order, shop), 'OutForDelivery')).statusCode).toBe(200);
    expect((await markDelivered(t, driver, order._id, { pin: await pinOf(order._id) })).statusCode).toBe(200);
    await t.services.background.drain();
    expect((await tracking(order._id, customer)).json()).toMatchObject({ stage: 'delivered', rider: null, etaMinutes: null });
    const [presence] = await t.database.db.select().from(driverPresence).where(eq(driverPresence.driverId, driver.id));
    expect(presence).toMatchObject({ lat: null, lng: null, locatedAt: null });
  });
});

async function pinOf(orderId: string): Promise<string | null> {
  const [row] = await t.database.db.select({ pin: orders.deliveryPin }).from(orders).where(eq(orders.id, orderId));
  return row?.pin ?? null;
}
