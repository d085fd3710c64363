import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { kenyaDayOf } from '@sokoni/domain/kenya-day';
import { statusHistory, subOrders } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { signupAdmin, signupCustomer, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { insertProducts } from '../../../test/helpers/products.ts';
import { advanceTo, approvedDriver, newOrder, setSubStatus, subOf, type PlacedOrder } from '../../../test/helpers/lifecycle.ts';

let t: TestApp;
let base: string;
let customer: Created;
let shopA: Created;
let shopB: Created;
let admin: Created;
let pilau: string;
let chai: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  customer = await signupCustomer(t);
  [shopA, shopB, admin] = await Promise.all([signupPartner(t), signupPartner(t), signupAdmin(t)]);
  [pilau] = (await insertProducts(t, shopA.id, [{ name: 'Pilau', price: 250, inventory: 1000 }])) as [string];
  [chai] = (await insertProducts(t, shopB.id, [{ name: 'Chai', price: 40, inventory: 1000 }])) as [string];
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await t?.close();
});

const bothShops = (option: 'platform' | 'own' = 'platform') =>
  newOrder(t, customer, [{ product: pilau, quantity: 2 }, { product: chai, quantity: 1 }], option);
const shopAOnly = (option: 'platform' | 'own' = 'platform') => newOrder(t, customer, [{ product: pilau, quantity: 1 }], option);
const businessName = (shop: Created) => (shop.body.partner as { businessName: string }).businessName;
const customerUser = () => customer.body.user as { names: string; phoneNumber: string };
const get = (url: string, who: Created) => t.call({ method: 'GET', url, token: who.token });
const statusOf = async (subOrderId: string) =>
  (await t.database.db.select({ status: subOrders.status }).from(subOrders).where(eq(subOrders.id, subOrderId)))[0]!.status;

describe('GET /api/partners/:id/orders', () => {
  it("lists the store's own sub-orders, newest first, with items, shop and the parent order", async () => {
    const first = await bothShops();
    const second = await bothShops();
    const res = await get(`/api/partners/${shopA.id}/orders`, shopA);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.slice(0, 2).map((s: { _id: string }) => s._id)).toEqual([subOf(second, shopA), subOf(first, shopA)]);
    expect(list[0]).toMatchObject({
      status: 'Pending',
      total: 500,
      items: [{ _id: expect.any(String), product: { name: 'Pilau' }, quantity: 2, price: 250 }],
      shop: { businessName: businessName(shopA), location: '-1.2833,36.8167' },
      parentOrder: {
        _id: second._id,
        orderId: second.orderId,
        status: 'Pending',
        delivery: { option: 'platform', fee: second.delivery.fee },
        user: { names: customerUser().names, phoneNumber: customerUser().phoneNumber },
        assignedDriver: null,
        createdAt: expect.any(String),
      },
      deliveredBy: null,
      deliveredByPhone: null,
      deliveredAt: null,
      createdAt: expect.any(String),
    });
    // Only the store's own items, never the other shop's part of the order.
    expect(list.flatMap((s: { items: { product: { name: string } }[] }) => s.items.map((i) => i.product.name))).not.toContain('Chai');
  });

  it("refuses another store's list, customers and drivers; the admin may look", async () => {
    const driver = await approvedDriver(t);
    expect((await get(`/api/partners/${shopA.id}/orders`, shopB)).statusCode).toBe(403);
    expect((await get(`/api/partners/${shopA.id}/orders`, customer)).statusCode).toBe(403);
    expect((await get(`/api/partners/${shopA.id}/orders`, driver)).statusCode).toBe(403);
    expect((await get(`/api/partners/${shopA.id}/orders`, admin)).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: `/api/partners/${shopA.id}/orders` })).statusCode).toBe(401);
  });
});

