import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kenyaDayOf } from '@sokoni/domain/kenya-day';
import { centsFromShillings } from '@sokoni/domain/money';
import { orders } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { signupAdmin, signupCustomer, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { insertProducts } from '../../../test/helpers/products.ts';
import { approvedDriver, assign, makeReady, markDelivered, newOrder, setSubStatus, subOf, type PlacedOrder } from '../../../test/helpers/lifecycle.ts';

let t: TestApp;
let customer: Created;
let shop: Created;
let otherShop: Created;
let admin: Created;
let rider: Created;
let sukuma: string;
let chapati: string;

beforeAll(async () => {
  // Low limit so a rider is stopped after a few cash orders; own shop rate set below.
  t = await createTestApp({ RIDER_CASH_LIMIT: '1000' });
  customer = await signupCustomer(t);
  shop = await signupPartner(t);
  otherShop = await signupPartner(t);
  admin = await signupAdmin(t);
  rider = await approvedDriver(t);
  [sukuma, chapati] = (await insertProducts(t, shop.id, [
    { name: 'Sukuma wiki', price: 250, inventory: 1000 },
    { name: 'Chapati', price: 33.33, inventory: 1000 },
  ])) as [string, string];
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, who: Created) => t.call({ method: 'GET', url, token: who.token });
const today = () => kenyaDayOf(new Date());

async function deliverByRider(order: PlacedOrder) {
  await makeReady(t, order, [shop]);
  expect((await assign(t, rider, order._id, 'accept')).statusCode).toBe(200);
  expect((await setSubStatus(t, rider, subOf(order, shop), 'OutForDelivery')).statusCode).toBe(200);
  expect((await markDelivered(t, rider, order._id)).statusCode).toBe(200);
}

/** What the M-Pesa checkout will do when Daraja confirms a payment: mark it paid and post it, in one transaction. */
async function paidByMpesa(order: PlacedOrder, amount: number) {
  await t.database.db.transaction(async (tx) => {
    await tx.update(orders).set({ paymentMethod: 'M-Pesa', paymentStatus: 'Paid' }).where(eq(orders.id, order._id));
    await t.services.ledger.orders.orderPaidByMpesa(tx, { orderId: order._id, amountCents: centsFromShillings(amount), receipt: 'QKX1234ABC' });
  });
}

describe('statements after a mixed day', () => {
  let codOrder: PlacedOrder;
  let mpesaOrder: PlacedOrder;
  let ownOrder: PlacedOrder;
  let cancelled: PlacedOrder;

  beforeAll(async () => {
    // The store's own rate: 12.5% instead of the default 10%, set by the admin before any sale.
    const rate = await t.call({ method: 'PUT', url: `/api/admin/partners/${shop.id}/commission`, token: admin.token, payload: { commissionPercent: 12.5, reason: 'Negotiated rate for 2026' } });
    expect(rate.statusCode).toBe(200);

    codOrder = await newOrder(t, customer, [{ product: sukuma, quantity: 2 }]); // 500 items
    await deliverByRider(codOrder);

    mpesaOrder = await newOrder(t, customer, [{ product: chapati, quantity: 3 }]); // 99.99 items
    await paidByMpesa(mpesaOrder, 99.99 + mpesaOrder.delivery.fee);
    await deliverByRider(mpesaOrder);

    ownOrder = await newOrder(t, customer, [{ product: sukuma, quantity: 1 }], 'own'); // 250, the shop collects cash
    await makeReady(t, ownOrder, [shop]);
    expect((await setSubStatus(t, shop, subOf(ownOrder, shop), 'PickedUp')).statusCode).toBe(200);
    expect((await t.call({ method: 'PUT', url: `/api/orders/${ownOrder._id}/confirm-delivery`, token: customer.token })).statusCode).toBe(200);

    cancelled = await newOrder(t, customer, [{ product: sukuma, quantity: 4 }]);
    await paidByMpesa(cancelled, 1000 + cancelled.delivery.fee);
    expect((await t.call({ method: 'POST', url: `/api/admin/orders/${cancelled._id}/cancel`, token: admin.token, payload: { reason: 'Customer asked to cancel' } })).statusCode).toBe(200);
    await t.database.db.transaction((tx) => t.services.ledger.orders.refundSent(tx, { orderId: cancelled._id, amountCents: (1000 + cancelled.delivery.fee) * 100, reference: 'REF-1' }));
  });

  it("shows the store each delivered order, its commission and the cash it kept, and nothing for the cancelled one", async () => {
    const res = await get(`/api/partner/statement?from=${today()}&to=${today()}`, shop);
    expect(res.statusCode).toBe(200);
    const statement = res.json();
    const byOrder = (o: PlacedOrder) => statement.lines.filter((l: { orderId: string }) => l.orderId === o.orderId);
    expect(byOrder(codOrder)).toEqual([expect.objectContaining({ what: 'Order delivered', description: `Order delivered · ${codOrder.orderId}`, gross: 500, deduction: 62.5, net: 437.5 })]);
    // Every line a person reads names its order by number, never by a database id.
    for (const line of statement.lines as { orderId: string | null; description: string }[]) {
      expect(line.description).not.toMatch(/[0-9a-f]{24}/);
      if (line.orderId) expect(line.description).toContain(line.orderId);
    }
    // 12.5% of 99.99 is 12.49875: rounded once, to 12.50.
    expect(byOrder(mpesaOrder)).toEqual([expect.objectContaining({ gross: 99.99, deduction: 12.5, net: 87.49 })]);
    expect(byOrder(ownOrder).map((l: { net: number }) => l.net).sort()).toEqual([-250, 218.75]);
    expect(byOrder(cancelled)).toEqual([]);
    expect(statement.totals).toEqual({ earned: 743.74, paidOut: 0, balance: 493.74 });
  });

  it("shows the rider their share of each fee and the cash they collected", async () => {
    const statement = (await get(`/api/driver/statement?from=${today()}&to=${today()}`, rider)).json();
    const fee = codOrder.delivery.fee;
    const share = Math.round(fee * 80) / 100;
    expect(statement.lines).toContainEqual(expect.objectContaining({ orderId: codOrder.orderId, what: 'Delivery (your share of the fee)', gross: fee, net: share }));
    expect(statement.lines).toContainEqual(expect.objectContaining({ orderId: codOrder.orderId, what: 'Cash collected from the customer', net: -(500 + fee) }));
    expect(statement.lines.filter((l: { orderId: string }) => l.orderId === mpesaOrder.orderId)).toHaveLength(1);
    expect(statement.totals).toMatchObject({ cashHeld: 500 + fee, paidOut: 0 });
    expect(statement.totals.earned).toBeCloseTo(share + Math.round(mpesaOrder.delivery.fee * 80) / 100, 2);
  });

  it("words the rider's statement lines in Kiswahili for a Kiswahili reader", async () => {
    const res = await t.call({ method: 'GET', url: `/api/driver/statement?from=${today()}&to=${today()}`, token: rider.token, headers: { 'accept-language': 'sw' } });
    const lines = res.json().lines.filter((l: { orderId: string }) => l.orderId === codOrder.orderId);
    expect(lines.map((l: { what: string }) => l.what).sort()).toEqual(['Pesa taslimu zilizopokelewa kutoka kwa mteja', 'Usafirishaji (sehemu yako ya ada)']);
    expect(lines.map((l: { description: string }) => l.description)).toContain(`Usafirishaji (sehemu yako ya ada) · ${codOrder.orderId}`);
  });

  it('reconciles the day for the operator and lists what does not add up', async () => {
    const res = await get(`/api/admin/reconciliation?from=${today()}&to=${today()}`, admin);
    expect(res.statusCode).toBe(200);
    const [day] = res.json().days;
    const refund = 1000 + cancelled.delivery.fee;
    expect(day).toMatchObject({ date: today(), refundsOwed: refund, refundsSent: refund, payouts: 0, cashHandedOver: 0 });
    expect(day.mpesaReceived).toBeCloseTo(99.99 + mpesaOrder.delivery.fee + refund, 2);
    expect(day.ordersPaidByMpesa).toBeCloseTo(day.mpesaReceived, 2);
    expect(day.cashCollected).toBeCloseTo(500 + codOrder.delivery.fee + 250, 2);
    expect(day.riderCashOutstanding).toBeCloseTo(500 + codOrder.delivery.fee, 2);
    expect(res.json().mismatches).toEqual([]);

    // An order marked paid with no M-Pesa payment behind it is listed, not hidden.
    const odd = await newOrder(t, customer, [{ product: chapati, quantity: 1 }]);
    await t.database.db.update(orders).set({ paymentMethod: 'M-Pesa', paymentStatus: 'Paid' }).where(eq(orders.id, odd._id));
    const after = (await get(`/api/admin/reconciliation?from=${today()}&to=${today()}`, admin)).json();
    expect(after.mismatches).toEqual([{ date: today(), orderId: odd.orderId, problem: 'Marked paid, but no M-Pesa payment for it is in the ledger.' }]);
    await t.database.db.update(orders).set({ paymentMethod: 'COD', paymentStatus: 'Pending' }).where(eq(orders.id, odd._id));
  });

  it('answers a CSV download with the same lines and totals', async () => {
    const res = await get(`/api/partner/statement?from=${today()}&to=${today()}&format=csv`, shop);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('attachment');
    const rows = res.body.trim().split('\r\n');
    expect(rows[0]).toBe('date,orderId,what,gross,deduction,net');
    expect(rows).toContain(`${today()},${codOrder.orderId},Order delivered,500.00,62.50,437.50`);
    expect(rows).toContain('balance,493.74');
  });

  it('lists the balances for the admin and lets nobody else read a statement', async () => {
    const balances = (await get('/api/admin/balances', admin)).json();
    expect(balances).toContainEqual(expect.objectContaining({ accountKind: 'partner', accountId: shop.id, balance: 493.74, cashHeld: 0 }));
    expect((await get(`/api/partner/statement?partnerId=${shop.id}`, admin)).json().totals.balance).toBe(493.74);
    expect((await get(`/api/driver/statement?driverId=${rider.id}`, admin)).statusCode).toBe(200);
    expect((await get('/api/driver/statement', admin)).statusCode).toBe(400);

    expect((await get(`/api/partner/statement?partnerId=${shop.id}`, otherShop)).statusCode).toBe(403);
    expect((await get('/api/partner/statement', otherShop)).json().lines).toEqual([]);
    expect((await get(`/api/driver/statement?driverId=${rider.id}`, otherShop)).statusCode).toBe(403);
    const otherRider = await approvedDriver(t);
    expect((await get(`/api/driver/statement?driverId=${rider.id}`, otherRider)).statusCode).toBe(403);
    expect((await get('/api/partner/statement', customer)).statusCode).toBe(403);
    expect((await get('/api/admin/balances', shop)).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/partner/statement' })).statusCode).toBe(401);
  });
});

describe("a rider's cash", () => {
  it('stops new cash orders above the limit until the admin records the hand-over', async () => {
    const cash = (await get('/api/driver/cash', rider)).json();
    expect(cash.mayTakeCashOrders).toBe(true);
    expect(cash.cashHeld).toBeGreaterThan(500);

    const big = await newOrder(t, customer, [{ product: sukuma, quantity: 4 }]);
    await deliverByRider(big);
    const over = (await get('/api/driver/cash', rider)).json();
    expect(over).toMatchObject({ mayTakeCashOrders: false, limit: 1000 });
    expect(over.net).toBeCloseTo(over.earnings - over.cashHeld, 2);

    const next = await newOrder(t, customer, [{ product: sukuma, quantity: 1 }]);
    await makeReady(t, next, [shop]);
    const refused = await assign(t, rider, next._id, 'accept');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Hand the cash over');

    const tooMuch = await t.call({ method: 'POST', url: `/api/admin/drivers/${rider.id}/cash-handovers`, token: admin.token, payload: { amount: over.cashHeld + 1, reference: 'Receipt 0042' } });
    expect(tooMuch.statusCode).toBe(409);
    const handOver = await t.call({ method: 'POST', url: `/api/admin/drivers/${rider.id}/cash-handovers`, token: admin.token, payload: { amount: over.cashHeld, reference: 'Receipt 0042' } });
    expect(handOver.statusCode).toBe(201);
    expect(handOver.json()).toMatchObject({ cashHeld: 0, mayTakeCashOrders: true });
    expect((await assign(t, rider, next._id, 'accept')).statusCode).toBe(200);

    const audit = (await get('/api/admin/audit', admin)).json();
    expect(audit.items.map((e: { action: string }) => e.action)).toEqual(expect.arrayContaining(['driver.cashHandOver', 'partner.commission']));
  });

  it('lets the admin correct a balance with a reason, as a new entry', async () => {
    const before = (await get('/api/partner/statement', otherShop)).json().totals.balance;
    const res = await t.call({ method: 'POST', url: '/api/admin/ledger/adjustments', token: admin.token, payload: { accountKind: 'partner', accountId: otherShop.id, amount: 150.5, reason: 'Goodwill for a late payout' } });
    expect(res.statusCode).toBe(201);
    const statement = (await get('/api/partner/statement', otherShop)).json();
    expect(statement.totals.balance).toBe(before + 150.5);
    expect(statement.lines).toContainEqual(expect.objectContaining({ what: 'Adjustment: Goodwill for a late payout', net: 150.5, orderId: null }));
    const bad = await t.call({ method: 'POST', url: '/api/admin/ledger/adjustments', token: admin.token, payload: { accountKind: 'partner', accountId: otherShop.id, amount: 1.234, reason: 'Too precise' } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('tips', () => {
  it('lets the rider record a cash tip once, within a day of delivery, as its own line', async () => {
    const tipper = await approvedDriver(t);
    const order = await newOrder(t, customer, [{ product: chapati, quantity: 1 }]);
    await makeReady(t, order, [shop]);
    expect((await assign(t, tipper, order._id, 'accept')).statusCode).toBe(200);
    const early = await t.call({ method: 'POST', url: `/api/driver/orders/${order._id}/cash-tip`, token: tipper.token, payload: { amount: 50 } });
    expect(early.statusCode).toBe(409);
    expect((await setSubStatus(t, tipper, subOf(order, shop), 'OutForDelivery')).statusCode).toBe(200);
    expect((await markDelivered(t, tipper, order._id)).statusCode).toBe(200);

    expect((await t.call({ method: 'POST', url: `/api/driver/orders/${order._id}/cash-tip`, token: rider.token, payload: { amount: 50 } })).statusCode).toBe(403);
    const tipped = await t.call({ method: 'POST', url: `/api/driver/orders/${order.orderId}/cash-tip`, token: tipper.token, payload: { amount: 50 } });
    expect(tipped.statusCode).toBe(201);
    expect((await t.call({ method: 'POST', url: `/api/driver/orders/${order._id}/cash-tip`, token: tipper.token, payload: { amount: 20 } })).statusCode).toBe(409);

    const statement = (await get('/api/driver/statement', tipper)).json();
    expect(statement.lines).toContainEqual(expect.objectContaining({ orderId: order.orderId, what: 'Tip', gross: 50, deduction: 0, net: 50 }));
    const fee = order.delivery.fee;
    expect(statement.totals.earned).toBeCloseTo(Math.round(fee * 80) / 100 + 50, 2);

    // A day later it is too late.
    const late = await newOrder(t, customer, [{ product: chapati, quantity: 1 }]);
    await makeReady(t, late, [shop]);
    expect((await assign(t, tipper, late._id, 'accept')).statusCode).toBe(200);
    expect((await setSubStatus(t, tipper, subOf(late, shop), 'OutForDelivery')).statusCode).toBe(200);
    expect((await markDelivered(t, tipper, late._id)).statusCode).toBe(200);
    await t.database.db.update(orders).set({ deliveredAt: new Date(Date.now() - 25 * 60 * 60 * 1000) }).where(eq(orders.id, late._id));
    const tooLate = await t.call({ method: 'POST', url: `/api/driver/orders/${late._id}/cash-tip`, token: tipper.token, payload: { amount: 50 } });
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().message).toContain('up to a day');
  });

  it('gives an M-Pesa tip wholly to the rider, once per order', async () => {
    const order = await newOrder(t, customer, [{ product: chapati, quantity: 1 }]);
    const driverId = rider.id;
    const before = (await get('/api/driver/cash', rider)).json().earnings;
    await t.database.db.transaction((tx) => t.services.ledger.orders.tipPaidByMpesa(tx, { orderId: order._id, driverId, amountCents: 7550, receipt: 'QKT1' }));
    expect((await get('/api/driver/cash', rider)).json().earnings).toBeCloseTo(before + 75.5, 2);
    await expect(t.database.db.transaction((tx) => t.services.ledger.orders.tipPaidByMpesa(tx, { orderId: order._id, driverId, amountCents: 1000, receipt: 'QKT2' }))).rejects.toThrow();
  });
});
