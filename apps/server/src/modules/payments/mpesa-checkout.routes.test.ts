import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../events/domain-events.ts';
import { signupAdmin, signupCustomer, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { startFakeDaraja, type FakeDaraja } from '../../../test/helpers/fake-daraja.ts';
import { lastPush, mpesaTestApp, notificationsOf, placeMpesaOrder, runPaymentJobs, stkCallback } from '../../../test/helpers/mpesa.ts';
import { inventoryOf } from '../../../test/helpers/orders.ts';
import { insertProducts } from '../../../test/helpers/products.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
let fake: FakeDaraja;
let shop: Created;
let customer: Created;
let product: string;
const placed: DomainEvent[] = [];

beforeAll(async () => {
  fake = await startFakeDaraja();
  t = await mpesaTestApp(fake);
  t.services.events.subscribe((e) => {
    if (e.type === 'OrderPlaced') placed.push(e);
  });
  shop = await signupPartner(t, { town: 'Nairobi', location: '-1.2833,36.8167' });
  customer = await signupCustomer(t, { phoneNumber: '0712 345 678' });
  [product] = (await insertProducts(t, shop.id, [{ name: 'Chapati', price: 25.5, inventory: 100 }])) as [string];
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const items = () => [{ product, quantity: 3 }];
const alertsFor = (orderId: string) => placed.filter((e) => e.type === 'OrderPlaced' && e.orderId === orderId).length;
const order = async (id: string, who = customer) => (await t.call({ method: 'GET', url: `/api/orders/${id}`, token: who.token })).json();
const callback = (path: string, body: unknown) => t.call({ method: 'POST', url: path, payload: body as object });
const shopSees = async (orderId: string) => {
  const res = await t.call({ method: 'GET', url: `/api/partners/${shop.id}/orders`, token: shop.token });
  return JSON.stringify(res.json()).includes(orderId);
};

async function placeAndPrompt(extra: Record<string, unknown> = {}) {
  const before = fake.pushes.length;
  const res = await placeMpesaOrder(t, customer, items(), extra);
  expect(res.statusCode).toBe(201);
  expect(fake.pushes.length).toBe(before + 1);
  return { order: res.json().order, push: lastPush(fake) };
}

describe('placing an order paid by M-Pesa', () => {
  it('holds the stock, asks the server total in whole shillings on the customer phone, and tells no shop yet', async () => {
    const stock = await inventoryOf(t, product);
    const { order: o, push } = await placeAndPrompt({ amount: 1 });
    expect(o).toMatchObject({ paymentMethod: 'Mpesa', paymentStatus: 'AwaitingPayment', status: 'AwaitingPayment' });
    expect(await inventoryOf(t, product)).toBe(stock - 3);
    // 3 x 25.50 = 76.50 plus the fee, rounded up: never the amount the request carried.
    expect(push.amount).toBe(Math.ceil(76.5 + o.delivery.fee));
    expect(push.phone).toBe('254712345678');
    expect(push.body.AccountReference).toMatch(/^\d{12}$/);
    expect(await notificationsOf(t, o._id)).toBe(0);
    expect(alertsFor(o._id)).toBe(0);
    expect(await shopSees(o._id)).toBe(false);
  });

  it('refuses a second prompt while one is waiting on the same phone', async () => {
    const res = await placeMpesaOrder(t, customer, items());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/already waiting on this phone/);
  });

  it('refuses M-Pesa for a number that is not a Kenyan mobile', async () => {
    const res = await placeMpesaOrder(t, customer, items(), { mpesaPhone: '12345' });
    expect(res.statusCode).toBe(400);
  });
});

describe('the STK callback', () => {
  it('pays the order once the query confirms it: the shop is alerted once, however many times Daraja calls', async () => {
    const { order: o, push } = await placeAndPrompt({ mpesaPhone: '+254 711 000 001' });
    expect(push.phone).toBe('254711000001');
    fake.queryAnswers.set(push.checkoutRequestId, { code: 0, desc: 'The service request is processed successfully.' });
    const body = stkCallback(push, { code: 0, receipt: 'SKA1B2C3D4' });
    for (let i = 0; i < 3; i++) {
      const res = await callback(push.path, body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    }
    await runPaymentJobs(t);
    await callback(push.path, body);
    await runPaymentJobs(t);
    const paid = await order(o._id);
    expect(paid).toMatchObject({ status: 'Pending', paymentStatus: 'Paid', mpesaReceipt: 'SKA1B2C3D4' });
    expect(paid.subOrders[0].status).toBe('Pending');
    expect(await notificationsOf(t, o._id)).toBe(1);
    expect(alertsFor(o._id)).toBe(1);
    expect(await shopSees(o._id)).toBe(true);
  });

  it('changes nothing for forged callbacks: unknown id, wrong amount, wrong phone, wrong secret, or a success the query does not confirm', async () => {
    const { order: o, push } = await placeAndPrompt({ mpesaPhone: '0711000002' });
    fake.queryAnswers.set(push.checkoutRequestId, 'processing');
    const forged = [
      callback(push.path, stkCallback({ ...push, checkoutRequestId: 'ws_CO_000000000000' }, { code: 0 })),
      callback(push.path, stkCallback({ ...push, amount: push.amount - 1 }, { code: 0 })),
      callback(push.path, stkCallback({ ...push, phone: '254799999999' }, { code: 0 })),
      callback('/api/payments/mpesa/stk/not-the-secret-not-the-secret-xx', stkCallback(push, { code: 0 })),
      callback(push.path, { hello: 'world' }),
      t.call({ method: 'POST', url: push.path, headers: { 'content-type': 'application/json' }, payload: '{not json' }),
    ];
    for (const res of await Promise.all(forged)) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    }
    // A well-formed success the query says is still processing.
    await callback(push.path, stkCallback(push, { code: 0, receipt: 'FORGED0001' }));
    await runPaymentJobs(t);
    const still = await order(o._id);
    expect(still).toMatchObject({ status: 'AwaitingPayment', paymentStatus: 'AwaitingPayment', mpesaReceipt: null });
    expect(await notificationsOf(t, o._id)).toBe(0);
    expect(alertsFor(o._id)).toBe(0);

    // Daraja then says it was cancelled on the phone: the order is payable again, still unseen by the shop.
    fake.queryAnswers.set(push.checkoutRequestId, { code: 1032, desc: 'Request Cancelled by user.' });
    await runPaymentJobs(t);
    const payment = (await t.call({ method: 'GET', url: `/api/orders/${o._id}/payment`, token: customer.token })).json();
    expect(payment).toMatchObject({ paymentStatus: 'Failed', latest: { status: 'failed', reason: 'cancelled' } });
    expect(await notificationsOf(t, o._id)).toBe(0);

    const admin = await t.call({ method: 'GET', url: `/api/admin/orders/${o._id}/payments`, token: (await adminToken()) });
    expect(admin.statusCode).toBe(200);
    const notes = admin.json().records.map((r: { kind: string; note: string }) => `${r.kind}: ${r.note}`);
    expect(notes).toEqual(expect.arrayContaining([expect.stringMatching(/^callback-ignored: amount/), expect.stringMatching(/^callback-ignored: phone/), expect.stringMatching(/^query: ResultCode 1032/)]));
  });

  it('recovers a lost callback by asking Daraja itself', async () => {
    const { order: o, push } = await placeAndPrompt({ mpesaPhone: '0711000003' });
    fake.queryAnswers.set(push.checkoutRequestId, { code: 0, desc: 'The service request is processed successfully.' });
    await runPaymentJobs(t);
    expect(await order(o._id)).toMatchObject({ status: 'Pending', paymentStatus: 'Paid' });
    expect(alertsFor(o._id)).toBe(1);
  });
});

describe('expiry', () => {
  it('expires an order nobody paid, cancels it and puts its stock back', async () => {
    const stock = await inventoryOf(t, product);
    const { order: o, push } = await placeAndPrompt({ mpesaPhone: '0711000004' });
    expect(await inventoryOf(t, product)).toBe(stock - 3);
    fake.queryAnswers.set(push.checkoutRequestId, 'processing');
    await runPaymentJobs(t, ['payments.order-expiry'], o._id);
    const expired = await order(o._id);
    expect(expired).toMatchObject({ status: 'Expired', paymentStatus: 'Expired' });
    expect(expired.subOrders[0].status).toBe('Cancelled');
    expect(await inventoryOf(t, product)).toBe(stock);
    const again = await t.call({ method: 'POST', url: `/api/orders/${o._id}/pay`, token: customer.token, payload: {} });
    expect(again.statusCode).toBe(409);
    // A late success for it changes nothing for the order.
    fake.queryAnswers.set(push.checkoutRequestId, { code: 0, desc: 'ok' });
    await callback(push.path, stkCallback(push, { code: 0, receipt: 'LATE000001' }));
    await runPaymentJobs(t);
    expect(await order(o._id)).toMatchObject({ status: 'Expired', paymentStatus: 'Expired' });
    expect(alertsFor(o._id)).toBe(0);
  });
});

describe('trying again or paying cash', () => {
  it('lets only the customer retry or switch to cash, then refuses both once it is settled', async () => {
    const { order: o, push } = await placeAndPrompt({ mpesaPhone: '0711000005' });
    fake.queryAnswers.set(push.checkoutRequestId, { code: 1032, desc: 'Request Cancelled by user.' });
    await callback(push.path, stkCallback(push, { code: 1032 }));
    await runPaymentJobs(t);

    const stranger = await signupCustomer(t);
    for (const who of [stranger, shop]) {
      const retry = await t.call({ method: 'POST', url: `/api/orders/${o._id}/pay`, token: who.token, payload: {} });
      const cash = await t.call({ method: 'POST', url: `/api/orders/${o._id}/pay`, token: who.token, payload: { method: 'COD' } });
      expect([retry.statusCode, cash.statusCode]).toEqual([403, 403]);
    }

    const retry = await t.call({ method: 'POST', url: `/api/orders/${o._id}/pay`, token: customer.token, payload: { phoneNumber: '0711 000 006' } });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ paymentStatus: 'AwaitingPayment', latest: { status: 'awaiting', phone: '+254711000006' } });
    expect(lastPush(fake).phone).toBe('254711000006');
    const twice = await t.call({ method: 'POST', url: `/api/orders/${o._id}/pay`, token: customer.token, payload: { phoneNumber: '0711000006' } });
    expect(twice.statusCode).toBe(409);

    const cash = await t.call({ method: 'POST', url: `/api/orders/${o._id}/pay`, token: customer.token, payload: { method: 'COD' } });
    expect(cash.statusCode).toBe(200);
    expect(await order(o._id)).toMatchObject({ status: 'Pending', paymentMethod: 'COD', paymentStatus: 'Pending' });
    expect(alertsFor(o._id)).toBe(1);
    expect(await notificationsOf(t, o._id)).toBe(1);
    const after = await t.call({ method: 'POST', url: `/api/orders/${o._id}/pay`, token: customer.token, payload: {} });
    expect(after.statusCode).toBe(409);
  });
});

