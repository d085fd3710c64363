import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, partners, products } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { signupAdmin, signupCustomer, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { insertProducts } from '../../../test/helpers/products.ts';
import { placeOrder, quote } from '../../../test/helpers/orders.ts';
import { approvedDriver, assign, makeReady, markDelivered, newOrder, setSubStatus, subOf, type PlacedOrder } from '../../../test/helpers/lifecycle.ts';

let t: TestApp;
let customer: Created;
let stranger: Created;
let shop: Created;
let lakeside: Created;
let admin: Created;
let rider: Created;
let ugali: string;
let chapati: string;
let tilapia: string;

beforeAll(async () => {
  t = await createTestApp();
  customer = await signupCustomer(t);
  stranger = await signupCustomer(t);
  shop = await signupPartner(t);
  lakeside = await signupPartner(t);
  admin = await signupAdmin(t);
  rider = await approvedDriver(t);
  [ugali, chapati] = (await insertProducts(t, shop.id, [
    { name: 'Ugali', price: 100, inventory: 1000 },
    { name: 'Chapati', price: 30, inventory: 1000 },
  ])) as [string, string];
  [tilapia] = (await insertProducts(t, lakeside.id, [{ name: 'Tilapia', price: 500, inventory: 1000 }])) as [string];
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, who: Created) => t.call({ method: 'GET', url, token: who.token });
const post = (url: string, who: Created, payload: unknown) => t.call({ method: 'POST', url, token: who.token, payload: payload as Record<string, unknown> });

async function deliver(order: PlacedOrder, by: Created, shops: Created[] = [shop]) {
  await makeReady(t, order, shops);
  expect((await assign(t, by, order._id, 'accept')).statusCode).toBe(200);
  for (const s of shops) expect((await setSubStatus(t, by, subOf(order, s), 'OutForDelivery')).statusCode).toBe(200);
  expect((await markDelivered(t, by, order._id)).statusCode).toBe(200);
}

describe('a tip chosen at checkout', () => {
  it('is decided by the server: whole shillings, Sokoni delivery only, within the maximum', async () => {
    const items = [{ product: ugali, quantity: 1 }];
    const quoted = await t.call({ method: 'POST', url: '/api/delivery/quote', payload: { items, delivery: { town: 'Nairobi', location: '-1.2921,36.8219', option: 'platform' }, tip: 50 } });
    expect(quoted.statusCode).toBe(200);
    expect(quoted.json()).toMatchObject({ tip: 50, amountDue: 100 + quoted.json().fee + 50 });

    const fee = (await quote(t, items, { option: 'own' })).fee;
    const base = { userId: customer.id, items, delivery: { town: 'Nairobi', location: '-1.2921,36.8219', option: 'own', fee }, paymentMethod: 'COD' };
    const ownTip = await placeOrder(t, customer, items, { payload: { ...base, tip: 50 } });
    expect(ownTip.statusCode).toBe(400);
    expect(ownTip.json().message).toContain('Sokoni delivery');
    const platformFee = (await quote(t, items)).fee;
    const platform = { ...base, delivery: { ...base.delivery, option: 'platform', fee: platformFee } };
    for (const tip of [20.5, -20, 10_001]) expect((await placeOrder(t, customer, items, { payload: { ...platform, tip } })).statusCode).toBe(400);
  });

  it('on a cash order is collected with the total and becomes the rider\'s at delivery, as its own line', async () => {
    const items = [{ product: chapati, quantity: 2 }];
    const fee = (await quote(t, items)).fee;
    const placed = await placeOrder(t, customer, items, { payload: { userId: customer.id, items, delivery: { town: 'Nairobi', location: '-1.2921,36.8219', option: 'platform', fee }, paymentMethod: 'COD', tip: 50 } });
    expect(placed.statusCode).toBe(201);
    const order = placed.json().order as PlacedOrder & { tip: unknown; total: number };
    expect(order.total).toBe(60);
    expect(order.tip).toEqual({ amount: 50, addedAt: 'checkout', method: 'cash', status: 'Promised' });

    const tipper = await approvedDriver(t);
    await deliver(order, tipper);
    const seen = (await get(`/api/orders/${order._id}`, customer)).json();
    expect(seen.tip).toMatchObject({ amount: 50, status: 'Paid' });

    const statement = (await get('/api/driver/statement', tipper)).json();
    expect(statement.lines).toContainEqual(expect.objectContaining({ orderId: order.orderId, what: 'Tip: chosen at checkout', net: 50 }));
    const cash = (await get('/api/driver/cash', tipper)).json();
    expect(cash.cashHeld).toBeCloseTo(60 + fee + 50, 2);
    expect(cash.earnings).toBeCloseTo(Math.round(fee * 80) / 100 + 50, 2);

    // One tip per order: none can be added afterwards.
    expect((await post(`/api/orders/${order._id}/tip`, customer, { amount: 20 })).statusCode).toBe(409);
  });
});

describe('a cash tip after delivery', () => {
  it('is promised by the order\'s customer only, once, and confirmed by the rider', async () => {
    const order = await newOrder(t, customer, [{ product: ugali, quantity: 1 }]);
    const early = await post(`/api/orders/${order._id}/tip`, customer, { amount: 50 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('once the order is delivered');

    const tipper = await approvedDriver(t);
    await deliver(order, tipper);
    expect((await post(`/api/orders/${order._id}/tip`, stranger, { amount: 50 })).statusCode).toBe(403);
    expect((await post(`/api/orders/${order._id}/tip`, tipper, { amount: 50 })).statusCode).toBe(403);
    expect((await post(`/api/orders/${order._id}/tip`, customer, { amount: 0 })).statusCode).toBe(400);
    expect((await post(`/api/orders/${order._id}/tip`, customer, { amount: 12.5 })).statusCode).toBe(400);

    const promised = await post(`/api/orders/${order.orderId}/tip`, customer, { amount: 100 });
    expect(promised.statusCode).toBe(201);
    expect(promised.json()).toEqual({ amount: 100, addedAt: 'after', method: 'cash', status: 'Promised' });
    expect((await post(`/api/orders/${order._id}/tip`, customer, { amount: 50 })).statusCode).toBe(409);
    expect((await get(`/api/orders/${order._id}`, customer)).json().tip).toMatchObject({ amount: 100, status: 'Promised' });

    // The rider is handed the cash and records it: the promise is paid and the ledger has it.
    expect((await post(`/api/driver/orders/${order._id}/cash-tip`, tipper, { amount: 100 })).statusCode).toBe(201);
    expect((await get(`/api/orders/${order._id}`, customer)).json().tip).toMatchObject({ amount: 100, status: 'Paid' });
    expect((await get('/api/driver/statement', tipper)).json().lines).toContainEqual(expect.objectContaining({ orderId: order.orderId, what: 'Tip', net: 100 }));
  });

  it('is refused a day after delivery', async () => {
    const order = await newOrder(t, customer, [{ product: ugali, quantity: 1 }]);
    await deliver(order, rider);
    await t.database.db.update(orders).set({ deliveredAt: new Date(Date.now() - 25 * 60 * 60 * 1000) }).where(eq(orders.id, order._id));
    const late = await post(`/api/orders/${order._id}/tip`, customer, { amount: 50 });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('up to a day');
  });
});

describe('rating the rider', () => {
  it('is for the order\'s customer, once, after a Sokoni rider delivered it', async () => {
    const rated = await approvedDriver(t);
    const order = await newOrder(t, customer, [{ product: ugali, quantity: 1 }]);
    const url = `/api/orders/${order._id}/rider-rating`;
    expect((await post(url, customer, { rating: 5 })).statusCode).toBe(409);
    await deliver(order, rated);

    expect((await post(url, stranger, { rating: 1 })).statusCode).toBe(403);
    expect((await post(url, rated, { rating: 5 })).statusCode).toBe(403);
    expect((await post(url, shop, { rating: 5 })).statusCode).toBe(403);
    expect((await t.call({ method: 'POST', url, payload: { rating: 5 } })).statusCode).toBe(401);
    expect((await post(url, customer, { rating: 6 })).statusCode).toBe(400);
    expect((await post(url, customer, { rating: 4.5 })).statusCode).toBe(400);
    const badTag = await post(url, customer, { rating: 4, tags: ['Fast'] });
    expect(badTag.statusCode).toBe(400);
    expect(badTag.json().message).toContain('Friendly');

    const first = await post(url, customer, { rating: 4, tags: ['Friendly', 'On time', 'Friendly'], comment: '  Called ahead, very polite  ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ rating: 4, tags: ['Friendly', 'On time'], comment: 'Called ahead, very polite', orderId: order.orderId });
    const again = await post(url, customer, { rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('already rated');
    expect((await get(`/api/orders/${order._id}`, customer)).json().riderRating).toMatchObject({ rating: 4 });

    const own = await newOrder(t, customer, [{ product: ugali, quantity: 1 }], 'own');
    await makeReady(t, own, [shop]);
    expect((await setSubStatus(t, shop, subOf(own, shop), 'PickedUp')).statusCode).toBe(200);
    expect((await t.call({ method: 'PUT', url: `/api/orders/${own._id}/confirm-delivery`, token: customer.token })).statusCode).toBe(200);
    const ownRating = await post(`/api/orders/${own._id}/rider-rating`, customer, { rating: 5 });
    expect(ownRating.statusCode).toBe(409);
    expect(ownRating.json().message).toContain('Sokoni rider');

    // A second order, rated low, for the averages.
    const second = await newOrder(t, stranger, [{ product: ugali, quantity: 1 }]);
    await deliver(second, rated);
    expect((await post(`/api/orders/${second._id}/rider-rating`, stranger, { rating: 1, tags: ['Rude'], comment: 'Shouted at the gate' })).statusCode).toBe(201);

    const mine = await get('/api/driver/ratings', rated);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ average: 2.5, count: 2 });
    expect(mine.json().recent.map((r: { comment: string }) => r.comment)).toEqual(['Shouted at the gate', 'Called ahead, very polite']);
    // Never who gave them.
    expect(mine.body).not.toContain(customer.id);
    expect(mine.body).not.toContain(stranger.id);
    expect(mine.body).not.toContain(order.orderId);
    expect((await get('/api/driver/ratings', rider)).json()).toMatchObject({ count: 0, average: null });
  });

  it('lists riders for the admin lowest rating first, and the admin can suspend from there', async () => {
    const res = await get('/api/admin/drivers/ratings', admin);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as { _id: string; average: number | null; lowRatings: number; lastComment: string | null }[];
    const rated = rows.filter((r) => r.average !== null);
    expect(rated.map((r) => r.average)).toEqual([...rated.map((r) => r.average)].sort((a, b) => a! - b!));
    expect(rows.findIndex((r) => r.average === null)).toBeGreaterThan(rows.findIndex((r) => r.average !== null));
    const lowest = rows[0]!;
    expect(lowest).toMatchObject({ average: 2.5, lowRatings: 1, lastComment: 'Shouted at the gate' });
    expect((await get('/api/admin/drivers/ratings', customer)).statusCode).toBe(403);
    const suspended = await post(`/api/admin/drivers/${lowest._id}/suspend`, admin, { reason: 'Rude to customers, see ratings' });
    expect(suspended.statusCode).toBe(200);
    expect((await get('/api/admin/drivers/ratings', admin)).json().find((r: { _id: string }) => r._id === lowest._id).suspended).toBe(true);
  });
});

describe('order again', () => {
  it("answers the old order's items at today's prices and says what changed", async () => {
    const order = await newOrder(t, customer, [
      { product: ugali, quantity: 2 },
      { product: chapati, quantity: 3 },
    ]);
    const other = await newOrder(t, customer, [{ product: tilapia, quantity: 1 }]);

    await t.database.db.update(products).set({ priceCents: 12_000 }).where(eq(products.id, ugali));
    await t.database.db.update(products).set({ soldOut: true, soldOutUntil: null }).where(eq(products.id, chapati));
    await t.database.db.update(partners).set({ pausedUntil: new Date(Date.now() + 2 * 60 * 60 * 1000) }).where(eq(partners.id, lakeside.id));
    try {
      const res = await get(`/api/orders/${order._id}/reorder`, customer);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        orderId: order.orderId,
        lines: [{ productId: ugali, name: 'Ugali', quantity: 2, price: 120, product: expect.objectContaining({ _id: ugali, price: 120, unit: expect.any(String), shop: expect.objectContaining({ _id: shop.id }) }), shop: { _id: shop.id, shopName: expect.any(String) } }],
        changes: expect.arrayContaining([
          { kind: 'priceChanged', name: 'Ugali', from: 100, to: 120 },
          { kind: 'soldOut', name: 'Chapati' },
        ]),
      });
      expect(res.json().changes).toHaveLength(2);
      const closed = (await get(`/api/orders/${other.orderId}/reorder`, customer)).json();
      expect(closed.lines).toEqual([]);
      expect(closed.changes).toEqual([{ kind: 'shopClosed', name: 'Tilapia', shopName: expect.any(String) }]);

      expect((await get(`/api/orders/${order._id}/reorder`, stranger)).statusCode).toBe(403);
      expect((await get(`/api/orders/${order._id}/reorder`, rider)).statusCode).toBe(403);
      expect((await get('/api/orders/ffffffffffffffffffffffff/reorder', customer)).statusCode).toBe(404);
    } finally {
      await t.database.db.update(products).set({ priceCents: 10_000 }).where(eq(products.id, ugali));
      await t.database.db.update(products).set({ soldOut: false }).where(eq(products.id, chapati));
      await t.database.db.update(partners).set({ pausedUntil: null }).where(eq(partners.id, lakeside.id));
    }
  });
});
