import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupCustomer, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { startFakeDaraja, type FakeDaraja } from '../../../test/helpers/fake-daraja.ts';
import { lastPush, mpesaTestApp, placeMpesaOrder, runPaymentJobs, stkCallback } from '../../../test/helpers/mpesa.ts';
import { insertProducts } from '../../../test/helpers/products.ts';
import { approvedDriver, assign, makeReady, markDelivered, newOrder, setSubStatus, subOf, type PlacedOrder } from '../../../test/helpers/lifecycle.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
let fake: FakeDaraja;
let shop: Created;
let customer: Created;
let product: string;

beforeAll(async () => {
  fake = await startFakeDaraja();
  t = await mpesaTestApp(fake);
  shop = await signupPartner(t, { town: 'Nairobi', location: '-1.2833,36.8167' });
  customer = await signupCustomer(t, { phoneNumber: '0712 345 678' });
  [product] = (await insertProducts(t, shop.id, [{ name: 'Chapati', price: 25.5, inventory: 100 }])) as [string];
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const get = (url: string, who: Created) => t.call({ method: 'GET', url, token: who.token });

async function deliver(order: PlacedOrder, rider: Created) {
  await makeReady(t, order, [shop]);
  expect((await assign(t, rider, order._id, 'accept')).statusCode).toBe(200);
  expect((await setSubStatus(t, rider, subOf(order, shop), 'OutForDelivery')).statusCode).toBe(200);
  expect((await markDelivered(t, rider, order._id)).statusCode).toBe(200);
}

async function answerPush(code: number, receipt?: string) {
  const push = lastPush(fake);
  fake.queryAnswers.set(push.checkoutRequestId, { code, desc: code === 0 ? 'The service request is processed successfully.' : 'Request Cancelled by user.' });
  await t.call({ method: 'POST', url: push.path, payload: stkCallback(push, { code, ...(receipt ? { receipt } : {}) }) as object });
  await runPaymentJobs(t);
  return push;
}

describe('a tip chosen at checkout on an M-Pesa order', () => {
  it('is asked with the order and becomes the rider\'s at delivery', async () => {
    const res = await placeMpesaOrder(t, customer, [{ product, quantity: 3 }], { tip: 50, mpesaPhone: '0711000101' });
    expect(res.statusCode).toBe(201);
    const order = res.json().order;
    expect(lastPush(fake).amount).toBe(Math.ceil(76.5 + order.delivery.fee) + 50);
    await answerPush(0, 'TIPCHK0001');
    expect((await get(`/api/orders/${order._id}`, customer)).json()).toMatchObject({ paymentStatus: 'Paid', tip: { amount: 50, addedAt: 'checkout', method: 'mpesa', status: 'Promised' } });

    const rider = await approvedDriver(t);
    await deliver(order, rider);
    const statement = (await get('/api/driver/statement', rider)).json();
    expect(statement.lines).toContainEqual(expect.objectContaining({ orderId: order.orderId, what: 'Tip: chosen at checkout', net: 50 }));
    expect(statement.totals.cashHeld).toBe(0);
  });
});

describe('an M-Pesa tip after delivery', () => {
  it('prompts the customer for the tip alone, may be tried again after a failure, and is the rider\'s once paid', async () => {
    const rider = await approvedDriver(t);
    const order = await newOrder(t, customer, [{ product, quantity: 1 }]);
    await deliver(order, rider);
    const url = `/api/orders/${order._id}/tip`;

    const first = await t.call({ method: 'POST', url, token: customer.token, payload: { amount: 100, method: 'mpesa', mpesaPhone: '0711000102' } });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ amount: 100, addedAt: 'after', method: 'mpesa', status: 'Awaiting' });
    expect(lastPush(fake)).toMatchObject({ amount: 100, phone: '254711000102' });
    await answerPush(1032);
    expect((await get(`/api/orders/${order._id}`, customer)).json().tip).toMatchObject({ status: 'Failed' });

    const again = await t.call({ method: 'POST', url, token: customer.token, payload: { amount: 50, method: 'mpesa', mpesaPhone: '0711000102' } });
    expect(again.statusCode).toBe(201);
    await answerPush(0, 'TIPAFT0001');
    expect((await get(`/api/orders/${order._id}`, customer)).json().tip).toEqual({ amount: 50, addedAt: 'after', method: 'mpesa', status: 'Paid' });
    // The order itself was paid in cash: its payment is untouched by the tip's prompt.
    expect((await get(`/api/orders/${order._id}`, customer)).json()).toMatchObject({ paymentMethod: 'COD' });

    const statement = (await get('/api/driver/statement', rider)).json();
    expect(statement.lines).toContainEqual(expect.objectContaining({ orderId: order.orderId, what: 'Tip: TIPAFT0001', net: 50 }));
    // Paid once: nothing more can be added.
    expect((await t.call({ method: 'POST', url, token: customer.token, payload: { amount: 20, method: 'cash' } })).statusCode).toBe(409);
  });
});