async function adminToken(): Promise<string> {
  return (await signupAdmin(t)).token;
}

describe('the Paybill fallback (C2B)', () => {
  const c2bPath = (which: 'validation' | 'confirmation') => new URL(t.services.payments!.c2bUrls![which]).pathname;
  const c2b = (account: string, amount: number, receipt = 'PBL0000001') => ({
    TransactionType: 'Pay Bill',
    TransID: receipt,
    TransTime: '20261124102115',
    TransAmount: amount.toFixed(2),
    BusinessShortCode: '174379',
    BillRefNumber: account,
    MSISDN: '254711000009',
  });

  it('is offered when the prompt did not reach the phone, and a matching Paybill payment pays the order once', async () => {
    const { order: o, push } = await placeAndPrompt({ mpesaPhone: '0711000009' });
    fake.queryAnswers.set(push.checkoutRequestId, { code: 1037, desc: 'DS timeout user cannot be reached.' });
    await runPaymentJobs(t);
    const payment = (await t.call({ method: 'GET', url: `/api/orders/${o._id}/payment`, token: customer.token })).json();
    expect(payment).toMatchObject({ paymentStatus: 'Failed', latest: { reason: 'no-answer' }, paybill: { shortcode: '174379', account: push.body.AccountReference, amount: push.amount } });
    const account = payment.paybill.account as string;

    const validate = (body: object) => t.call({ method: 'POST', url: c2bPath('validation'), payload: body });
    expect((await validate(c2b(account, push.amount - 1))).json()).toEqual({ ResultCode: 'C2B00013', ResultDesc: 'Rejected' });
    expect((await validate(c2b('999999999999', push.amount))).json()).toEqual({ ResultCode: 'C2B00012', ResultDesc: 'Rejected' });
    expect((await validate(c2b(account, push.amount))).json()).toEqual({ ResultCode: '0', ResultDesc: 'Accepted' });

    // Forged or wrong confirmations change nothing.
    await t.call({ method: 'POST', url: '/api/payments/mpesa/c2b/wrong-secret-wrong-secret-wrong-se/confirmation', payload: c2b(account, push.amount, 'PBLFORGED1') });
    await t.call({ method: 'POST', url: c2bPath('confirmation'), payload: c2b(account, push.amount - 1, 'PBLSHORT01') });
    expect(await order(o._id)).toMatchObject({ status: 'AwaitingPayment', paymentStatus: 'Failed' });

    for (let i = 0; i < 2; i++) {
      const res = await t.call({ method: 'POST', url: c2bPath('confirmation'), payload: c2b(account, push.amount, 'PBL0000001') });
      expect(res.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    }
    expect(await order(o._id)).toMatchObject({ status: 'Pending', paymentStatus: 'Paid', mpesaReceipt: 'PBL0000001' });
    expect(alertsFor(o._id)).toBe(1);
    expect(await notificationsOf(t, o._id)).toBe(1);
  });
});
