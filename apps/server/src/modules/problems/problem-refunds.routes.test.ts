import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, mailOutbox, orders, smsOutbox } from '../../db/schema/index.ts';
import { signupAdmin, signupCustomer, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { auditRowsFor } from '../../../test/helpers/audit.ts';
import { runJobsNow } from '../../../test/helpers/due-jobs.ts';
import { startFakeDaraja, type FakeDaraja } from '../../../test/helpers/fake-daraja.ts';
import { approvedDriver, assign, makeReady, markDelivered, newOrder, setSubStatus, subOf, type PlacedOrder } from '../../../test/helpers/lifecycle.ts';
import { b2cResult, lastPayout, lastPush, mpesaTestApp, placeMpesaOrder, runPaymentJobs, stkCallback } from '../../../test/helpers/mpesa.ts';
import type { Line } from '../../../test/helpers/orders.ts';
import { insertProducts } from '../../../test/helpers/products.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
let fake: FakeDaraja;
let admin: Created;
let customer: Created;
let pilauShop: Created;
let sodaShop: Created;
let pilau: string;
let soda: string;
let receipts = 0;

beforeAll(async () => {
  fake = await startFakeDaraja();
  t = await mpesaTestApp(fake);
  admin = await signupAdmin(t);
  customer = await signupCustomer(t, { phoneNumber: '0712 345 600' });
  pilauShop = await signupPartner(t, { businessName: 'Mama Pilau', town: 'Nairobi', location: '-1.2833,36.8167' });
  sodaShop = await signupPartner(t, { businessName: 'Soda Corner', town: 'Nairobi', location: '-1.2840,36.8170' });
  [pilau] = (await insertProducts(t, pilauShop.id, [{ name: 'Pilau', price: 350, inventory: 1000 }])) as [string];
  [soda] = (await insertProducts(t, sodaShop.id, [{ name: 'Soda', price: 60.5, inventory: 1000 }])) as [string];
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

interface OrderItem {
  _id: string;
  product: { name: string };
}
const itemOf = (items: OrderItem[], name: string) => items.find((i) => i.product.name === name)!._id;
const orderOf = async (id: string) => (await t.call({ method: 'GET', url: `/api/orders/${id}`, token: customer.token })).json();

/** Sum of an account's entries, in cents. */
async function balance(kind: string, ownerId: string | null): Promise<number> {
  const [row] = await t.database.db
    .select({ cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountKind, kind), ownerId === null ? isNull(ledgerEntries.accountOwnerId) : eq(ledgerEntries.accountOwnerId, ownerId)));
  return Number(row!.cents);
}

/** Both shops prepare, a rider takes the order to the door. */
async function deliver(order: PlacedOrder) {
  const driver = await approvedDriver(t);
  const shops = [pilauShop, sodaShop].filter((s) => order.subOrders.some((sub) => sub.shop._id === s.id));
  await makeReady(t, order, shops);
  expect((await assign(t, driver, order._id, 'accept')).statusCode).toBe(200);
  for (const shop of shops) await setSubStatus(t, driver, subOf(order, shop), 'OutForDelivery');
  const res = await markDelivered(t, driver, order._id);
  expect(res.statusCode, res.body).toBe(200);
  return driver;
}

async function deliveredCashOrder(lines: Line[]) {
  const order = await newOrder(t, customer, lines);
  const driver = await deliver(order);
  return { order, driver, items: (await orderOf(order._id)).items as OrderItem[] };
}

async function deliveredMpesaOrder(lines: Line[]) {
  const res = await placeMpesaOrder(t, customer, lines, { mpesaPhone: '0711 000 600' });
  expect(res.statusCode, res.body).toBe(201);
  const push = lastPush(fake);
  fake.queryAnswers.set(push.checkoutRequestId, { code: 0, desc: 'The service request is processed successfully.' });
  receipts += 1;
  await t.call({ method: 'POST', url: push.path, payload: stkCallback(push, { code: 0, receipt: `SKP${String(receipts).padStart(7, '0')}` }) as object });
  await runPaymentJobs(t);
  const order = (await orderOf(res.json().order._id)) as PlacedOrder & { paymentStatus: string };
  expect(order.paymentStatus).toBe('Paid');
  const driver = await deliver(order);
  return { order, driver, paid: push.amount, items: (await orderOf(order._id)).items as OrderItem[] };
}

const report = (orderId: string, payload: Record<string, unknown>) => t.call({ method: 'POST', url: `/api/orders/${orderId}/problems`, token: customer.token, payload });
const resolve = (id: string, payload: Record<string, unknown>, token = admin.token) => t.call({ method: 'POST', url: `/api/admin/problems/${id}/resolve`, token, payload });
const creditBalance = async () => (await t.call({ method: 'GET', url: '/api/user/me', token: customer.token })).json().creditBalance as number;

describe('refund and credit decisions', () => {
  it('gives a cash order’s missing items back as Sokoni credit, taken from the shop, and tells the customer', async () => {
    const { order, items } = await deliveredCashOrder([
      { product: pilau, quantity: 1 },
      { product: soda, quantity: 3 },
    ]);
    const made = await report(order._id, { kind: 'missing_item', lines: [{ item: itemOf(items, 'Soda'), quantity: 2 }] });
    const id = made.json().problem._id as string;
    const shopBefore = await balance('shop', sodaShop.id);
    const creditBefore = await creditBalance();

    expect((await resolve(id, { outcome: 'refund' }, customer.token)).statusCode).toBe(403);
    expect((await resolve(id, { outcome: 'refund' }, sodaShop.token)).statusCode).toBe(403);
    const decided = await resolve(id, { outcome: 'refund' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().problem).toMatchObject({ status: 'resolved', outcome: 'refund', settlement: { mpesa: 0, credit: 121, itemsPaidBy: 'shop', deliveryFee: 0 } });
    expect(await creditBalance()).toBe(creditBefore + 121);
    expect(await balance('shop', sodaShop.id)).toBe(shopBefore - 12_100);

    const audit = await auditRowsFor(t, id);
    expect(audit[0]).toMatchObject({ action: 'problem.refund', adminId: admin.id, details: expect.objectContaining({ credit: 121, mpesa: 0 }) });
    await runJobsNow(t, 'problems.tell-customer');
    const texts = await t.database.db.select().from(smsOutbox).where(and(eq(smsOutbox.kind, 'problem_refund'), eq(smsOutbox.ref, id)));
    expect(texts).toEqual([expect.objectContaining({ text: expect.stringContaining('Ksh 121.00 as Sokoni credit') })]);
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, `Your problem with order ${order.orderId}`));
    expect(mails.at(-1)?.text).toContain('added to your Sokoni credit');
  });

  it('never pays back more than was paid for the items, less what earlier decisions gave back', async () => {
    const { order, items } = await deliveredCashOrder([{ product: soda, quantity: 3 }]);
    const sodaItem = itemOf(items, 'Soda');
    const first = (await report(order._id, { kind: 'missing_item', lines: [{ item: sodaItem, quantity: 2 }] })).json().problem._id as string;

    const tooMany = await resolve(first, { outcome: 'credit', lines: [{ item: sodaItem, quantity: 4 }] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/Only 3 × Soda can still be paid back/);
    expect((await resolve(first, { outcome: 'credit', includeDeliveryFee: true })).statusCode).toBe(200);
    // Once the first report is decided, the same item may be reported again.
    const second = (await report(order._id, { kind: 'damaged', lines: [{ item: sodaItem, quantity: 2 }] })).json().problem._id as string;

    // Two of three sodas and the fee went back already: a second report gets at most one soda, never the fee again.
    const again = await resolve(second, { outcome: 'credit', lines: [{ item: sodaItem, quantity: 2 }] });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/Only 1 × Soda/);
    const feeTwice = await resolve(second, { outcome: 'credit', lines: [{ item: sodaItem, quantity: 1 }], includeDeliveryFee: true });
    expect(feeTwice.json().message).toMatch(/delivery fee has been paid back already/);
    const rest = await resolve(second, { outcome: 'credit', lines: [{ item: sodaItem, quantity: 1 }] });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().problem.settlement.credit).toBe(60.5);
    expect((await resolve(second, { outcome: 'credit' })).statusCode).toBe(409);
  });

  it('refunds an M-Pesa order’s items to the paying phone, the fee from the rider when the admin says so', async () => {
    const { order, driver, paid, items } = await deliveredMpesaOrder([
      { product: pilau, quantity: 2 },
      { product: soda, quantity: 1 },
    ]);
    const fee = order.delivery.fee;
    const id = (await report(order._id, { kind: 'wrong_item', lines: [{ item: itemOf(items, 'Pilau'), quantity: 1 }] })).json().problem._id as string;
    const riderBefore = await balance('rider', driver.id);
    const shopBefore = await balance('shop', pilauShop.id);
    const decided = await resolve(id, { outcome: 'refund', includeDeliveryFee: true, feePaidBy: 'rider' });
    expect(decided.statusCode, decided.body).toBe(200);
    const wanted = 350 + fee;
    const { settlement } = decided.json().problem;
    expect(settlement.mpesa).toBe(Math.floor(wanted));
    expect(settlement.mpesa + settlement.credit).toBeCloseTo(wanted, 2);
    expect(settlement.mpesa).toBeLessThanOrEqual(paid);
    expect(await balance('shop', pilauShop.id)).toBe(shopBefore - 35_000);
    expect(await balance('rider', driver.id)).toBe(riderBefore - Math.round(fee * 100));

    await runPaymentJobs(t, ['payments.mpesa-refund']);
    const payout = lastPayout(fake);
    expect(payout).toMatchObject({ amount: settlement.mpesa, phone: '254711000600' });
    await t.call({ method: 'POST', url: payout.path, payload: b2cResult(payout, { code: 0, transactionId: 'RKP0000001' }) as object });
    expect((await orderOf(order._id)).paymentStatus).toBe('Paid');
  });

  it('gives credit instead when the customer asked for it, and refuses a rider paying for a shop’s own delivery', async () => {
    const { order, items } = await deliveredMpesaOrder([{ product: soda, quantity: 2 }]);
    const id = (await report(order._id, { kind: 'damaged', lines: [{ item: itemOf(items, 'Soda'), quantity: 2 }], refundAs: 'credit' })).json().problem._id as string;
    const payoutsBefore = fake.payouts.length;
    const decided = await resolve(id, { outcome: 'refund', itemsPaidBy: 'platform' });
    expect(decided.json().problem).toMatchObject({ refundAs: 'credit', settlement: { mpesa: 0, credit: 121, itemsPaidBy: 'platform' } });
    await runPaymentJobs(t, ['payments.mpesa-refund']);
    expect(fake.payouts.length).toBe(payoutsBefore);

    // As if the shop had delivered it itself: no Sokoni rider to pay for the fee.
    const { order: own, items: ownItems } = await deliveredCashOrder([{ product: soda, quantity: 1 }]);
    await t.database.db.update(orders).set({ deliveryOption: 'own' }).where(eq(orders.id, own._id));
    const ownId = (await report(own._id, { kind: 'missing_item', lines: [{ item: itemOf(ownItems, 'Soda'), quantity: 1 }] })).json().problem._id as string;
    const riderPays = await resolve(ownId, { outcome: 'credit', includeDeliveryFee: true, feePaidBy: 'rider' });
    expect(riderPays.statusCode).toBe(400);
    expect(riderPays.json().message).toMatch(/No Sokoni rider delivered this order/);
  });
});
