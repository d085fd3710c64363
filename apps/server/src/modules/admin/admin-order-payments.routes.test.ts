import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupAdmin, signupCustomer, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { startFakeDaraja, type FakeDaraja } from '../../../test/helpers/fake-daraja.ts';
import { lastPush, mpesaTestApp, placeMpesaOrder, runPaymentJobs, stkCallback } from '../../../test/helpers/mpesa.ts';
import { insertProducts } from '../../../test/helpers/products.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
let fake: FakeDaraja;
let customer: Created;
let admin: Created;
let product: string;

beforeAll(async () => {
  fake = await startFakeDaraja();
  t = await mpesaTestApp(fake);
  const shop = await signupPartner(t, { town: 'Nairobi', location: '-1.2833,36.8167' });
  [customer, admin] = await Promise.all([signupCustomer(t, { phoneNumber: '0712 345 678' }), signupAdmin(t)]);
  [product] = (await insertProducts(t, shop.id, [{ name: 'Chapati', price: 30, inventory: 100 }])) as [string];
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe("the admin's order view", () => {
  it('lists a prompt the customer cancelled, then paid in cash, with every attempt and what was paid', async () => {
    const placed = await placeMpesaOrder(t, customer, [{ product, quantity: 2 }], { mpesaPhone: '0711000021' });
    expect(placed.statusCode).toBe(201);
    const order = placed.json().order as { _id: string; orderId: string };
    const push = lastPush(fake);
    fake.queryAnswers.set(push.checkoutRequestId, { code: 1032, desc: 'Request Cancelled by user.' });
    await t.call({ method: 'POST', url: push.path, payload: stkCallback(push, { code: 1032 }) as object });
    await runPaymentJobs(t);
    const cash = await t.call({ method: 'POST', url: `/api/orders/${order._id}/pay`, token: customer.token, payload: { method: 'COD' } });
    expect(cash.statusCode).toBe(200);

    const res = await t.call({ method: 'GET', url: `/api/admin/orders/${order._id}`, token: admin.token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.order.paymentMethod).toBe('COD');
    expect(body.payments).toEqual([
      expect.objectContaining({ kind: 'stk', purpose: 'order', status: 'failed', reason: 'cancelled', phone: '254711000021', amount: push.amount, receipt: null }),
    ]);
    expect(body.refunds).toEqual([]);

    const list = await t.call({ method: 'GET', url: `/api/admin/orders?limit=50`, token: admin.token });
    const row = (list.json().items as { _id: string; paid: number; refunded: number }[]).find((r) => r._id === order._id);
    expect(row).toMatchObject({ paid: 0, refunded: 0 });
  });

  it('is the admin\'s only: a customer cannot read the payments', async () => {
    const placed = await placeMpesaOrder(t, customer, [{ product, quantity: 1 }], { mpesaPhone: '0711000022' });
    const res = await t.call({ method: 'GET', url: `/api/admin/orders/${placed.json().order._id}`, token: customer.token });
    expect(res.statusCode).toBe(403);
  });
});
