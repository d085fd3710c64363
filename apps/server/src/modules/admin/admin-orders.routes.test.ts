import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { kenyaDayOf } from '@sokoni/domain/kenya-day';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { signupAdmin, signupCustomer, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { insertProducts } from '../../../test/helpers/products.ts';
import { inventoryOf } from '../../../test/helpers/orders.ts';
import { advanceTo, approvedDriver, assign, makeReady, newOrder, setSubStatus, subOf } from '../../../test/helpers/lifecycle.ts';
import { auditRowsFor } from '../../../test/helpers/audit.ts';
import { heard, openSocket } from '../../../test/helpers/live-socket.ts';

let t: TestApp;
let base: string;
let admin: Created;
let customer: Created;
let grill: Created;
let bakery: Created;
let driver: Created;
let ribs: string;
let bread: string;
const sockets: Socket[] = [];

const cancel = (order: string, payload: unknown = { reason: 'Customer asked by phone' }, token = admin.token) =>
  t.call({ method: 'POST', url: `/api/admin/orders/${order}/cancel`, token, payload: payload as never });
const detail = (order: string) => t.call({ method: 'GET', url: `/api/admin/orders/${order}`, token: admin.token });

const open = (token: string) => openSocket(base, token, sockets);

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  [admin, customer, grill, bakery] = await Promise.all([signupAdmin(t), signupCustomer(t), signupPartner(t, { businessName: 'Kuku Grill' }), signupPartner(t, { businessName: 'Mkate Bakery' })]);
  driver = await approvedDriver(t);
  ribs = (await insertProducts(t, grill.id, [{ name: 'Ribs', price: 500, inventory: 10 }]))[0]!;
  bread = (await insertProducts(t, bakery.id, [{ name: 'Bread', price: 60, inventory: 10 }]))[0]!;
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await t?.close();
});