describe('PUT /api/suborders/:id/status by the store', () => {
  it('moves one step at a time and answers the status and the sub-order', async () => {
    const order = await shopAOnly();
    const sub = subOf(order, shopA);
    const skip = await setSubStatus(t, shopA, sub, 'Preparing');
    expect(skip.statusCode).toBe(409);
    expect(skip.json()).toMatchObject({ message: 'Orders move one step at a time: from Pending the next status is OrderReceived.', allowed: 'OrderReceived' });

    const res = await setSubStatus(t, shopA, sub, 'OrderReceived');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'OrderReceived', subOrder: { _id: sub, status: 'OrderReceived', parentOrder: { status: 'OrderReceived' } } });
    const history = await t.database.db.select().from(statusHistory).where(eq(statusHistory.subOrderId, sub));
    expect(history).toContainEqual(expect.objectContaining({ fromStatus: 'Pending', toStatus: 'OrderReceived', actorKind: 'partner', actorId: shopA.id }));

    expect((await setSubStatus(t, shopA, sub, 'Pending')).statusCode).toBe(409);
    expect((await setSubStatus(t, shopA, sub, 'OrderReceived')).statusCode).toBe(409);
    const unknown = await setSubStatus(t, shopA, sub, 'Shipped');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('status must be one of');
  });

  it('stops at ReadyForPickup with platform delivery: the driver takes over', async () => {
    const order = await shopAOnly('platform');
    const sub = subOf(order, shopA);
    await advanceTo(t, shopA, sub, 'ReadyForPickup');
    const res = await setSubStatus(t, shopA, sub, 'PickedUp');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('the driver takes it from here');
    expect(await statusOf(sub)).toBe('ReadyForPickup');
  });

  it('goes up to PickedUp with own delivery and no further', async () => {
    const order = await shopAOnly('own');
    const sub = subOf(order, shopA);
    await advanceTo(t, shopA, sub, 'PickedUp');
    const res = await setSubStatus(t, shopA, sub, 'OutForDelivery');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('goes up to PickedUp');
    expect((await get(`/api/orders/${order._id}`, customer)).json().status).toBe('PickedUp');
  });

  it("refuses another store's sub-order with 403 and leaves it alone", async () => {
    const order = await bothShops();
    const res = await setSubStatus(t, shopB, subOf(order, shopA), 'OrderReceived');
    expect(res.statusCode).toBe(403);
    expect(await statusOf(subOf(order, shopA))).toBe('Pending');
    expect((await setSubStatus(t, customer, subOf(order, shopA), 'OrderReceived')).statusCode).toBe(403);
    expect((await setSubStatus(t, shopA, 'a'.repeat(24), 'OrderReceived')).statusCode).toBe(404);
  });

  it('keeps the parent at the slowest shop and tells the customer and the store', async () => {
    const order = await bothShops();
    const emit = vi.spyOn(t.realtime, 'emit');
    await advanceTo(t, shopA, subOf(order, shopA), 'Preparing');
    expect((await get(`/api/orders/${order._id}`, customer)).json().status).toBe('Pending');
    expect(emit).toHaveBeenCalledWith(`user:${customer.id}`, 'subOrderUpdated', { subOrderId: subOf(order, shopA), orderId: order._id, status: 'Preparing' });
    expect(emit).toHaveBeenCalledWith(`partner:${shopA.id}`, 'subOrderUpdated', expect.objectContaining({ status: 'Preparing' }));
    await advanceTo(t, shopB, subOf(order, shopB), 'OrderReceived');
    expect((await get(`/api/orders/${order._id}`, customer)).json().status).toBe('OrderReceived');
    expect(emit).toHaveBeenCalledWith(`user:${customer.id}`, 'orderUpdated', { orderId: order._id, status: 'OrderReceived' });
    emit.mockRestore();
  });
});

