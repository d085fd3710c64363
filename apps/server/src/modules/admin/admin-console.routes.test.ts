import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_MARQUEE_MESSAGES } from '@sokoni/domain/contracts/promotions';
import { kenyaDayOf } from '@sokoni/domain/kenya-day';
import { orders } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { signupAdmin, signupCustomer, signupDriver, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { insertProducts } from '../../../test/helpers/products.ts';
import { newOrder, type PlacedOrder } from '../../../test/helpers/lifecycle.ts';
import { auditRowsFor } from '../../../test/helpers/audit.ts';

let t: TestApp;
let admin: Created;
let customer: Created;
let shop: Created;
let driver: Created;
let placed: PlacedOrder[];

const get = (url: string, token = admin.token, query: Record<string, string> = {}) => t.call({ method: 'GET', url, token, query });
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  [admin, customer, shop, driver] = await Promise.all([signupAdmin(t), signupCustomer(t), signupPartner(t), signupDriver(t)]);
  const [fries] = await insertProducts(t, shop.id, [{ name: 'Fries', price: 150, inventory: 50 }]);
  placed = [];
  for (const quantity of [1, 2, 3, 4]) placed.push(await newOrder(t, customer, [{ product: fries!, quantity }]));
  // One order from twelve days ago, one from forty days ago (outside every window), one cancelled today.
  await t.database.db.update(orders).set({ createdAt: new Date(Date.now() - 12 * DAY) }).where(eq(orders.id, placed[0]!._id));
  await t.database.db.update(orders).set({ createdAt: new Date(Date.now() - 40 * DAY) }).where(eq(orders.id, placed[1]!._id));
  // Today's order had Ksh 50 off with a promo code: customers paid that much less.
  await t.database.db.update(orders).set({ discountCents: 5000 }).where(eq(orders.id, placed[2]!._id));
  expect((await t.call({ method: 'POST', url: `/api/admin/orders/${placed[3]!._id}/cancel`, token: admin.token, payload: { reason: 'Duplicate order' } })).statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/admin/overview', () => {
  it('counts orders by window, adds up money without cancelled orders, and draws a zero-filled Nairobi daily series', async () => {
    const res = await get('/api/admin/overview');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const today = kenyaDayOf(new Date());
    expect(body.today).toBe(today);
    expect(body.orders).toEqual({ today: 2, last7Days: 2, last30Days: 3 });

    const counted = [placed[0]!, placed[2]!];
    const items = counted.reduce((sum, o) => sum + 150 * (o === placed[0] ? 1 : 3), 0);
    const fees = counted.reduce((sum, o) => sum + o.delivery.fee, 0);
    const payouts = counted.reduce((sum, o) => sum + Math.round(o.delivery.fee * 80) / 100, 0);
    expect(body.money).toEqual({
      grossOrderValue: items + fees - 50,
      itemsValue: items,
      deliveryFees: fees,
      discounts: 50,
      driverPayouts: payouts,
      platformShare: Math.round((fees - payouts) * 100) / 100,
    });

    expect(body.daily).toHaveLength(30);
    expect(body.daily.at(-1)).toEqual({ date: today, orders: 2, value: 450 + placed[2]!.delivery.fee - 50 });
    expect(body.daily.filter((d: { orders: number }) => d.orders > 0)).toHaveLength(2);
    expect(body.ordersByStatus).toEqual([
      { status: 'Pending', count: 2 },
      { status: 'Cancelled', count: 1 },
    ]);
    expect(body.accounts.partners).toEqual({ total: 1, active: 1, suspended: 0, unverified: 1 });
    expect(body.accounts.drivers).toMatchObject({ total: 1, active: 0, pending: 1 });
    expect(body.accounts.customers).toEqual({ total: 1, active: 1, suspended: 0 });
  });

  it('takes a window of 1 to 365 days', async () => {
    const week = (await get('/api/admin/overview', admin.token, { days: '7' })).json();
    expect(week.daily).toHaveLength(7);
    expect(week.ordersByStatus.reduce((n: number, s: { count: number }) => n + s.count, 0)).toBe(2);
    for (const days of ['0', '366', 'week']) expect((await get('/api/admin/overview', admin.token, { days })).statusCode).toBe(400);
  });

  it('is for the admin only', async () => {
    expect((await t.call({ method: 'GET', url: '/api/admin/overview' })).statusCode).toBe(401);
    for (const who of [customer, shop, driver]) expect((await get('/api/admin/overview', who.token)).statusCode).toBe(403);
  });
});

