import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platform, problemSettled } from '@sokoni/domain/ledger';
import { signupAdmin, signupCustomer, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { startFakeDaraja, type FakeDaraja } from '../../../test/helpers/fake-daraja.ts';
import { lastPayout, lastPush, mpesaTestApp, notificationsOf, placeMpesaOrder, runPaymentJobs, stkCallback } from '../../../test/helpers/mpesa.ts';
import { inventoryOf } from '../../../test/helpers/orders.ts';
import { insertProducts } from '../../../test/helpers/products.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';
import { ledgerWrites } from '../ledger/ledger.repository.ts';

let t: TestApp;
let fake: FakeDaraja;
let admin: Created;
let shop: Created;
let unga: string;

beforeAll(async () => {
  fake = await startFakeDaraja();
  t = await mpesaTestApp(fake);
  admin = await signupAdmin(t);
  shop = await signupPartner(t, { businessName: 'Duka la Mama', town: 'Nairobi', location: '-1.2833,36.8167' });
  [unga] = (await insertProducts(t, shop.id, [{ name: 'Unga 2kg', price: 200, inventory: 50 }])) as [string];
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const cancel = (orderId: string, who: Created) => t.call({ method: 'POST', url: `/api/orders/${orderId}/cancel`, token: who.token });
const me = async (who: Created) => (await t.call({ method: 'GET', url: '/api/user/me', token: who.token })).json();
const usesOf = async (code: string) => ((await t.call({ method: 'GET', url: '/api/admin/promos', token: admin.token })).json().promos as { code: string; usedCount: number }[]).find((p) => p.code === code)!.usedCount;

describe('cancelling an order still waiting for its M-Pesa payment', () => {
  it('answers 2xx and gives back the stock, the credit and the promo use at once; no shop hears of it', async () => {
    const customer = await signupCustomer(t, { phoneNumber: '0712 400 001' });
    await ledgerWrites(t.database.db).post(problemSettled({ payers: [{ account: platform('problemCosts'), amount: 5000 }], mpesaCents: 0, creditCents: 5000, userId: customer.id }), { actor: { kind: 'admin', id: null }, note: 'test credit' });
    const promo = await t.call({ method: 'POST', url: '/api/admin/promos', token: admin.token, payload: { code: 'KARIBU50', kind: 'fixed', value: 50, perCustomer: true, fundedBy: 'platform' } });
    expect(promo.statusCode, promo.body).toBe(201);
    const stock = await inventoryOf(t, unga);

    const placed = await placeMpesaOrder(t, customer, [{ product: unga, quantity: 2 }], { promoCode: 'KARIBU50' });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().order;
    expect(order).toMatchObject({ status: 'AwaitingPayment', creditUsed: 50, discount: 50 });
    expect(await inventoryOf(t, unga)).toBe(stock - 2);
    expect((await me(customer)).creditBalance).toBe(0);
    expect(await usesOf('KARIBU50')).toBe(1);

    const res = await cancel(order._id, customer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'Cancelled', subOrders: [expect.objectContaining({ status: 'Cancelled' })] });
    expect(await inventoryOf(t, unga)).toBe(stock);
    expect((await me(customer)).creditBalance).toBe(50);
    expect(await usesOf('KARIBU50')).toBe(0);
    expect(await notificationsOf(t, order._id)).toBe(0);
  });

  it('refunds the whole payment when the prompt succeeds after the order was cancelled, and the order stays cancelled', async () => {
    const customer = await signupCustomer(t, { phoneNumber: '0712 400 002' });
    const placed = await placeMpesaOrder(t, customer, [{ product: unga, quantity: 1 }], { mpesaPhone: '0711 400 002' });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().order;
    const push = lastPush(fake);
    expect((await cancel(order._id, customer)).statusCode).toBe(200);

    fake.queryAnswers.set(push.checkoutRequestId, { code: 0, desc: 'The service request is processed successfully.' });
    const payoutsBefore = fake.payouts.length;
    await t.call({ method: 'POST', url: push.path, payload: stkCallback(push, { code: 0, receipt: 'SKCANC0001' }) });
    await runPaymentJobs(t, ['payments.mpesa-confirm', 'payments.mpesa-refund']);
    expect(fake.payouts.length).toBe(payoutsBefore + 1);
    expect(lastPayout(fake)).toMatchObject({ amount: push.amount, phone: '254711400002' });
    const after = (await t.call({ method: 'GET', url: `/api/orders/${order._id}`, token: customer.token })).json();
    expect(after.status).toBe('Cancelled');
    const payment = (await t.call({ method: 'GET', url: `/api/orders/${order._id}/payment`, token: customer.token })).json();
    expect(payment.refunds).toEqual([expect.objectContaining({ amount: push.amount })]);
    expect(await notificationsOf(t, order._id)).toBe(0);
  });

  it('says a shop accepted the order when it has started preparing it', async () => {
    const customer = await signupCustomer(t, { phoneNumber: '0712 400 003' });
    const placed = await placeMpesaOrder(t, customer, [{ product: unga, quantity: 1 }], { mpesaPhone: '0711 400 003' });
    const order = placed.json().order;
    const push = lastPush(fake);
    fake.queryAnswers.set(push.checkoutRequestId, { code: 0, desc: 'The service request is processed successfully.' });
    await t.call({ method: 'POST', url: push.path, payload: stkCallback(push, { code: 0, receipt: 'SKCANC0003' }) });
    await runPaymentJobs(t);
    const sub = order.subOrders[0]._id;
    for (const status of ['OrderReceived', 'Preparing']) {
      const moved = await t.call({ method: 'PUT', url: `/api/suborders/${sub}/status`, token: shop.token, payload: { status } });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const refused = await cancel(order._id, customer);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('A shop has started preparing this order, so it can no longer be cancelled.');
  });
});
