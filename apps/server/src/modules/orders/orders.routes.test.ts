import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders, statusHistory, subOrders } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { signupAdmin, signupCustomer, signupDriver, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { insertProducts } from '../../../test/helpers/products.ts';
import { placeOrder } from '../../../test/helpers/orders.ts';

let t: TestApp;
let owner: Created;
let stranger: Created;
let shopA: Created;
let shopB: Created;
let otherShop: Created;
let driver: Created;
let admin: Created;
let productA: string;
let productB: string;

interface PlacedOrder {
  _id: string;
  orderId: string;
  subOrders: { _id: string; shop: { _id: string } }[];
}

async function newOrder(option: 'platform' | 'own' = 'platform'): Promise<PlacedOrder> {
  const res = await placeOrder(t, owner, [{ product: productA, quantity: 1 }, { product: productB, quantity: 2 }], { delivery: { option } });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().order;
}

async function setStatus(order: PlacedOrder, status: string) {
  await t.database.db.update(orders).set({ status }).where(eq(orders.id, order._id));
  await t.database.db.update(subOrders).set({ status }).where(eq(subOrders.orderId, order._id));
}

const get = (url: string, who: Created) => t.call({ method: 'GET', url, token: who.token });

beforeAll(async () => {
  t = await createTestApp();
  [owner, stranger] = await Promise.all([signupCustomer(t), signupCustomer(t)]);
  [shopA, shopB, otherShop] = await Promise.all([signupPartner(t), signupPartner(t), signupPartner(t)]);
  [driver, admin] = await Promise.all([signupDriver(t), signupAdmin(t)]);
  [productA] = (await insertProducts(t, shopA.id, [{ name: 'Pilau', price: 250, inventory: 100 }])) as [string];
  [productB] = (await insertProducts(t, shopB.id, [{ name: 'Chai', price: 40, inventory: 100 }])) as [string];
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/orders/my-orders', () => {
  it("lists the customer's own orders newest first, in full", async () => {
    const first = await newOrder();
    const second = await newOrder();
    const res = await get('/api/orders/my-orders', owner);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.slice(0, 2).map((o: PlacedOrder) => o._id)).toEqual([second._id, first._id]);
    expect(list[0]).toMatchObject({ user: { _id: owner.id }, items: expect.any(Array), subOrders: expect.any(Array), total: 330 });
    expect((await get('/api/orders/my-orders', stranger)).json()).toEqual([]);
    expect((await get('/api/orders/my-orders', shopA)).statusCode).toBe(403);
  });
});

