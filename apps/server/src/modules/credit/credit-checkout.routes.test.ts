import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platform, problemSettled } from '@sokoni/domain/ledger';
import { ledgerEntries, ledgerPostings } from '../../db/schema/index.ts';
import { signupAdmin, signupCustomer, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { startFakeDaraja, type FakeDaraja } from '../../../test/helpers/fake-daraja.ts';
import { approvedDriver, assign, makeReady, markDelivered, setSubStatus, subOf, type PlacedOrder } from '../../../test/helpers/lifecycle.ts';
import { lastPush, mpesaTestApp, placeMpesaOrder, runPaymentJobs } from '../../../test/helpers/mpesa.ts';
import { NAIROBI_CUSTOMER, orderPayload, placeOrder, type Line } from '../../../test/helpers/orders.ts';
import { insertProducts } from '../../../test/helpers/products.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';
import { ledgerWrites } from '../ledger/ledger.repository.ts';

let t: TestApp;
let fake: FakeDaraja;
let shop: Created;
let chapati: string;

beforeAll(async () => {
  fake = await startFakeDaraja();
  t = await mpesaTestApp(fake);
  shop = await signupPartner(t, { businessName: 'Chapati Place', town: 'Nairobi', location: '-1.2833,36.8167' });
  [chapati] = (await insertProducts(t, shop.id, [{ name: 'Chapati', price: 100, inventory: 10_000 }])) as [string];
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** Credit as a problem decision gives it, paid by the platform (shillings). */
async function giveCredit(customer: Created, shillings: number) {
  const cents = Math.round(shillings * 100);
  await ledgerWrites(t.database.db).post(problemSettled({ payers: [{ account: platform('problemCosts'), amount: cents }], mpesaCents: 0, creditCents: cents, userId: customer.id }), { actor: { kind: 'admin', id: null }, note: 'test credit' });
}
const me = async (customer: Created) => (await t.call({ method: 'GET', url: '/api/user/me', token: customer.token })).json();
const chapatis = (quantity: number): Line[] => [{ product: chapati, quantity }];

async function balance(kind: string, ownerId: string | null): Promise<number> {
  const [row] = await t.database.db
    .select({ cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountKind, kind), ownerId === null ? isNull(ledgerEntries.accountOwnerId) : eq(ledgerEntries.accountOwnerId, ownerId)));
  return Number(row!.cents);
}

describe('Sokoni credit at checkout', () => {
  it('shows in the quote and pays part of the order; the rider collects only the rest', async () => {
    const customer = await signupCustomer(t);
    await giveCredit(customer, 150);
    expect(await me(customer)).toMatchObject({ creditBalance: 150, creditExpiresAt: expect.any(String), creditExpiringAmount: 150 });

    const quoted = await t.call({ method: 'POST', url: '/api/delivery/quote', token: customer.token, payload: { items: chapatis(3), delivery: { ...NAIROBI_CUSTOMER, option: 'platform' } } });
    const fee = quoted.json().fee as number;
    expect(quoted.json()).toMatchObject({ creditUsed: 150, toPay: 300 + fee - 150 });
    const anonymous = await t.call({ method: 'POST', url: '/api/delivery/quote', payload: { items: chapatis(3), delivery: { ...NAIROBI_CUSTOMER, option: 'platform' } } });
    expect(anonymous.json().creditUsed).toBeUndefined();

    const placed = await placeOrder(t, customer, chapatis(3));
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().order as PlacedOrder & { creditUsed: number };
    expect(order.creditUsed).toBe(150);
    expect((await me(customer)).creditBalance).toBe(0);
    expect((await t.call({ method: 'GET', url: `/api/orders/${order._id}`, token: customer.token })).json().creditUsed).toBe(150);

    const driver = await approvedDriver(t);
    await makeReady(t, order, [shop]);
    await assign(t, driver, order._id, 'accept');
    await setSubStatus(t, driver, subOf(order, shop), 'OutForDelivery');
    expect((await markDelivered(t, driver, order._id)).statusCode).toBe(200);
    expect(await balance('riderCash', driver.id)).toBe(-Math.round((300 + fee - 150) * 100));
  });

  it('with a promo code and a tip: credit pays the items less the discount and the fee, never the tip; the rider collects the rest', async () => {
    const admin = await signupAdmin(t);
    const created = await t.call({ method: 'POST', url: '/api/admin/promos', token: admin.token, payload: { code: 'CREDITTIP', kind: 'fixed', value: 100, fundedBy: 'platform' } });
    expect(created.statusCode, created.body).toBe(201);
    const customer = await signupCustomer(t, { phoneNumber: '0712 345 681' });
    await giveCredit(customer, 150);

    const delivery = { ...NAIROBI_CUSTOMER, option: 'platform' };
    const quoted = await t.call({ method: 'POST', url: '/api/delivery/quote', token: customer.token, payload: { items: chapatis(3), delivery, promoCode: 'CREDITTIP', tip: 50 } });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const fee = quoted.json().fee as number;
    const amountDue = 300 - 100 + fee + 50;
    expect(quoted.json()).toMatchObject({ promo: { code: 'CREDITTIP', discount: 100 }, tip: 50, amountDue, creditUsed: 150, toPay: amountDue - 150 });

    const payload = { ...(await orderPayload(t, customer, chapatis(3))), promoCode: 'CREDITTIP', tip: 50 };
    const placed = await placeOrder(t, customer, chapatis(3), { payload });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().order as PlacedOrder & { creditUsed: number; discount: number };
    expect(order).toMatchObject({ creditUsed: 150, discount: 100 });

    const driver = await approvedDriver(t);
    await makeReady(t, order, [shop]);
    await assign(t, driver, order._id, 'accept');
    await setSubStatus(t, driver, subOf(order, shop), 'OutForDelivery');
    expect((await markDelivered(t, driver, order._id)).statusCode).toBe(200);
    // Items less the discount, plus fee and tip, less the credit: what the customer hands over.
    expect(await balance('riderCash', driver.id)).toBe(-Math.round((300 - 100 + fee + 50 - 150) * 100));
  });

  it('never uses more than the order’s total, and keeps the rest for later', async () => {
    const customer = await signupCustomer(t);
    await giveCredit(customer, 5000);
    const placed = await placeOrder(t, customer, chapatis(2));
    const order = placed.json().order;
    expect(order.creditUsed).toBe(200 + order.delivery.fee);
    expect((await me(customer)).creditBalance).toBe(5000 - 200 - order.delivery.fee);
  });

  it('spends the same credit once when several orders are placed at the same moment', async () => {
    const customer = await signupCustomer(t);
    await giveCredit(customer, 250);
    const payload = await orderPayload(t, customer, chapatis(2));
    const results = await Promise.all(Array.from({ length: 6 }, () => placeOrder(t, customer, chapatis(2), { payload })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    const used = results.map((r) => r.json().order.creditUsed as number);
    expect(used.reduce((a, b) => a + b, 0)).toBe(250);
    expect((await me(customer)).creditBalance).toBe(0);
    expect(await balance('customerCredit', customer.id)).toBe(0);
  });

  it('gives credit back when the order is cancelled', async () => {
    const customer = await signupCustomer(t);
    await giveCredit(customer, 120);
    const order = (await placeOrder(t, customer, chapatis(1))).json().order;
    expect(order.creditUsed).toBe(120);
    expect((await me(customer)).creditBalance).toBe(0);
    const cancelled = await t.call({ method: 'POST', url: `/api/orders/${order._id}/cancel`, token: customer.token });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await me(customer)).creditBalance).toBe(120);
    const returned = await t.database.db.select().from(ledgerPostings).where(and(eq(ledgerPostings.orderId, order._id), eq(ledgerPostings.kind, 'creditReturned')));
    expect(returned).toHaveLength(1);
  });

  it('lets credit expire after CREDIT_EXPIRY_DAYS: it is not spent, and leaves the ledger at the next checkout', async () => {
    const customer = await signupCustomer(t);
    await giveCredit(customer, 80);
    await giveCredit(customer, 30);
    // The first lot was given 181 days ago (the default expiry is 180 days).
    const [first] = await t.database.db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.accountKind, 'customerCredit'), eq(ledgerEntries.accountOwnerId, customer.id), eq(ledgerEntries.amountCents, 8000)));
    await t.database.db.update(ledgerEntries).set({ createdAt: sql`now() - interval '181 days'` }).where(eq(ledgerEntries.id, first!.id));
    expect((await me(customer)).creditBalance).toBe(30);

    const order = (await placeOrder(t, customer, chapatis(1))).json().order;
    expect(order.creditUsed).toBe(30);
    expect(await balance('customerCredit', customer.id)).toBe(0);
    const expired = await t.database.db
      .select({ cents: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
      .where(and(eq(ledgerPostings.kind, 'creditExpired'), eq(ledgerEntries.accountOwnerId, customer.id)));
    expect(expired).toEqual([{ cents: -8000 }]);
  });

  it('asks M-Pesa only for what credit leaves, and needs no prompt when credit pays everything', async () => {
    const customer = await signupCustomer(t, { phoneNumber: '0712 345 700' });
    await giveCredit(customer, 100.5);
    const placed = await placeMpesaOrder(t, customer, chapatis(3));
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().order;
    expect(order.creditUsed).toBe(100.5);
    expect(lastPush(fake).amount).toBe(Math.ceil(300 + order.delivery.fee - 100.5));

    const rich = await signupCustomer(t, { phoneNumber: '0712 345 701' });
    await giveCredit(rich, 2000);
    const pushes = fake.pushes.length;
    const covered = await placeMpesaOrder(t, rich, chapatis(1));
    expect(covered.statusCode, covered.body).toBe(201);
    expect(covered.json().order).toMatchObject({ paymentMethod: 'COD', creditUsed: 100 + covered.json().order.delivery.fee, status: 'Pending' });
    expect(fake.pushes.length).toBe(pushes);
  });

  it('gives the credit back when an M-Pesa order expires unpaid', async () => {
    const customer = await signupCustomer(t, { phoneNumber: '0712 345 702' });
    await giveCredit(customer, 50);
    const placed = await placeMpesaOrder(t, customer, chapatis(2));
    expect(placed.json().order.creditUsed).toBe(50);
    expect((await me(customer)).creditBalance).toBe(0);
    await runPaymentJobs(t, ['payments.order-expiry']);
    expect((await t.call({ method: 'GET', url: `/api/orders/${placed.json().order._id}`, token: customer.token })).json().status).toBe('Expired');
    expect((await me(customer)).creditBalance).toBe(50);
  });
});