describe('GET /api/admin/orders', () => {
  it('filters by status, shop, driver and Nairobi dates, newest first', async () => {
    const first = await newOrder(t, customer, [{ product: ribs, quantity: 1 }]);
    const second = await newOrder(t, customer, [{ product: bread, quantity: 1 }]);
    await makeReady(t, second, [bakery]);
    expect((await assign(t, driver, second._id, 'accept')).statusCode).toBe(200);

    const list = async (query: Record<string, string>) => {
      const res = await t.call({ method: 'GET', url: '/api/admin/orders', query, token: admin.token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().items as { _id: string; status: string; shops: { _id: string }[]; driver: { _id: string } | null }[];
    };
    const ids = (rows: { _id: string }[]) => rows.map((r) => r._id);
    expect(ids(await list({})).slice(0, 2)).toEqual([second._id, first._id]);
    expect(ids(await list({ shop: grill.id }))).toContain(first._id);
    expect(ids(await list({ shop: grill.id }))).not.toContain(second._id);
    expect(ids(await list({ driver: driver.id }))).toEqual([second._id]);
    expect(ids(await list({ status: 'ReadyForPickup' }))).toContain(second._id);
    expect(ids(await list({ status: 'ReadyForPickup' }))).not.toContain(first._id);
    const today = kenyaDayOf(new Date());
    expect(ids(await list({ from: today, to: today }))).toContain(first._id);
    expect(await list({ from: '2020-01-01', to: '2020-01-31' })).toEqual([]);
    const row = (await list({ driver: driver.id }))[0]!;
    expect(row).toMatchObject({ customer: { _id: customer.id }, driver: { _id: driver.id }, shops: [{ _id: bakery.id, businessName: 'Mkate Bakery', status: 'ReadyForPickup' }] });

    for (const query of [{ status: 'Lost' }, { from: '2026-02-30' }, { shop: 'nope' }] as Record<string, string>[]) {
      expect((await t.call({ method: 'GET', url: '/api/admin/orders', query, token: admin.token })).statusCode).toBe(400);
    }
  });

  it('is refused to everyone but the admin', async () => {
    expect((await t.call({ method: 'GET', url: '/api/admin/orders' })).statusCode).toBe(401);
    for (const who of [customer, grill, driver]) expect((await t.call({ method: 'GET', url: '/api/admin/orders', token: who.token })).statusCode).toBe(403);
  });
});

describe('GET /api/admin/orders/:id', () => {
  it('shows sub-orders, items, the driver and the full history: who, which role, when', async () => {
    const order = await newOrder(t, customer, [{ product: ribs, quantity: 1 }, { product: bread, quantity: 2 }]);
    await advanceTo(t, grill, subOf(order, grill), 'Preparing');
    const res = await detail(order.orderId);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.order).toMatchObject({ _id: order._id, status: 'Pending' });
    expect(body.order.subOrders).toHaveLength(2);
    expect(body.order.items).toHaveLength(2);
    expect(body.cancellable).toBe(true);
    expect(body.driver).toBeNull();
    const steps = body.history.map((h: { status: string; by: { kind: string; name: string }; shopName: string | null }) => [h.shopName, h.status, h.by.kind, h.by.name]);
    expect(steps).toEqual(
      expect.arrayContaining([
        [null, 'Pending', 'customer', expect.any(String)],
        ['Kuku Grill', 'OrderReceived', 'partner', 'Kuku Grill'],
        ['Kuku Grill', 'Preparing', 'partner', 'Kuku Grill'],
      ]),
    );
    expect(body.history.every((h: { at: string }) => !Number.isNaN(Date.parse(h.at)))).toBe(true);
    expect((await detail('SKN-20200101-000000')).statusCode).toBe(404);
  });
});

describe('POST /api/admin/orders/:id/cancel', () => {
  it('needs a reason', async () => {
    const order = await newOrder(t, customer, [{ product: ribs, quantity: 1 }]);
    for (const payload of [{}, { reason: '' }, { reason: 'no' }]) expect((await cancel(order._id, payload)).statusCode).toBe(400);
    expect((await cancel(order._id, { reason: 'a customer cannot' }, customer.token)).statusCode).toBe(403);
  });

  it('cancels every sub-order, restores stock, records history and audit, and tells the customer, the shops and the driver live', async () => {
    const [extra] = await insertProducts(t, bakery.id, [{ name: 'Buns', price: 40, inventory: 5 }]);
    const order = await newOrder(t, customer, [{ product: ribs, quantity: 2 }, { product: bread, quantity: 3 }, { product: extra!, quantity: 1 }]);
    await makeReady(t, order, [grill, bakery]);
    expect((await assign(t, driver, order._id, 'accept')).statusCode).toBe(200);
    // A product deleted after the order was placed has nowhere to go back to.
    expect((await t.call({ method: 'DELETE', url: `/api/products/${extra}`, token: bakery.token })).statusCode).toBe(200);
    const stock = { ribs: await inventoryOf(t, ribs), bread: await inventoryOf(t, bread) };

    const [buyer, shopA, shopB, rider] = await Promise.all([open(customer.token), open(grill.token), open(bakery.token), open(driver.token)]);
    const res = await cancel(order._id, { reason: 'Shop closed for the day' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: `Order ${order.orderId} cancelled.`, status: 'Cancelled', restockedUnits: 5 });

    expect(await inventoryOf(t, ribs)).toBe(stock.ribs + 2);
    expect(await inventoryOf(t, bread)).toBe(stock.bread + 3);

    await heard(buyer.events, 'orderUpdated', { orderId: order._id, status: 'Cancelled' });
    await heard(buyer.events, 'subOrderUpdated', { subOrderId: subOf(order, grill), status: 'Cancelled' });
    await heard(shopA.events, 'subOrderUpdated', { subOrderId: subOf(order, grill), status: 'Cancelled' });
    await heard(shopB.events, 'subOrderUpdated', { subOrderId: subOf(order, bakery), status: 'Cancelled' });
    await heard(rider.events, 'orderUpdated', { orderId: order._id, status: 'Cancelled' });
    expect(shopA.events.some((e) => e.payload['subOrderId'] === subOf(order, bakery))).toBe(false);

    const seen = await t.call({ method: 'GET', url: `/api/orders/${order._id}`, token: customer.token });
    expect(seen.json().status).toBe('Cancelled');
    expect(seen.json().subOrders.map((s: { status: string }) => s.status)).toEqual(['Cancelled', 'Cancelled']);
    expect(seen.json().history.at(-1)).toMatchObject({ status: 'Cancelled', by: 'admin' });

    const after = (await detail(order._id)).json();
    expect(after.cancellable).toBe(false);
    expect(after.driver).toMatchObject({ _id: driver.id });
    const cancelled = after.history.filter((h: { status: string }) => h.status === 'Cancelled');
    expect(cancelled).toHaveLength(3);
    expect(cancelled.every((h: { by: { kind: string; _id: string }; note: string }) => h.by.kind === 'admin' && h.by._id === admin.id && h.note.includes('Shop closed'))).toBe(true);

    const notes = await t.call({ method: 'GET', url: `/api/partner-notifications/${grill.id}`, token: grill.token });
    expect(notes.json()[0].message).toContain(`Order ${order.orderId} was cancelled`);
    const [audit] = await auditRowsFor(t, order._id);
    expect(audit).toMatchObject({ action: 'order.cancel', adminId: admin.id, reason: 'Shop closed for the day', targetType: 'order' });

    const again = await cancel(order._id);
    expect(again.statusCode).toBe(409);
    expect(await inventoryOf(t, ribs)).toBe(stock.ribs + 2);
  });

  it('refuses once a driver has picked anything up, and changes nothing', async () => {
    const order = await newOrder(t, customer, [{ product: ribs, quantity: 1 }, { product: bread, quantity: 1 }]);
    await makeReady(t, order, [grill, bakery]);
    expect((await assign(t, driver, order._id, 'accept')).statusCode).toBe(200);
    expect((await setSubStatus(t, driver, subOf(order, grill), 'PickedUp')).statusCode).toBe(200);
    const before = await inventoryOf(t, ribs);
    expect((await detail(order._id)).json().cancellable).toBe(false);

    const res = await cancel(order._id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/can no longer be cancelled/);
    expect(await inventoryOf(t, ribs)).toBe(before);
    const seen = await t.call({ method: 'GET', url: `/api/orders/${order._id}`, token: customer.token });
    expect(seen.json().subOrders.map((s: { status: string }) => s.status)).not.toContain('Cancelled');
    expect(await auditRowsFor(t, order._id)).toEqual([]);
  });
});

describe("the customer's order page history", () => {
  it('lists the order status changes with when and which role', async () => {
    const order = await newOrder(t, customer, [{ product: ribs, quantity: 1 }]);
    await advanceTo(t, grill, subOf(order, grill), 'OrderReceived');
    const res = await t.call({ method: 'GET', url: `/api/orders/${order.orderId}`, token: customer.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().history).toEqual([
      { status: 'Pending', at: expect.any(String), by: 'customer' },
      { status: 'OrderReceived', at: expect.any(String), by: 'partner' },
    ]);
  });
});

describe('suspension and live connections', () => {
  it("closes a suspended account's open socket", async () => {
    const buyer = await signupCustomer(t);
    const { socket } = await open(buyer.token);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', (why: string) => resolve(why)));
    const res = await t.call({ method: 'POST', url: `/api/admin/customers/${buyer.id}/suspend`, token: admin.token, payload: { reason: 'Abusive messages' } });
    expect(res.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    await expect(open(buyer.token)).rejects.toThrow(/suspended: Abusive messages/);
  });
});
