import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { signupCustomer, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { insertProducts } from '../../../test/helpers/products.ts';
import { approvedDriver, assign, makeReady, newOrder, setSubStatus, subOf, type PlacedOrder } from '../../../test/helpers/lifecycle.ts';

let t: TestApp;
let customer: Created;
let nearShop: Created;
let farShop: Created;
let nearDish: string;
let farDish: string;

// The rider waits beside the near shop; the far one is about 2 km away; the customer (the helpers'
// default drop-off) about 1 km the other way.
const NEAR = '-1.2835,36.8170';
const FAR = '-1.2700,36.8050';
const BESIDE_NEAR = { lat: -1.2836, lng: 36.8171 };

beforeAll(async () => {
  t = await createTestApp();
  [customer, nearShop, farShop] = await Promise.all([
    signupCustomer(t),
    signupPartner(t, { businessName: 'Mama Oliech Kitchen', location: NEAR }),
    signupPartner(t, { businessName: 'Westlands Grocers', location: FAR }),
  ]);
  await t.database.db.update(partners).set({ address: 'Kenyatta Avenue, next to the post office' }).where(eq(partners.id, nearShop.id));
  [nearDish] = (await insertProducts(t, nearShop.id, [{ name: 'Fish stew', price: 400, inventory: 100 }])) as [string];
  [farDish] = (await insertProducts(t, farShop.id, [{ name: 'Sukuma bundle', price: 50, inventory: 100 }])) as [string];
});
afterAll(async () => {
  await t?.close();
});

async function riderBesideNearShop(): Promise<Created> {
  const driver = await approvedDriver(t);
  // Other tests' riders must not take the first wave of this order.
  await t.database.db.execute(sql`update driver_presence set online = false`);
  expect((await t.call({ method: 'PUT', url: '/api/driver/availability', token: driver.token, payload: { online: true } })).statusCode).toBe(200);
  expect((await t.call({ method: 'PUT', url: '/api/driver/location', token: driver.token, payload: BESIDE_NEAR })).statusCode).toBe(200);
  return driver;
}

/** The far shop's items first in the cart, so the order lists the far shop first. */
async function twoShopOrderTakenBy(driver: Created): Promise<PlacedOrder> {
  const order = await newOrder(t, customer, [
    { product: farDish, quantity: 1 },
    { product: nearDish, quantity: 1 },
  ]);
  await makeReady(t, order, [farShop, nearShop]);
  await t.services.background.drain();
  expect((await assign(t, driver, order._id, 'accept')).statusCode).toBe(200);
  return order;
}

const driverOrder = (driver: Created, orderId: string) => t.call({ method: 'GET', url: `/api/driver-orders/${orderId}`, token: driver.token });

describe("the rider's route", () => {
  it('answers the stops nearest first from the rider, with the shops\' addresses in words, then the drop-off', async () => {
    const driver = await riderBesideNearShop();
    const order = await twoShopOrderTakenBy(driver);
    // Both shops are in the order; the answer's own order of parts is not the route.
    expect(order.subOrders.map((s) => s.shop._id).sort()).toEqual([farShop.id, nearShop.id].sort());

    const res = await driverOrder(driver, order._id);
    expect(res.statusCode).toBe(200);
    expect(res.json().stops).toEqual([
      { kind: 'pickup', subOrderId: subOf(order, nearShop), name: 'Mama Oliech Kitchen', address: 'Kenyatta Avenue, next to the post office, Nairobi', location: NEAR, done: false },
      { kind: 'pickup', subOrderId: subOf(order, farShop), name: 'Westlands Grocers', address: 'Nairobi', location: FAR, done: false },
      { kind: 'dropoff', name: expect.any(String), address: expect.stringContaining('Nairobi'), location: '-1.2921,36.8219', done: false },
    ]);

    // Collected at the near shop: it stays on the route as done, the far shop is next.
    expect((await setSubStatus(t, driver, subOf(order, nearShop), 'OutForDelivery')).statusCode).toBe(200);
    const after = (await driverOrder(driver, order._id)).json().stops as { name: string; done: boolean }[];
    expect(after.map((s) => [s.name, s.done])).toEqual([
      ['Mama Oliech Kitchen', true],
      ['Westlands Grocers', false],
      [expect.any(String), false],
    ]);
  });

  it('is only in the answers of the assigned rider', async () => {
    const driver = await riderBesideNearShop();
    const order = await twoShopOrderTakenBy(driver);
    const other = await approvedDriver(t);
    const res = await driverOrder(other, order._id);
    expect(res.statusCode).toBe(403);
    const mine = await t.call({ method: 'GET', url: `/api/driver-active-orders/${driver.id}`, token: driver.token });
    const listed = (mine.json() as { _id: string; stops?: unknown[] }[]).find((o) => o._id === order._id);
    expect(listed?.stops).toHaveLength(3);
  });

  it("gives the customer an ETA of the remaining route by road at the rider's speed", async () => {
    const driver = await riderBesideNearShop();
    const order = await twoShopOrderTakenBy(driver);
    const tracking = await t.call({ method: 'GET', url: `/api/orders/${order._id}/tracking`, token: customer.token });
    expect(tracking.statusCode).toBe(200);
    // Rider → near shop → far shop → customer: 5.12 km in a straight line, 6.91 km by road (x1.35),
    // 18.8 minutes at 22 km/h; both shops are ready, so nothing is added for preparation.
    expect(tracking.json().etaMinutes).toBe(19);
  });
});