describe('newOrderAvailable', () => {
  function driverSocket(token: string): Promise<Socket> {
    const socket = connect(base, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.on('connect', () => resolve(socket));
      socket.on('connect_error', reject);
    });
  }

  it('reaches drivers when the last shop marks its part ready, not before', async () => {
    const driver = await approvedDriver(t);
    const socket = await driverSocket(driver.token);
    const heard: { orderId: string; status: string; shops: { shopName: string }[] }[] = [];
    socket.on('newOrderAvailable', (payload) => heard.push(payload));
    const order = await bothShops();
    const emit = vi.spyOn(t.realtime, 'emit');

    await advanceTo(t, shopA, subOf(order, shopA), 'ReadyForPickup');
    await t.services.background.drain();
    expect(emit.mock.calls.filter(([, event]) => event === 'newOrderAvailable')).toEqual([]);

    const arrived = new Promise((resolve) => socket.once('newOrderAvailable', resolve));
    await advanceTo(t, shopB, subOf(order, shopB), 'ReadyForPickup');
    expect(await arrived).toEqual({
      orderId: order._id,
      status: 'ReadyForPickup',
      shops: expect.arrayContaining([{ shopName: businessName(shopA) }, { shopName: businessName(shopB) }]),
    });
    expect(heard.filter((p) => p.orderId === order._id)).toHaveLength(1);
    emit.mockRestore();
  });

  it('is sent once when both shops mark their parts ready at the same moment', async () => {
    const order = await bothShops();
    await advanceTo(t, shopA, subOf(order, shopA), 'Preparing');
    await advanceTo(t, shopB, subOf(order, shopB), 'Preparing');
    const emit = vi.spyOn(t.realtime, 'emit');
    const answers = await Promise.all([
      setSubStatus(t, shopA, subOf(order, shopA), 'ReadyForPickup'),
      setSubStatus(t, shopB, subOf(order, shopB), 'ReadyForPickup'),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    // Dispatch sends the offer beside the request that opened the order, once its commit is seen.
    await t.services.background.drain();
    expect(emit.mock.calls.filter(([, event]) => event === 'newOrderAvailable')).toEqual([
      ['drivers', 'newOrderAvailable', expect.objectContaining({ orderId: order._id })],
    ]);
    expect((await get(`/api/orders/${order._id}`, customer)).json().status).toBe('ReadyForPickup');
    emit.mockRestore();
  });

  it('is not sent for own-delivery orders', async () => {
    const order = await shopAOnly('own');
    const emit = vi.spyOn(t.realtime, 'emit');
    await advanceTo(t, shopA, subOf(order, shopA), 'ReadyForPickup');
    await t.services.background.drain();
    expect(emit.mock.calls.filter(([, event]) => event === 'newOrderAvailable')).toEqual([]);
    emit.mockRestore();
  });
});

describe('GET /api/partners/:id/sales', () => {
  /** Own delivery: the store takes it to PickedUp and the customer confirms receipt. */
  async function confirmedSale(): Promise<PlacedOrder> {
    const order = await shopAOnly('own');
    await advanceTo(t, shopA, subOf(order, shopA), 'PickedUp');
    const res = await t.call({ method: 'PUT', url: `/api/orders/${order._id}/confirm-delivery`, token: customer.token });
    if (res.statusCode !== 200) throw new Error(res.body);
    return order;
  }
  const sales = (who: Created, query = '') => get(`/api/partners/${shopA.id}/sales${query}`, who);

  it('lists sub-orders of confirmed orders for the Kenyan day they were delivered, with totals', async () => {
    const sold = await confirmedSale();
    const late = await confirmedSale();
    const pending = await shopAOnly();
    // Delivered at 23:30 in Nairobi on 1 March: that is still 1 March, though already 20:30 UTC.
    await t.database.db.update(subOrders).set({ deliveredAt: new Date('2026-03-01T20:30:00Z') }).where(eq(subOrders.id, subOf(late, shopA)));

    const [{ deliveredAt }] = (await t.database.db.select({ deliveredAt: subOrders.deliveredAt }).from(subOrders).where(eq(subOrders.id, subOf(sold, shopA)))) as [{ deliveredAt: Date }];
    const today = kenyaDayOf(deliveredAt);
    const res = await sales(shopA, `?date=${today}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.date).toBe(today);
    const ids = body.sales.map((s: { _id: string }) => s._id);
    expect(ids).toContain(subOf(sold, shopA));
    expect(ids).not.toContain(subOf(late, shopA));
    expect(ids).not.toContain(subOf(pending, shopA));
    expect(body.sales[0]).toMatchObject({ status: 'Confirmed Delivered', parentOrder: { status: 'Confirmed Delivered' }, deliveredAt: expect.any(String) });
    expect(body.totals).toEqual({ count: body.sales.length, amount: body.sales.reduce((sum: number, s: { total: number }) => sum + s.total, 0) });

    const march = (await sales(shopA, '?date=2026-03-01')).json();
    expect(march).toEqual({ date: '2026-03-01', sales: [expect.objectContaining({ _id: subOf(late, shopA) })], totals: { count: 1, amount: 250 } });
    expect((await sales(shopA, '?date=2026-03-02')).json()).toEqual({ date: '2026-03-02', sales: [], totals: { count: 0, amount: 0 } });

    const all = (await sales(shopA)).json();
    expect(all.date).toBeNull();
    expect(all.totals.count).toBeGreaterThanOrEqual(2);
  });

  it('refuses bad dates and other stores', async () => {
    const bad = await sales(shopA, '?date=2026-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('YYYY-MM-DD');
    expect((await sales(shopB)).statusCode).toBe(403);
    expect((await sales(customer)).statusCode).toBe(403);
  });
});
