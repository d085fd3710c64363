import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupCustomer, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { insertProducts } from '../../../test/helpers/products.ts';
import { approvedDriver, assign, makeReady, markDelivered, newOrder, setSubStatus, subOf } from '../../../test/helpers/lifecycle.ts';
import { startFakeDaraja, type FakeDaraja } from '../../../test/helpers/fake-daraja.ts';
import { lastPush, mpesaTestApp, runPaymentJobs, stkCallback } from '../../../test/helpers/mpesa.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';

const SECRET = 'ussd-mpesa-secret-0123456789';
let fake: FakeDaraja;
let t: TestApp;
let shop: Created;
let customer: Created;
let nyama: string;

const e164 = (c: Created) => `+254${String((c.body.user as { phoneNumber: string }).phoneNumber).slice(-9)}`;

async function post(sessionId: string, phoneNumber: string, text: string): Promise<string> {
  const res = await t.call({
    method: 'POST',
    url: `/api/ussd/${SECRET}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ sessionId, serviceCode: '*384*7654#', networkCode: '63902', phoneNumber, text }).toString(),
  });
  expect(res.statusCode).toBe(200);
  expect(res.body.length).toBeLessThanOrEqual(182);
  return res.body;
}
/** Dials and answers in turn, as the gateway posts them; the screens one by one. */
async function session(id: string, phone: string, answers: string[]): Promise<string[]> {
  const screens = [await post(id, phone, '')];
  for (let i = 1; i <= answers.length; i++) screens.push(await post(id, phone, answers.slice(0, i).join('*')));
  return screens;
}

beforeAll(async () => {
  fake = await startFakeDaraja();
  t = await mpesaTestApp(fake, { USSD_SECRET: SECRET });
  shop = await signupPartner(t, { businessName: 'Nyama Choma Corner' });
  [nyama] = (await insertProducts(t, shop.id, [{ name: 'Nyama Choma', price: 600, inventory: 500 }])) as [string];
  customer = await signupCustomer(t);
  const driver = await approvedDriver(t);
  const order = await newOrder(t, customer, [{ product: nyama, quantity: 1 }]);
  await makeReady(t, order, [shop]);
  await assign(t, driver, order._id, 'accept');
  await setSubStatus(t, driver, subOf(order, shop), 'OutForDelivery');
  expect((await markDelivered(t, driver, order._id)).statusCode).toBe(200);
  // A fresh database and two deliveries: slow on a busy machine.
}, 240_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('M-Pesa by USSD', () => {
  it('orders again with an STK push to the phone the gateway sent, then pays the unpaid order again from menu 3, in English and Kiswahili', async () => {
    const phone = e164(customer);
    const [, list, payWith, placed] = await session('ATUid_mpesa_1', phone, ['1', '1', '1']);
    const total = /Ksh [\d,]+\.\d\d/.exec(list!)![0];
    expect(payWith).toMatch(/\n1 M-Pesa\n2 Cash on delivery\n0 Back 00 Main menu$/);
    expect(placed).toMatch(new RegExp(`^END Order SKN-\\d{8}-\\d{6} placed\\. Enter your M-Pesa PIN on the prompt to pay ${total}\\.$`));
    const push = lastPush(fake);
    expect(push.phone).toBe(phone.slice(1));
    expect(`Ksh ${push.amount.toLocaleString('en-KE', { minimumFractionDigits: 2 })}`).toBe(total);

    // The customer cancels the prompt on the phone: the order waits for its payment.
    fake.queryAnswers.set(push.checkoutRequestId, { code: 1032, desc: 'Request Cancelled by user.' });
    await t.call({ method: 'POST', url: push.path, payload: stkCallback(push, { code: 1032 }) });
    await runPaymentJobs(t);

    const number = /SKN-\d{8}-\d{6}/.exec(placed!)![0];
    const [, unpaid, prompted] = await session('ATUid_mpesa_2', phone, ['3', '1']);
    expect(unpaid).toBe(`CON Orders to pay:\n1 ${number} ${total}\n0 Back 00 Main menu`);
    expect(prompted).toBe(`END Check your phone: enter your M-Pesa PIN to pay ${total} for ${number}.`);
    expect(fake.pushes).toHaveLength(2);
    expect(lastPush(fake).phone).toBe(phone.slice(1));

    const second = lastPush(fake);
    fake.queryAnswers.set(second.checkoutRequestId, { code: 1032, desc: 'Request Cancelled by user.' });
    await t.call({ method: 'POST', url: second.path, payload: stkCallback(second, { code: 1032 }) });
    await runPaymentJobs(t);
    expect((await t.call({ method: 'PUT', url: '/api/me/language', token: customer.token, payload: { language: 'sw' } })).statusCode).toBe(200);
    const [main, unpaidSw, promptedSw] = await session('ATUid_mpesa_3', phone, ['3', '1']);
    expect(main).toBe('CON Sokoni\n1 Agiza tena\n2 Fuatilia oda yangu\n3 Lipia oda\n4 Nipigie simu');
    expect(unpaidSw).toBe(`CON Oda za kulipia:\n1 ${number} ${total}\n0 Rudi 00 Menyu kuu`);
    expect(promptedSw).toBe(`END Angalia simu yako: weka PIN ya M-Pesa kulipa ${total} kwa ${number}.`);
    const [, trackSw] = await session('ATUid_mpesa_4', phone, ['2']);
    expect(trackSw).toBe(`END ${number}: inasubiri malipo yako ya M-Pesa.`);
  });
});
