import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { formatKsh } from '@sokoni/domain/money';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { signupAdmin, signupCustomer, signupDriver, signupPartner } from '../../../test/helpers/accounts.ts';
import { insertProducts } from '../../../test/helpers/products.ts';
import { approvedDriver, assign, makeReady, markDelivered, newOrder, setSubStatus, subOf } from '../../../test/helpers/lifecycle.ts';
import { FAKE_AT, startFakeAfricasTalking, type FakeAfricasTalking } from '../../../test/helpers/fake-africastalking.ts';
import { jobs, smsOutbox, users } from '../../db/schema/index.ts';
import { SHOP_ALERT_TEXT_JOB } from './order-texts.ts';

let fake: FakeAfricasTalking;
let t: TestApp;
let shop: Awaited<ReturnType<typeof signupPartner>>;
let ugali: string;

beforeAll(async () => {
  fake = await startFakeAfricasTalking();
  t = await createTestApp({
    SMS_PROVIDER: 'africastalking',
    AT_USERNAME: FAKE_AT.username,
    AT_API_KEY: FAKE_AT.apiKey,
    AT_SENDER_ID: 'SOKONI',
    AT_BASE_URL: fake.url,
    SMS_RETRY_ATTEMPTS: '4',
    SMS_RETRY_DELAY_MS: '10',
  });
  // The test runs the due jobs itself, so every step is decided here and not by a timer.
  await t.services.jobs.stop();
  shop = await signupPartner(t, { businessName: 'Mama Oliech Kitchen' });
  [ugali] = (await insertProducts(t, shop.id, [{ name: 'Ugali', price: 120, inventory: 1000 }])) as [string];
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.sent.length = 0;
  fake.failNext(0);
  fake.statusFor.clear();
});

/** Runs due jobs until nothing is left, waiting out the short retry delays of this suite. */
async function runJobs() {
  await t.services.background.drain();
  for (let round = 0; round < 40; round++) {
    const ran = await t.services.jobs.runDue();
    if (ran === 0) {
      await new Promise((r) => setTimeout(r, 25));
      if ((await t.services.jobs.runDue()) === 0) return;
    }
  }
}

/** The two minutes a shop has to acknowledge an alert pass (its answer deadline, later, does not). */
async function twoMinutesPass() {
  await t.database.db.update(jobs).set({ dueAt: new Date() }).where(and(eq(jobs.state, 'pending'), eq(jobs.kind, SHOP_ALERT_TEXT_JOB)));
}

const e164 = (local: string) => `+254${local.slice(1)}`;
const textsTo = (phone: string) => fake.sent.filter((m) => m.to === phone).map((m) => m.message);
const outboxRows = () => t.database.db.select().from(smsOutbox);

describe('texts about an order', () => {
  it('confirms the order to the customer, tells them the driver is coming and that it arrived', async () => {
    const customer = await signupCustomer(t);
    const phone = e164(customer.body.user.phoneNumber.replace('+254', '0'));
    const driver = await approvedDriver(t, { username: 'Otieno' });
    const order = await newOrder(t, customer, [{ product: ugali, quantity: 2 }]);
    await runJobs();
    // What the customer pays in all: the items and the delivery fee, not the items alone.
    const paid = formatKsh(2 * 120 + order.delivery.fee);
    expect(textsTo(phone), 'texts to the customer').toEqual([expect.stringContaining(`order ${order.orderId} is confirmed, ${paid}.`)]);
    expect(fake.sent.find((m) => m.to === phone)?.from).toBe('SOKONI');

    await makeReady(t, order, [shop]);
    expect((await assign(t, driver, order._id, 'accept')).statusCode).toBe(200);
    expect((await setSubStatus(t, driver, subOf(order, shop), 'OutForDelivery')).statusCode).toBe(200);
    await runJobs();
    expect(textsTo(phone).at(-1)).toMatch(new RegExp(`Otieno is on the way with order ${order.orderId}. Driver's phone: \\+2547`));

    expect((await markDelivered(t, driver, order._id)).statusCode).toBe(200);
    await runJobs();
    expect(textsTo(phone).at(-1)).toMatch(new RegExp(`order ${order.orderId} has been delivered`));
    expect(textsTo(phone)).toHaveLength(3);
  });

  it('sends only the confirmation to a customer who turned order texts off', async () => {
    const customer = await signupCustomer(t);
    const off = await t.call({ method: 'PUT', url: '/api/user/update-profile', token: customer.token, payload: { smsUpdates: false } });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().user.smsUpdates).toBe(false);
    const phone = off.json().user.phoneNumber as string;
    const driver = await approvedDriver(t);
    const order = await newOrder(t, customer, [{ product: ugali, quantity: 1 }]);
    await makeReady(t, order, [shop]);
    await assign(t, driver, order._id, 'accept');
    await setSubStatus(t, driver, subOf(order, shop), 'OutForDelivery');
    await markDelivered(t, driver, order._id);
    await runJobs();
    expect(textsTo(phone)).toEqual([expect.stringContaining('is confirmed')]);
  });

  it('writes to a Kiswahili speaker in Kiswahili', async () => {
    const customer = await signupCustomer(t);
    await t.database.db.update(users).set({ language: 'sw' }).where(eq(users.id, customer.id));
    const order = await newOrder(t, customer, [{ product: ugali, quantity: 1 }]);
    await runJobs();
    expect(textsTo(customer.body.user.phoneNumber)).toEqual([expect.stringContaining(`oda ${order.orderId} imethibitishwa`)]);
  });
});