describe('GET /api/orders/:id', () => {
  it('is readable by its customer (by order number or _id), its shops, its driver and the admin', async () => {
    const order = await newOrder();
    await t.database.db.update(orders).set({ assignedDriverId: driver.id }).where(eq(orders.id, order._id));
    for (const [who, url] of [
      [owner, `/api/orders/${order.orderId}`],
      [owner, `/api/orders/${order._id}`],
      [shopA, `/api/orders/${order._id}`],
      [shopB, `/api/orders/${order.orderId}`],
      [driver, `/api/orders/${order._id}`],
      [admin, `/api/orders/${order._id}`],
    ] as const) {
      const res = await get(url, who);
      expect(res.statusCode, `${url} as ${who.id}`).toBe(200);
      expect(res.json()).toMatchObject({ _id: order._id, orderId: order.orderId, assignedDriver: driver.id });
    }
  });

  it('is refused to other customers, other shops and other drivers, and 404 when unknown', async () => {
    const order = await newOrder();
    const otherDriver = await signupDriver(t);
    for (const who of [stranger, otherShop, otherDriver]) {
      expect((await get(`/api/orders/${order._id}`, who)).statusCode).toBe(403);
    }
    expect((await get('/api/orders/SKN-20200101-000000', owner)).statusCode).toBe(404);
    expect((await get(`/api/orders/${'f'.repeat(24)}`, owner)).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/orders/${order._id}` })).statusCode).toBe(401);
  });
});

describe("a shop's view of a multi-shop order", () => {
  interface SeenOrder {
    total: number;
    items: { product: { _id: string }; shop: { _id: string } }[];
    subOrders: { _id: string; shop: { _id: string }; total: number; items: unknown[] }[];
  }

  it('shows a shop only its own items and sub-order, agreeing with its sub-order read', async () => {
    const order = await newOrder();
    for (const [shop, product, total] of [
      [shopA, productA, 250],
      [shopB, productB, 80],
    ] as const) {
      const seen = (await get(`/api/orders/${order.orderId}`, shop)).json() as SeenOrder;
      expect(seen.items.map((i) => i.product._id)).toEqual([product]);
      expect(seen.items.every((i) => i.shop._id === shop.id)).toBe(true);
      expect(seen.subOrders.map((s) => s.shop._id)).toEqual([shop.id]);
      expect(seen.total).toBe(total);
      const own = (await get(`/api/suborders/${seen.subOrders[0]!._id}`, shop)).json();
      expect(own).toMatchObject({ _id: seen.subOrders[0]!._id, total, items: seen.subOrders[0]!.items });

      const status = (await get(`/api/orders/${order._id}/status`, shop)).json() as { subOrders: { _id: string }[] };
      expect(status.subOrders.map((s) => s._id)).toEqual([seen.subOrders[0]!._id]);
    }
  });

  it('still shows the customer, the driver and the admin the whole order', async () => {
    const order = await newOrder();
    await t.database.db.update(orders).set({ assignedDriverId: driver.id }).where(eq(orders.id, order._id));
    for (const who of [owner, driver, admin]) {
      const seen = (await get(`/api/orders/${order._id}`, who)).json() as SeenOrder;
      expect(seen.subOrders.map((s) => s.shop._id).sort()).toEqual([shopA.id, shopB.id].sort());
      expect(seen.items).toHaveLength(2);
      expect(seen.total).toBe(330);
      const status = (await get(`/api/orders/${order._id}/status`, who)).json() as { subOrders: unknown[] };
      expect(status.subOrders).toHaveLength(2);
    }
  });
});

describe('GET /api/suborders/:id', () => {
  it('shows a sub-order to its own shop, the customer and the admin, not to the other shop in the order', async () => {
    const order = await newOrder();
    const subA = order.subOrders.find((s) => s.shop._id === shopA.id)!;
    const res = await get(`/api/suborders/${subA._id}`, shopA);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _id: subA._id,
      shop: { _id: shopA.id, businessName: (shopA.body.partner as { businessName: string }).businessName },
      status: 'Pending',
      total: 250,
      items: [{ product: { _id: productA, name: 'Pilau' }, quantity: 1, price: 250 }],
      parentOrder: { _id: order._id, orderId: order.orderId, user: { _id: owner.id } },
    });
    expect((await get(`/api/suborders/${subA._id}`, owner)).statusCode).toBe(200);
    expect((await get(`/api/suborders/${subA._id}`, admin)).statusCode).toBe(200);
    expect((await get(`/api/suborders/${subA._id}`, shopB)).statusCode).toBe(403);
    expect((await get(`/api/suborders/${subA._id}`, stranger)).statusCode).toBe(403);
    expect((await get(`/api/suborders/${'a'.repeat(24)}`, owner)).statusCode).toBe(404);
  });
});

describe('order status endpoints', () => {
  it.each(['/api/order/', '/api/orders/'])('%s{id}/status answers the status and each sub-order status', async (prefix) => {
    const order = await newOrder();
    const res = await get(`${prefix}${order.orderId}/status`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      _id: order._id,
      orderId: order.orderId,
      status: 'Pending',
      subOrders: expect.arrayContaining(order.subOrders.map((s) => ({ _id: s._id, status: 'Pending' }))),
    });
    const subB = order.subOrders.find((s) => s.shop._id === shopB.id)!;
    expect((await get(`${prefix}${order.orderId}/status`, shopB)).json().subOrders).toEqual([{ _id: subB._id, status: 'Pending' }]);
    expect((await get(`${prefix}${order._id}/status`, stranger)).statusCode).toBe(403);
  });
});

describe('PUT /api/orders/:id/confirm-delivery', () => {
  const confirm = (order: PlacedOrder, who: Created) => t.call({ method: 'PUT', url: `/api/orders/${order.orderId}/confirm-delivery`, token: who.token });

  it('lets the customer confirm a delivered order: order and sub-orders become Confirmed Delivered', async () => {
    const order = await newOrder();
    await setStatus(order, 'Delivered');
    const emit = vi.spyOn(t.realtime, 'emit');
    const res = await confirm(order, owner);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.order.status).toBe('Confirmed Delivered');
    expect(body.order.deliveredAt).toEqual(expect.any(String));
    expect(body.order.subOrders.map((s: { status: string }) => s.status)).toEqual(['Confirmed Delivered', 'Confirmed Delivered']);
    expect(emit).toHaveBeenCalledWith(`user:${owner.id}`, 'orderUpdated', { orderId: order._id, status: 'Confirmed Delivered' });
    emit.mockRestore();
    const history = await t.database.db.select().from(statusHistory).where(eq(statusHistory.orderId, order._id));
    expect(history.filter((h) => h.toStatus === 'Confirmed Delivered')).toHaveLength(3);
    const again = await confirm(order, owner);
    expect(again.statusCode).toBe(409);
  });

  it('refuses another customer with 403 and leaves the order alone', async () => {
    const order = await newOrder();
    await setStatus(order, 'Delivered');
    const res = await confirm(order, stranger);
    expect(res.statusCode).toBe(403);
    expect((await get(`/api/orders/${order._id}`, owner)).json().status).toBe('Delivered');
    expect((await confirm(order, shopA)).statusCode).toBe(403);
  });

  it('refuses states where receipt cannot be confirmed with 409', async () => {
    const order = await newOrder();
    const res = await confirm(order, owner);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('Pending');
    await setStatus(order, 'PickedUp');
    expect((await confirm(order, owner)).statusCode).toBe(409);
    await setStatus(order, 'OutForDelivery');
    expect((await confirm(order, owner)).statusCode).toBe(409);
  });

  it('allows ReadyForPickup, and PickedUp with own delivery', async () => {
    const ready = await newOrder();
    await setStatus(ready, 'ReadyForPickup');
    expect((await confirm(ready, owner)).statusCode).toBe(200);
    const own = await newOrder('own');
    await setStatus(own, 'PickedUp');
    expect((await confirm(own, owner)).statusCode).toBe(200);
  });
});

describe('parent status follows the sub-orders', () => {
  it('takes the slowest sub-order, records the change, and holds Delivered', async () => {
    const order = await newOrder();
    const [subA, subB] = [order.subOrders.find((s) => s.shop._id === shopA.id)!, order.subOrders.find((s) => s.shop._id === shopB.id)!];
    await t.database.db.update(subOrders).set({ status: 'ReadyForPickup' }).where(eq(subOrders.id, subA._id));
    await t.database.db.update(subOrders).set({ status: 'Preparing' }).where(eq(subOrders.id, subB._id));
    const sync = async () =>
      (await t.services.orderLifecycle.transitions.transition(order._id, (scope) => scope.followSubOrders({ kind: 'partner', id: shopB.id }))).result;
    expect(await sync()).toEqual({ from: 'Pending', to: 'Preparing' });
    expect(await sync()).toBeNull();
    const history = await t.database.db.select().from(statusHistory).where(eq(statusHistory.orderId, order._id));
    expect(history).toContainEqual(expect.objectContaining({ fromStatus: 'Pending', toStatus: 'Preparing', actorKind: 'partner', actorId: shopB.id }));
    await t.database.db.update(orders).set({ status: 'Delivered' }).where(eq(orders.id, order._id));
    expect(await sync()).toBeNull();
  });
});
