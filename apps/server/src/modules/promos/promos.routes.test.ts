import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kenyaDayOf } from '@sokoni/domain/kenya-day';
import { ledgerEntries, promoCodes } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { signupAdmin, signupCustomer, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { insertProducts } from '../../../test/helpers/products.ts';
import { NAIROBI_CUSTOMER, inventoryOf, orderCount, orderPayload, type Line } from '../../../test/helpers/orders.ts';
import { approvedDriver, assign, makeReady, markDelivered, setSubStatus, subOf, type PlacedOrder } from '../../../test/helpers/lifecycle.ts';

let t: TestApp;
let admin: Created;
let regular: Created;
let shop: Created;
let otherShop: Created;
let rider: Created;
let ugali: string;
let soda: string;
let codes = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signupAdmin(t);
  regular = await signupCustomer(t);
  shop = await signupPartner(t, { town: 'Nairobi', location: '-1.2833,36.8167' });
  otherShop = await signupPartner(t, { town: 'Nairobi', location: '-1.2840,36.8170' });
  rider = await approvedDriver(t);
  [ugali] = (await insertProducts(t, shop.id, [{ name: 'Ugali', price: 333.35, inventory: 1000 }])) as [string];
  [soda] = (await insertProducts(t, otherShop.id, [{ name: 'Soda', price: 80, inventory: 1000 }])) as [string];
});
afterAll(async () => {
  await t?.close();
});

/** A new code for each test, so tests do not share uses. */
async function createPromo(body: Record<string, unknown> = {}) {
  const code = `test${++codes}x`;
  const res = await t.call({ method: 'POST', url: '/api/admin/promos', token: admin.token, payload: { code, kind: 'percent', value: 10, fundedBy: 'platform', ...body } });
  if (res.statusCode !== 201) throw new Error(`promo failed: ${res.body}`);
  return res.json() as { _id: string; code: string; usedCount: number; state: string };
}

async function place(customer: Created, items: Line[], promoCode?: string) {
  const payload = { ...(await orderPayload(t, customer, items)), promoCode };
  return t.call({ method: 'POST', url: '/api/orders/place', token: customer.token, payload });
}

function quoteWith(items: Line[], promoCode: string, token?: string) {
  return t.call({ method: 'POST', url: '/api/delivery/quote', token, payload: { items, delivery: { ...NAIROBI_CUSTOMER, option: 'platform' }, promoCode } });
}

const reasonOf = (res: { statusCode: number; json: () => { promo?: { reason: string } } }) => (res.statusCode === 409 ? res.json().promo?.reason : `status ${res.statusCode}`);
const usedCountOf = async (id: string) => (await t.database.db.select({ n: promoCodes.usedCount }).from(promoCodes).where(eq(promoCodes.id, id)))[0]!.n;