describe('texts to a shop', () => {
  it('texts the shop when no open dashboard acknowledged the new-order alert', async () => {
    const customer = await signupCustomer(t);
    const order = await newOrder(t, customer, [{ product: ugali, quantity: 3 }]);
    await runJobs();
    await twoMinutesPass();
    await runJobs();
    const shopPhone = shop.body.partner.contactNumber;
    expect(textsTo(shopPhone).filter((m) => m.includes(order.orderId))).toEqual([expect.stringMatching(new RegExp(`new order ${order.orderId} for Mama Oliech Kitchen, Ksh 360`))]);
  });

  it('does not text a shop whose dashboard showed the alert', async () => {
    const customer = await signupCustomer(t);
    const order = await newOrder(t, customer, [{ product: ugali, quantity: 1 }]);
    const list = await t.call({ method: 'GET', url: `/api/partner-notifications/${shop.id}`, token: shop.token });
    const alert = list.json().find((n: { orderId: string }) => n.orderId === order._id);
    const ack = await t.call({ method: 'POST', url: `/api/partner-notifications/${alert._id}/acknowledge`, token: shop.token });
    expect(ack.statusCode, ack.body).toBe(200);
    await runJobs();
    await twoMinutesPass();
    await runJobs();
    expect(textsTo(shop.body.partner.contactNumber).filter((m) => m.includes(order.orderId))).toEqual([]);
  });

  it('lets only the shop acknowledge its own alert', async () => {
    const other = await signupPartner(t);
    const customer = await signupCustomer(t);
    const order = await newOrder(t, customer, [{ product: ugali, quantity: 1 }]);
    const list = await t.call({ method: 'GET', url: `/api/partner-notifications/${shop.id}`, token: shop.token });
    const alert = list.json().find((n: { orderId: string }) => n.orderId === order._id);
    const res = await t.call({ method: 'POST', url: `/api/partner-notifications/${alert._id}/acknowledge`, token: other.token });
    expect(res.statusCode).toBe(403);
    await runJobs();
    await twoMinutesPass();
    await runJobs();
    expect(textsTo(shop.body.partner.contactNumber).some((m) => m.includes(order.orderId))).toBe(true);
  });
});

describe('texts to a driver', () => {
  it('tells a driver once that the admin approved them', async () => {
    const admin = await signupAdmin(t);
    const driver = await signupDriver(t);
    const approve = await t.call({ method: 'POST', url: `/api/admin/drivers/${driver.id}/approve`, token: admin.token });
    expect(approve.statusCode, approve.body).toBe(200);
    await t.call({ method: 'POST', url: `/api/admin/drivers/${driver.id}/approve`, token: admin.token });
    await runJobs();
    expect(textsTo(driver.body.driver.phoneNumber)).toEqual([expect.stringContaining('your driver account is approved')]);
  });
});

describe('delivery through the provider', () => {
  it('retries while the provider is down and sends once it is back', async () => {
    const customer = await signupCustomer(t);
    fake.failNext(2, customer.body.user.phoneNumber);
    const order = await newOrder(t, customer, [{ product: ugali, quantity: 1 }]);
    await runJobs();
    expect(textsTo(customer.body.user.phoneNumber)).toHaveLength(1);
    const [row] = (await outboxRows()).filter((r) => r.kind === 'order_confirmed' && r.ref === order._id);
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null, providerStatus: 'Success', cost: 'KES 0.8000' });
  });

  it('gives up at once on a number the provider refuses, keeping the reason', async () => {
    const customer = await signupCustomer(t);
    fake.statusFor.set(customer.body.user.phoneNumber, { code: 406, status: 'UserInBlacklist' });
    const order = await newOrder(t, customer, [{ product: ugali, quantity: 1 }]);
    await runJobs();
    const [row] = (await outboxRows()).filter((r) => r.kind === 'order_confirmed' && r.ref === order._id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row!.lastError).toMatch(/UserInBlacklist/);
  });

  it('records delivery reports posted to the secret address only', async () => {
    const customer = await signupCustomer(t);
    const order = await newOrder(t, customer, [{ product: ugali, quantity: 1 }]);
    await runJobs();
    const [row] = (await outboxRows()).filter((r) => r.kind === 'order_confirmed' && r.ref === order._id);
    const report = (secret: string, fields: Record<string, string>) =>
      t.call({
        method: 'POST',
        url: `/api/sms/delivery-reports/${secret}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    const fields = { id: row!.providerMessageId!, status: 'Failed', phoneNumber: row!.to, networkCode: '63902', failureReason: 'AbsentSubscriber', retryCount: '0' };

    expect((await report('not-the-secret-at-all', fields)).statusCode).toBe(404);
    expect((await report(t.config.sms.callbackSecret, { ...fields, id: 'ATXid_unknown' })).statusCode).toBe(200);
    let [after] = (await outboxRows()).filter((r) => r.id === row!.id);
    expect(after!.deliveryStatus).toBeNull();

    const res = await report(t.config.sms.callbackSecret, fields);
    expect(res.statusCode).toBe(200);
    [after] = (await outboxRows()).filter((r) => r.id === row!.id);
    expect(after).toMatchObject({ deliveryStatus: 'Failed', deliveryFailureReason: 'AbsentSubscriber', deliveryReport: expect.objectContaining({ networkCode: '63902' }) });
  });
});
