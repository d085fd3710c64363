import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, ledgerPostings } from '../../db/schema/index.ts';
import { signupAdmin, signupCustomer, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { startFakeDaraja, type FakeDaraja } from '../../../test/helpers/fake-daraja.ts';
import { lastPayout, lastPush, mpesaTestApp, placeMpesaOrder, runPaymentJobs, stkCallback } from '../../../test/helpers/mpesa.ts';
import { insertProducts } from '../../../test/helpers/products.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
let fake: FakeDaraja;
let admin: Created;
let customer: Created;
let product: string;

beforeAll(async () => {
  fake = await startFakeDaraja();
  t = await mpesaTestApp(fake);
  admin = await signupAdmin(t);
  const shop = await signupPartner(t, { town: 'Nairobi', location: '-1.2833,36.8167' });
  customer = await signupCustomer(t, { phoneNumber: '0712 345 679' });
  [product] = (await insertProducts(t, shop.id, [{ name: 'Mandazi', price: 33.35, inventory: 100 }])) as [string];
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('M-Pesa with a promo code', () => {
  it('asks for the discounted total, rounded up to the shilling', async () => {
    const created = await t.call({ method: 'POST', url: '/api/admin/promos', token: admin.token, payload: { code: 'LIPA15', kind: 'percent', value: 15, fundedBy: 'platform' } });
    expect(created.statusCode).toBe(201);
    const res = await placeMpesaOrder(t, customer, [{ product, quantity: 3 }], { promoCode: 'lipa15' });
    expect(res.statusCode).toBe(201);
    const order = res.json().order;
    // 3 x 33.35 = 100.05; 15% of it is 15.0075, rounded once to 15.01.
    expect(order).toMatchObject({ total: 100.05, discount: 15.01, promoCode: 'LIPA15' });
    expect(lastPush(fake).amount).toBe(Math.ceil(100.05 - 15.01 + order.delivery.fee - 1e-9));
    const payment = await t.call({ method: 'GET', url: `/api/orders/${order._id}/payment`, token: customer.token });
    expect(payment.statusCode).toBe(200);
    expect(payment.json()).toMatchObject({ amount: lastPush(fake).amount });
  });
});

describe('a declined part that carried a shop’s own code', () => {
  it('is refunded what the customer paid for it: its items less the discount', async () => {
    const fruits = await signupPartner(t, { town: 'Nairobi', location: '-1.2840,36.8170' });
    const [mango] = (await insertProducts(t, fruits.id, [{ name: 'Mango', price: 100, inventory: 100 }])) as [string];
    const created = await t.call({ method: 'POST', url: '/api/admin/promos', token: admin.token, payload: { code: 'MATUNDA', kind: 'fixed', value: 50, partnerId: fruits.id, fundedBy: 'shop' } });
    expect(created.statusCode).toBe(201);
    const buyer = await signupCustomer(t, { phoneNumber: '0712 345 680' });
    const res = await placeMpesaOrder(t, buyer, [{ product, quantity: 3 }, { product: mango, quantity: 2 }], { promoCode: 'MATUNDA' });
    expect(res.statusCode).toBe(201);
    const order = res.json().order;
    expect(order.discount).toBe(50);
    const push = lastPush(fake);
    fake.queryAnswers.set(push.checkoutRequestId, { code: 0, desc: 'The service request is processed successfully.' });
    await t.call({ method: 'POST', url: push.path, payload: stkCallback(push, { code: 0, receipt: 'SKP0000001' }) });
    await runPaymentJobs(t);
    const fruitPart = order.subOrders.find((s: { shop: { _id: string } }) => s.shop._id === fruits.id)._id;
    const declined = await t.call({ method: 'POST', url: `/api/suborders/${fruitPart}/decline`, token: fruits.token, payload: { reason: 'out of stock' } });
    expect(declined.statusCode).toBe(200);
    const after = (await t.call({ method: 'GET', url: `/api/orders/${order._id}`, token: buyer.token })).json();
    const feeSaved = order.delivery.fee - after.delivery.fee;
    await runPaymentJobs(t, ['payments.mpesa-refund']);
    // Mangoes 200, less the code's 50 that the customer never paid, plus any fee the shorter trip saves.
    expect(lastPayout(fake).amount).toBe(Math.ceil(150 + feeSaved - 1e-9));
    // The ledger owes back exactly what the refund sends: 200 less the 50 the shop's code took off, and the fee saved.
    const owed = await t.database.db
      .select({ amount: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
      .where(and(eq(ledgerPostings.orderId, order._id), eq(ledgerPostings.kind, 'refundOwed'), eq(ledgerEntries.accountKind, 'refunds')));
    expect(owed.map((e) => e.amount)).toEqual([Math.ceil(150 + feeSaved - 1e-9) * 100]);
  });
});