describe('contact messages', () => {
  it('lists the inbox, marks a message handled once, and records it', async () => {
    const sent = await t.call({ method: 'POST', url: '/api/send-email', payload: { email: 'visitor@example.com', message: 'Do you deliver to Naivasha?' } });
    expect(sent.statusCode, sent.body).toBe(200);
    const open = await get('/api/admin/messages', admin.token, { handled: 'false' });
    expect(open.statusCode, open.body).toBe(200);
    const [message] = open.json().items;
    expect(message).toMatchObject({ email: 'visitor@example.com', message: 'Do you deliver to Naivasha?', handled: false });

    const mark = await t.call({ method: 'POST', url: `/api/admin/messages/${message._id}/handled`, token: admin.token });
    expect(mark.statusCode, mark.body).toBe(200);
    expect(mark.json().contactMessage).toMatchObject({ _id: message._id, handled: true });
    expect((await get('/api/admin/messages', admin.token, { handled: 'false' })).json().items).toEqual([]);
    expect((await get('/api/admin/messages', admin.token, { handled: 'true' })).json().items).toHaveLength(1);
    expect((await t.call({ method: 'POST', url: `/api/admin/messages/${message._id}/handled`, token: admin.token })).statusCode).toBe(409);
    expect((await t.call({ method: 'POST', url: `/api/admin/messages/${'e'.repeat(24)}/handled`, token: admin.token })).statusCode).toBe(404);
    expect((await t.call({ method: 'POST', url: `/api/admin/messages/${message._id}/handled`, token: shop.token })).statusCode).toBe(403);
    expect((await auditRowsFor(t, message._id))[0]).toMatchObject({ action: 'message.handled', adminId: admin.id });
  });
});

describe('promotions', () => {
  it('answers the defaults until the admin saves messages, then the saved ones to everyone', async () => {
    const before = await t.call({ method: 'GET', url: '/api/promotions' });
    expect(before.statusCode).toBe(200);
    expect(before.json().marquee).toEqual([...DEFAULT_MARQUEE_MESSAGES]);
    expect(before.json().banner.length).toBeGreaterThan(0);
    expect(before.json().updatedAt).toBeNull();

    const value = { banner: ['Free delivery this weekend in Nakuru'], marquee: ['Fresh bread daily', 'Pay on delivery', '  Trimmed text  '] };
    const res = await t.call({ method: 'PUT', url: '/api/admin/promotions', token: admin.token, payload: value });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await t.call({ method: 'GET', url: '/api/promotions' })).json();
    expect(after).toMatchObject({ banner: value.banner, marquee: ['Fresh bread daily', 'Pay on delivery', 'Trimmed text'] });
    expect(after.updatedAt).toEqual(expect.any(String));
    expect((await auditRowsFor(t, 'promotions'))[0]).toMatchObject({ action: 'promotions.update', details: { banner: value.banner } });
  });

  it('refuses empty lists, more than 10 messages, long or blank messages, and anyone but the admin', async () => {
    const ok = ['One'];
    for (const payload of [
      { banner: [], marquee: ok },
      { banner: ok, marquee: Array.from({ length: 11 }, (_, i) => `Message ${i}`) },
      { banner: ['x'.repeat(141)], marquee: ok },
      { banner: ['   '], marquee: ok },
      { banner: ok },
      { banner: ok, marquee: [42] },
    ]) {
      const res = await t.call({ method: 'PUT', url: '/api/admin/promotions', token: admin.token, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(/banner|marquee/);
    }
    const valid = { banner: ok, marquee: ok };
    expect((await t.call({ method: 'PUT', url: '/api/admin/promotions', payload: valid })).statusCode).toBe(401);
    for (const who of [customer, shop, driver]) expect((await t.call({ method: 'PUT', url: '/api/admin/promotions', token: who.token, payload: valid })).statusCode).toBe(403);
  });
});

describe('GET /api/admin/audit', () => {
  it('lists every admin action newest first with the admin, what, which target and why, in pages', async () => {
    const res = await get('/api/admin/audit');
    expect(res.statusCode, res.body).toBe(200);
    const actions = res.json().items.map((e: { action: string }) => e.action);
    expect(actions.at(-1)).toBe('order.cancel');
    expect(actions).toEqual(expect.arrayContaining(['promotions.update', 'message.handled']));
    expect(res.json().items.at(-1)).toMatchObject({
      admin: { _id: admin.id, name: 'Platform Admin' },
      targetType: 'order',
      targetId: placed[3]!._id,
      reason: 'Duplicate order',
    });
    const page = await get('/api/admin/audit', admin.token, { limit: '1' });
    const next = await get('/api/admin/audit', admin.token, { limit: '1', cursor: page.json().nextCursor });
    expect(next.json().items[0].action).toBe(actions[1]);
    expect((await get('/api/admin/audit', shop.token)).statusCode).toBe(403);
  });
});
