import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders, partners, statusHistory } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { signupCustomer, signupDriver, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { insertProducts } from '../../../test/helpers/products.ts';
import {
  advanceTo,
  approvedDriver,
  assign,
  makeReady,
  deliveryPinOf,
  markDelivered,
  newOrder,
  setSubStatus,
  setVerification,
  subOf,
  type PlacedOrder,
} from '../../../test/helpers/lifecycle.ts';

let t: TestApp;
let customer: Created;
let shopA: Created;
let shopB: Created;
let pilau: string;
let chai: string;

beforeAll(async () => {
  t = await createTestApp();
  customer = await signupCustomer(t);
  [shopA, shopB] = await Promise.all([signupPartner(t), signupPartner(t, { location: '-1.2900,36.8200' })]);
  [pilau] = (await insertProducts(t, shopA.id, [{ name: 'Pilau', price: 250, inventory: 1000 }])) as [string];
  [chai] = (await insertProducts(t, shopB.id, [{ name: 'Chai', price: 40, inventory: 1000 }])) as [string];
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, who: Created) => t.call({ method: 'GET', url, token: who.token });
const driverOf = (d: Created) => d.body.driver as { username: string; phoneNumber: string };
const customerOf = () => customer.body.user as { names: string; phoneNumber: string };

/** A two-shop platform order both shops have marked ReadyForPickup. */
async function readyOrder(): Promise<PlacedOrder> {
  const order = await newOrder(t, customer, [{ product: pilau, quantity: 1 }, { product: chai, quantity: 2 }]);
  await makeReady(t, order, [shopA, shopB]);
  return order;
}

/** Accepted by `driver` and every shop's part picked up. */
async function outForDelivery(driver: Created): Promise<PlacedOrder> {
  const order = await readyOrder();
  expect((await assign(t, driver, order._id, 'accept')).statusCode).toBe(200);
  for (const shop of [shopA, shopB]) expect((await setSubStatus(t, driver, subOf(order, shop), 'OutForDelivery')).statusCode).toBe(200);
  return order;
}

describe("the driver's order answer", () => {
  it("carries each shop's street address in words beside the coordinates kept for navigation", async () => {
    await t.database.db.update(partners).set({ address: 'Argwings Kodhek Road, near Yaya Centre' }).where(eq(partners.id, shopA.id));
    await t.database.db.update(partners).set({ address: null }).where(eq(partners.id, shopB.id));
    const driver = await approvedDriver(t);
    const order = await readyOrder();
    expect((await assign(t, driver, order._id, 'accept')).statusCode).toBe(200);
    const answer = (await get(`/api/driver-orders/${order._id}`, driver)).json() as { subOrders: { shop: { _id: string; address: string | null; location: string } }[] };
    const shopOf = (id: string) => answer.subOrders.find((s) => s.shop._id === id)!.shop;
    expect(shopOf(shopA.id)).toMatchObject({ address: 'Argwings Kodhek Road, near Yaya Centre', location: expect.stringMatching(/^-?\d+\.\d+,-?\d+\.\d+$/) });
    expect(shopOf(shopB.id).address).toBeNull();
    const active = (await get(`/api/driver-active-orders/${driver.id}`, driver)).json() as { _id: string; subOrders: { shop: { _id: string; address: string | null } }[] }[];
    expect(active.find((o) => o._id === order._id)!.subOrders.find((s) => s.shop._id === shopA.id)!.shop.address).toBe('Argwings Kodhek Road, near Yaya Centre');
  });
});

describe('drivers who may not take orders yet', () => {
  it('are told their account is awaiting approval', async () => {
    const pending = await signupDriver(t);
    const order = await readyOrder();
    for (const res of [await get(`/api/driver-notifications/${pending.id}`, pending), await assign(t, pending, order._id, 'accept'), await get(`/api/driver-orders/${order._id}`, pending)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Your driver account is awaiting approval. You can take orders once it is approved.');
    }
    expect((await t.database.db.select().from(orders).where(eq(orders.id, order._id)))[0]!.assignedDriverId).toBeNull();
  });

  it('are told why they were rejected', async () => {
    const rejected = await signupDriver(t);
    await setVerification(t, rejected.id, 'Rejected', 'licence photo unreadable');
    const res = await get(`/api/driver-notifications/${rejected.id}`, rejected);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Your driver account was not approved: licence photo unreadable. Please contact support.');
  });
});

describe('GET /api/driver-notifications/:driverId', () => {
  it('lists platform orders whose every sub-order is ready and nobody has taken', async () => {
    const driver = await approvedDriver(t);
    const ready = await readyOrder();
    const halfReady = await newOrder(t, customer, [{ product: pilau, quantity: 1 }, { product: chai, quantity: 1 }]);
    await advanceTo(t, shopA, subOf(halfReady, shopA), 'ReadyForPickup');
    const own = await newOrder(t, customer, [{ product: pilau, quantity: 1 }], 'own');
    await advanceTo(t, shopA, subOf(own, shopA), 'ReadyForPickup');

    const res = await get(`/api/driver-notifications/${driver.id}`, driver);
    expect(res.statusCode).toBe(200);
    const list = res.json() as { orderId: string }[];
    const ids = list.map((o) => o.orderId);
    expect(ids).toContain(ready._id);
    expect(ids).not.toContain(halfReady._id);
    expect(ids).not.toContain(own._id);
    expect(list.find((o) => o.orderId === ready._id)).toEqual({
      orderId: ready._id,
      orderNumber: ready.orderId,
      status: 'ReadyForPickup',
      shops: expect.arrayContaining([
        { shopName: (shopA.body.partner as { businessName: string }).businessName, location: '-1.2833,36.8167', town: 'Nairobi' },
        { shopName: (shopB.body.partner as { businessName: string }).businessName, location: '-1.2900,36.8200', town: 'Nairobi' },
      ]),
      deliveryTown: 'Nairobi',
      fee: ready.delivery.fee,
      driverEarning: Math.round(ready.delivery.fee * 80) / 100,
      createdAt: expect.any(String),
      shopCount: 2,
      // The driver shares no position, so only the ride from the shops to the customer is known.
      distanceToShopKm: null,
      shopToCustomerKm: expect.any(Number),
    });
  });

  it("refuses another driver's id and other kinds of account", async () => {
    const [driver, other] = await Promise.all([approvedDriver(t), approvedDriver(t)]);
    expect((await get(`/api/driver-notifications/${other.id}`, driver)).statusCode).toBe(403);
    expect((await get(`/api/driver-notifications/${driver.id}`, shopA)).statusCode).toBe(403);
    expect((await get(`/api/driver-active-orders/${other.id}`, driver)).statusCode).toBe(403);
    expect((await get(`/api/driver-completed-orders/${other.id}`, driver)).statusCode).toBe(403);
  });
});

describe('GET /api/driver-orders/:orderId', () => {
  it("shows an open order without the customer's details, and the driver's own order with them", async () => {
    const [driver, other] = await Promise.all([approvedDriver(t), approvedDriver(t)]);
    const order = await readyOrder();
    const open = await get(`/api/driver-orders/${order._id}`, driver);
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({ _id: order._id, assignedToYou: false, user: null, delivery: { town: 'Nairobi', location: null } });
    // Shops' numbers (Call / WhatsApp) are for the driver who took the order.
    expect(open.json().subOrders.map((s: { shop: { phone: string | null } }) => s.shop.phone)).toEqual([null, null]);

    await assign(t, driver, order._id, 'accept');
    const mine = await get(`/api/driver-orders/${order.orderId}`, driver);
    expect(mine.json()).toMatchObject({
      assignedDriver: driver.id,
      assignedToYou: true,
      user: { names: customerOf().names, phoneNumber: customerOf().phoneNumber },
      delivery: { location: '-1.2921,36.8219' },
      subOrders: expect.arrayContaining([
        expect.objectContaining({ shop: expect.objectContaining({ location: '-1.2833,36.8167', town: 'Nairobi', phone: expect.stringMatching(/^\+254|^07/) }) }),
      ]),
    });
    const taken = await get(`/api/driver-orders/${order._id}`, other);
    expect(taken.statusCode).toBe(403);
    expect(taken.json().message).toBe('Order already taken: another driver accepted it first.');

    const notReady = await newOrder(t, customer, [{ product: pilau, quantity: 1 }]);
    expect((await get(`/api/driver-orders/${notReady._id}`, driver)).statusCode).toBe(403);
    expect((await get(`/api/driver-orders/${'b'.repeat(24)}`, driver)).statusCode).toBe(404);
  });
});

describe('PUT /api/orders/:id/assign-driver accept', () => {
  it('gives the order to exactly one of twenty drivers accepting at once', async () => {
    const drivers = await Promise.all(Array.from({ length: 20 }, () => approvedDriver(t)));
    const order = await readyOrder();
    const emit = vi.spyOn(t.realtime, 'emit');
    const answers = await Promise.all(drivers.map((d) => assign(t, d, order._id, 'accept')));
    const winners = answers.flatMap((res, i) => (res.statusCode === 200 ? [drivers[i]!] : []));
    expect(winners).toHaveLength(1);
    const losers = answers.filter((res) => res.statusCode !== 200);
    expect(losers.map((res) => res.statusCode)).toEqual(Array(19).fill(409));
    expect(new Set(losers.map((res) => res.json().message))).toEqual(new Set(['Order already taken: another driver accepted it first.']));
    expect(emit.mock.calls.filter(([room, event]) => room === 'drivers' && event === 'orderRemoved')).toEqual([['drivers', 'orderRemoved', { orderId: order._id }]]);
    emit.mockRestore();

    const winner = winners[0]!;
    expect((await t.database.db.select().from(orders).where(eq(orders.id, order._id)))[0]!.assignedDriverId).toBe(winner.id);
    const stillOpen = (await get(`/api/driver-notifications/${drivers[0]!.id}`, drivers[0]!)).json() as { orderId: string }[];
    expect(stillOpen.map((o) => o.orderId)).not.toContain(order._id);
    const history = await t.database.db.select().from(statusHistory).where(eq(statusHistory.orderId, order._id));
    expect(history.filter((h) => h.note === 'accepted by driver')).toEqual([expect.objectContaining({ actorKind: 'driver', actorId: winner.id })]);
  });

  it('takes the driver from the token, never from the body, and refuses orders not ready yet', async () => {
    const [driver, other] = await Promise.all([approvedDriver(t), approvedDriver(t)]);
    const order = await readyOrder();
    const res = await assign(t, driver, order._id, 'accept', { driverId: other.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ order: { assignedDriver: driver.id, assignedToYou: true } });
    expect((await assign(t, driver, order._id, 'accept')).statusCode).toBe(200);

    const notReady = await newOrder(t, customer, [{ product: pilau, quantity: 1 }]);
    const early = await assign(t, driver, notReady._id, 'accept');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('This order is not ready for pickup yet.');
    const bad = await t.call({ method: 'PUT', url: `/api/orders/${order._id}/assign-driver`, token: driver.token, payload: { action: 'grab' } });
    expect(bad.statusCode).toBe(400);
    expect((await t.call({ method: 'PUT', url: `/api/orders/${order._id}/assign-driver`, token: customer.token, payload: { action: 'accept' } })).statusCode).toBe(403);
  });
});

describe('PUT /api/orders/:id/assign-driver decline', () => {
  it('hands the order back before pick-up and announces it to drivers again', async () => {
    const [driver, other] = await Promise.all([approvedDriver(t), approvedDriver(t)]);
    const order = await readyOrder();
    await assign(t, driver, order._id, 'accept');
    expect((await assign(t, other, order._id, 'decline')).statusCode).toBe(403);

    const emit = vi.spyOn(t.realtime, 'emit');
    const res = await assign(t, driver, order._id, 'decline');
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ assignedDriver: null, assignedToYou: false, user: null });
    // Dispatch offers the order again beside the request, once its commit is seen.
    await t.services.background.drain();
    expect(emit).toHaveBeenCalledWith('drivers', 'newOrderAvailable', expect.objectContaining({ orderId: order._id, status: 'ReadyForPickup' }));
    emit.mockRestore();
    const list = (await get(`/api/driver-notifications/${other.id}`, other)).json() as { orderId: string }[];
    expect(list.map((o) => o.orderId)).toContain(order._id);
    expect((await assign(t, other, order._id, 'accept')).statusCode).toBe(200);
  });

  it('is refused once a shop part is out for delivery', async () => {
    const driver = await approvedDriver(t);
    const order = await readyOrder();
    await assign(t, driver, order._id, 'accept');
    await setSubStatus(t, driver, subOf(order, shopA), 'OutForDelivery');
    const res = await assign(t, driver, order._id, 'decline');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('already been picked up');
    expect((await t.database.db.select().from(orders).where(eq(orders.id, order._id)))[0]!.assignedDriverId).toBe(driver.id);
  });
});

describe('pick-up: PUT /api/suborders/:id/status by a driver', () => {
  it('is for the assigned driver only, from ReadyForPickup', async () => {
    const [driver, other] = await Promise.all([approvedDriver(t), approvedDriver(t)]);
    const order = await readyOrder();
    const sub = subOf(order, shopA);
    const unaccepted = await setSubStatus(t, driver, sub, 'OutForDelivery');
    expect(unaccepted.statusCode).toBe(403);
    expect(unaccepted.json().message).toContain('not assigned to you');

    await assign(t, driver, order._id, 'accept');
    expect((await setSubStatus(t, other, sub, 'OutForDelivery')).statusCode).toBe(403);
    expect((await setSubStatus(t, shopA, sub, 'OutForDelivery')).statusCode).toBe(409);
    const picked = await setSubStatus(t, driver, sub, 'OutForDelivery');
    expect(picked.statusCode).toBe(200);
    expect(picked.json()).toMatchObject({ status: 'OutForDelivery', subOrder: { status: 'OutForDelivery' } });
    const deliverOne = await setSubStatus(t, driver, sub, 'Delivered');
    expect(deliverOne.statusCode).toBe(409);
    expect(deliverOne.json().message).toContain("'Mark as Delivered'");
    // The parent waits for the slower shop.
    expect((await get(`/api/orders/${order._id}`, customer)).json().status).toBe('ReadyForPickup');
  });
});

describe('PUT /api/orders/:id/mark-delivered', () => {
  it('is refused before every shop part is out for delivery', async () => {
    const driver = await approvedDriver(t);
    const order = await readyOrder();
    await assign(t, driver, order._id, 'accept');
    await setSubStatus(t, driver, subOf(order, shopA), 'OutForDelivery');
    const res = await markDelivered(t, driver, order._id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('picked up');
  });

  it("is for the assigned driver only and records the driver's own name and phone", async () => {
    const [driver, other] = await Promise.all([approvedDriver(t), approvedDriver(t)]);
    const order = await outForDelivery(driver);
    expect((await markDelivered(t, other, order._id)).statusCode).toBe(403);
    expect((await markDelivered(t, customer as Created, order._id)).statusCode).toBe(403);

    const emit = vi.spyOn(t.realtime, 'emit');
    const res = await markDelivered(t, driver, order._id, { driverName: 'Somebody Else', driverPhone: '0700000000', pin: await deliveryPinOf(t, order._id) });
    expect(res.statusCode).toBe(200);
    const me = driverOf(driver);
    expect(res.json().order).toMatchObject({ status: 'Delivered', deliveredBy: me.username, deliveredByPhone: me.phoneNumber, deliveredAt: expect.any(String) });
    expect(emit).toHaveBeenCalledWith(`user:${customer.id}`, 'orderUpdated', { orderId: order._id, status: 'Delivered' });
    expect(emit).toHaveBeenCalledWith(`partner:${shopA.id}`, 'subOrderUpdated', expect.objectContaining({ status: 'Delivered' }));
    emit.mockRestore();

    const seen = (await get(`/api/orders/${order._id}`, customer)).json();
    expect(seen).toMatchObject({ status: 'Delivered', deliveredBy: me.username, deliveredByPhone: me.phoneNumber });
    expect(seen.subOrders.map((s: { status: string; deliveredBy: string }) => [s.status, s.deliveredBy])).toEqual([
      ['Delivered', me.username],
      ['Delivered', me.username],
    ]);
    expect((await markDelivered(t, driver, order._id)).statusCode).toBe(409);
  });
});

describe('active and completed lists', () => {
  it('show the driver their own orders, with the customer, the shops and the 80% share', async () => {
    const driver = await approvedDriver(t);
    const order = await outForDelivery(driver);
    const active = (await get(`/api/driver-active-orders/${driver.id}`, driver)).json() as { _id: string }[];
    expect(active).toEqual([
      expect.objectContaining({
        _id: order._id,
        user: { names: customerOf().names, phoneNumber: customerOf().phoneNumber },
        delivery: expect.objectContaining({ location: '-1.2921,36.8219', town: 'Nairobi' }),
        fee: order.delivery.fee,
        driverEarning: Math.round(order.delivery.fee * 80) / 100,
      }),
    ]);

    await markDelivered(t, driver, order._id);
    // The spec's client filters the answer as an array of orders.
    const plain = (await get(`/api/driver-completed-orders/${driver.id}`, driver)).json();
    expect(plain.map((o: { _id: string }) => o._id)).toEqual([order._id]);
    expect(plain[0]).toMatchObject({ status: 'Delivered', fee: order.delivery.fee });
    expect((await get(`/api/driver-completed-orders/${driver.id}?date=2020-01-01`, driver)).json()).toEqual([]);
    const completed = (await get(`/api/driver-completed-orders/${driver.id}?withTotals=1`, driver)).json();
    expect(completed.orders).toEqual(plain);
    expect(completed.totals).toEqual({ count: 1, fees: order.delivery.fee, earnings: Math.round(order.delivery.fee * 80) / 100 });
    const otherDay = (await get(`/api/driver-completed-orders/${driver.id}?date=2020-01-01&withTotals=1`, driver)).json();
    expect(otherDay).toEqual({ date: '2020-01-01', orders: [], totals: { count: 0, fees: 0, earnings: 0 } });
    expect((await get(`/api/driver-completed-orders/${driver.id}?withTotals=maybe`, driver)).statusCode).toBe(400);
    expect((await get(`/api/driver-completed-orders/${driver.id}?date=yesterday`, driver)).statusCode).toBe(400);
  });
});