describe('the admin creates and pauses codes', () => {
  it('creates a code in upper case, and refuses the same code in other letters', async () => {
    const res = await t.call({ method: 'POST', url: '/api/admin/promos', token: admin.token, payload: { code: 'Karibu2026', kind: 'fixed', value: 150, minOrder: 500, totalUses: 100, perCustomer: true, fundedBy: 'platform' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ code: 'KARIBU2026', kind: 'fixed', value: 150, minOrder: 500, totalUses: 100, perCustomer: true, firstOrderOnly: false, usedCount: 0, state: 'active', shop: null });
    const again = await t.call({ method: 'POST', url: '/api/admin/promos', token: admin.token, payload: { code: 'karibu2026', kind: 'percent', value: 5, fundedBy: 'platform' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The code KARIBU2026 already exists.');
  });

  it('refuses a shop-funded code without its shop, a percentage above 100, and an end before the start', async () => {
    const bad = (payload: Record<string, unknown>) => t.call({ method: 'POST', url: '/api/admin/promos', token: admin.token, payload: { code: 'BADCODE', kind: 'percent', value: 10, fundedBy: 'platform', ...payload } });
    expect((await bad({ fundedBy: 'shop' })).json().message).toContain('must name that shop');
    expect((await bad({ value: 120 })).statusCode).toBe(400);
    expect((await bad({ validFrom: '2026-12-02T00:00:00+03:00', validTo: '2026-12-01T00:00:00+03:00' })).json().message).toContain('validTo must be after validFrom');
  });

  it('lists codes newest first, pauses and resumes one (audited)', async () => {
    const promo = await createPromo();
    const paused = await t.call({ method: 'POST', url: `/api/admin/promos/${promo._id}/pause`, token: admin.token });
    expect(paused.json()).toMatchObject({ paused: true, state: 'paused' });
    expect(reasonOf(await quoteWith([{ product: ugali, quantity: 1 }], promo.code))).toBe('paused');
    const list = await t.call({ method: 'GET', url: '/api/admin/promos', token: admin.token });
    expect(list.json().promos[0]).toMatchObject({ code: promo.code.toUpperCase(), paused: true });
    const resumed = await t.call({ method: 'POST', url: `/api/admin/promos/${promo._id}/resume`, token: admin.token });
    expect(resumed.json()).toMatchObject({ paused: false, state: 'active' });
    expect((await quoteWith([{ product: ugali, quantity: 1 }], promo.code)).statusCode).toBe(200);
    const audit = await t.call({ method: 'GET', url: '/api/admin/audit', token: admin.token });
    expect(audit.json().items.map((e: { action: string }) => e.action)).toEqual(expect.arrayContaining(['promo.create', 'promo.pause', 'promo.resume']));
  });
});

describe('the quote and the placement', () => {
  it('take the discount off the items, rounded once to the cent; the order answer carries it', async () => {
    const promo = await createPromo({ value: 12.5 });
    const items = [{ product: ugali, quantity: 3 }]; // 1,000.05
    const q = await quoteWith(items, promo.code.toLowerCase());
    expect(q.json().promo).toEqual({ code: promo.code, discount: 125.01 }); // 125.00625
    const res = await place(regular, items, ` ${promo.code.toLowerCase()} `);
    expect(res.statusCode).toBe(201);
    expect(res.json().order).toMatchObject({ total: 1000.05, discount: 125.01, promoCode: promo.code });
    const read = await t.call({ method: 'GET', url: `/api/orders/${res.json()._id}`, token: regular.token });
    expect(read.json()).toMatchObject({ discount: 125.01, promoCode: promo.code });
  });

  it('a quote and an order without a code are as before', async () => {
    const res = await place(regular, [{ product: ugali, quantity: 1 }]);
    expect(res.json().order).toMatchObject({ discount: 0, promoCode: null });
  });

  it("a shop's code counts that shop's items only", async () => {
    const promo = await createPromo({ value: 10, partnerId: otherShop.id, fundedBy: 'shop' });
    const q = await quoteWith([{ product: ugali, quantity: 1 }, { product: soda, quantity: 2 }], promo.code);
    expect(q.json().promo).toEqual({ code: promo.code, discount: 16 });
  });

  it('caps the discount at maxDiscount', async () => {
    const promo = await createPromo({ value: 50, maxDiscount: 200 });
    expect((await quoteWith([{ product: ugali, quantity: 3 }], promo.code)).json().promo.discount).toBe(200);
  });
});

describe('a code that does not apply is a 409 saying why', () => {
  // Read when each test runs: the products exist only after beforeAll.
  let cart: Line[];
  beforeAll(() => {
    cart = [{ product: ugali, quantity: 1 }];
  });
  it('unknown', async () => {
    const res = await quoteWith(cart, 'NOSUCHCODE');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'There is no such promo code. Check the spelling and try again.', promo: { reason: 'unknown' } });
  });
  it('not started', async () => {
    const promo = await createPromo({ validFrom: new Date(Date.now() + 86_400_000).toISOString() });
    const res = await place(regular, cart, promo.code);
    expect(reasonOf(res)).toBe('not-started');
    expect(res.json().error).toContain('starts on');
  });
  it('expired', async () => {
    const promo = await createPromo({ validFrom: '2025-01-01T00:00:00+03:00', validTo: '2025-02-01T00:00:00+03:00' });
    expect(reasonOf(await place(regular, cart, promo.code))).toBe('expired');
  });
  it('minimum not met', async () => {
    const promo = await createPromo({ minOrder: 1000 });
    const res = await place(regular, cart, promo.code);
    expect(reasonOf(res)).toBe('minimum-not-met');
    expect(res.json().message).toContain('Ksh 1,000.00');
  });
  it('other shop', async () => {
    const promo = await createPromo({ partnerId: otherShop.id, fundedBy: 'shop' });
    expect(reasonOf(await place(regular, cart, promo.code))).toBe('other-shop');
  });
  it('paused', async () => {
    const promo = await createPromo();
    await t.call({ method: 'POST', url: `/api/admin/promos/${promo._id}/pause`, token: admin.token });
    expect(reasonOf(await place(regular, cart, promo.code))).toBe('paused');
  });
  it('used up', async () => {
    const promo = await createPromo({ totalUses: 1 });
    expect((await place(regular, cart, promo.code)).statusCode).toBe(201);
    expect(reasonOf(await place(await signupCustomer(t), cart, promo.code))).toBe('used-up');
  });
  it('already used by you (one use per customer), while others may still use it', async () => {
    const promo = await createPromo({ perCustomer: true });
    const me = await signupCustomer(t);
    expect((await place(me, cart, promo.code)).statusCode).toBe(201);
    expect(reasonOf(await place(me, cart, promo.code))).toBe('already-used');
    expect(reasonOf(await quoteWith(cart, promo.code, me.token))).toBe('already-used');
    expect((await place(regular, cart, promo.code)).statusCode).toBe(201);
  });
  it('first order only: a new customer gets it once, a customer with an order never', async () => {
    const promo = await createPromo({ firstOrderOnly: true });
    const newcomer = await signupCustomer(t);
    expect((await quoteWith(cart, promo.code, newcomer.token)).statusCode).toBe(200);
    expect((await place(newcomer, cart, promo.code)).statusCode).toBe(201);
    expect(reasonOf(await place(newcomer, cart, promo.code))).toBe('first-order-only');
    expect(reasonOf(await place(regular, cart, promo.code))).toBe('first-order-only');
  });
});

describe('uses are counted atomically', () => {
  it('two customers racing for the last use: one gets it', async () => {
    const promo = await createPromo({ totalUses: 1 });
    const [a, b] = await Promise.all([signupCustomer(t), signupCustomer(t)]);
    const cart = [{ product: ugali, quantity: 1 }];
    const payloads = await Promise.all([a, b].map(async (c) => ({ ...(await orderPayload(t, c, cart)), promoCode: promo.code })));
    const [ordersBefore, stockBefore] = [await orderCount(t), await inventoryOf(t, ugali)];
    const results = await Promise.all([a, b].map((c, i) => t.call({ method: 'POST', url: '/api/orders/place', token: c.token, payload: payloads[i] })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    // The loser's order was refused inside its transaction: no order and no stock of it are kept.
    expect(await orderCount(t)).toBe(ordersBefore + 1);
    expect(await inventoryOf(t, ugali)).toBe(stockBefore - 1);
    expect(reasonOf(results.find((r) => r.statusCode === 409)!)).toBe('used-up');
    expect(await usedCountOf(promo._id)).toBe(1);
  });

  it('one customer placing two orders at once with two first-order codes gets one of them', async () => {
    const [first, second] = await Promise.all([createPromo({ firstOrderOnly: true }), createPromo({ firstOrderOnly: true })]);
    const me = await signupCustomer(t);
    const cart = [{ product: ugali, quantity: 1 }];
    const payloads = await Promise.all([first, second].map(async (promo) => ({ ...(await orderPayload(t, me, cart)), promoCode: promo.code })));
    const results = await Promise.all(payloads.map((payload) => t.call({ method: 'POST', url: '/api/orders/place', token: me.token, payload })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(reasonOf(results.find((r) => r.statusCode === 409)!)).toBe('first-order-only');
  });

  it('gives the use back when the order is cancelled before any shop prepared it, and not after', async () => {
    const promo = await createPromo({ totalUses: 1, perCustomer: true });
    const me = await signupCustomer(t);
    const first = await place(me, [{ product: ugali, quantity: 1 }], promo.code);
    expect((await t.call({ method: 'POST', url: `/api/orders/${first.json()._id}/cancel`, token: me.token })).statusCode).toBe(200);
    expect(await usedCountOf(promo._id)).toBe(0);
    const second = await place(me, [{ product: ugali, quantity: 1 }], promo.code);
    expect(second.statusCode).toBe(201);
    const order = second.json().order as PlacedOrder;
    await setSubStatus(t, shop, subOf(order, shop), 'OrderReceived');
    await setSubStatus(t, shop, subOf(order, shop), 'Preparing');
    await t.call({ method: 'POST', url: `/api/admin/orders/${order._id}/cancel`, token: admin.token, payload: { reason: 'Shop ran out of flour' } });
    expect(await usedCountOf(promo._id)).toBe(1);
    const uses = await t.call({ method: 'GET', url: `/api/admin/promos/${promo._id}/uses`, token: admin.token });
    expect(uses.json().uses.map((u: { released: boolean }) => u.released)).toEqual([false, true]);
  });
});

describe('who pays for the discount', () => {
  const today = () => kenyaDayOf(new Date());
  async function deliver(order: PlacedOrder) {
    await makeReady(t, order, [shop]);
    expect((await assign(t, rider, order._id, 'accept')).statusCode).toBe(200);
    expect((await setSubStatus(t, rider, subOf(order, shop), 'OutForDelivery')).statusCode).toBe(200);
    expect((await markDelivered(t, rider, order._id)).statusCode).toBe(200);
  }
  const balance = async (kind: string, owner: string | null) => {
    const [row] = await t.database.db
      .select({ n: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.accountKind, kind), owner ? eq(ledgerEntries.accountOwnerId, owner) : isNull(ledgerEntries.accountOwnerId)));
    return Number(row!.n);
  };

  it("a shop-funded code comes out of the shop's earnings, on its own statement line; the rider collects the discounted total", async () => {
    const promo = await createPromo({ kind: 'fixed', value: 100, partnerId: shop.id, fundedBy: 'shop' });
    const cashBefore = await balance('riderCash', rider.id);
    const res = await place(regular, [{ product: ugali, quantity: 3 }], promo.code); // 1,000.05
    const order = res.json().order as PlacedOrder;
    await deliver(order);
    expect(await balance('riderCash', rider.id)).toBe(cashBefore - (100_005 + order.delivery.fee * 100 - 10_000));
    const statement = (await t.call({ method: 'GET', url: `/api/partner/statement?from=${today()}&to=${today()}`, token: shop.token })).json();
    const lines = statement.lines.filter((l: { orderId: string }) => l.orderId === order.orderId);
    // Both are posted in the delivery's transaction (same time): their order on the statement is not fixed.
    expect(lines).toHaveLength(2);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ what: 'Order delivered', gross: 1000.05 }),
        expect.objectContaining({ what: `Promo discount: ${promo.code}, funded by the shop`, net: -100 }),
      ]),
    );
  });

  it('a platform-funded code is Sokoni’s promotion expense and leaves the shop’s earnings whole', async () => {
    const promo = await createPromo({ kind: 'fixed', value: 100 });
    const promotionsBefore = await balance('promotions', null);
    const order = (await place(regular, [{ product: ugali, quantity: 3 }], promo.code)).json().order as PlacedOrder;
    await deliver(order);
    expect(await balance('promotions', null)).toBe(promotionsBefore - 10_000);
    const statement = (await t.call({ method: 'GET', url: `/api/partner/statement?from=${today()}&to=${today()}`, token: shop.token })).json();
    const lines = statement.lines.filter((l: { orderId: string }) => l.orderId === order.orderId);
    expect(lines).toEqual([expect.objectContaining({ what: 'Order delivered', gross: 1000.05 })]);
    expect(await balance('orderFunds', null)).toBe(0);
  });
});
