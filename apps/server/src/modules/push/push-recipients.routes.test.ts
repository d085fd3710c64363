import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import { signupAdmin, signupCustomer, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { startFakeDaraja, type FakeDaraja } from '../../../test/helpers/fake-daraja.ts';
import { startFakePushService, type FakePushService, type FakeSubscription, type ReceivedPush } from '../../../test/helpers/fake-push-service.ts';
import { approvedDriver, assign, markDelivered, newOrder, setSubStatus, subOf, advanceTo, type PlacedOrder } from '../../../test/helpers/lifecycle.ts';
import { b2cResult, lastPayout, lastPush, mpesaTestApp, placeMpesaOrder, runPaymentJobs, stkCallback } from '../../../test/helpers/mpesa.ts';
import { insertProducts } from '../../../test/helpers/products.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';
import { dispatchOffers, driverPresence, jobs, orders } from '../../db/schema/index.ts';
import { PUSH_NOTIFY_JOB } from './push-sender.ts';

/**
 * Who is told what (issue 30, decision 035): every kind of message reaches the right account's
 * phones, in that account's language, with the page a tap opens, its tag, urgency and TTL, as the
 * push service stand-in receives and decrypts it.
 */
let push: FakePushService;
let daraja: FakeDaraja;
let t: TestApp;
let shop: Created;
let customer: Created;
let admin: Created;
let chapati: string;

// The test shop is at -1.2833,36.8167; customers are delivered at -1.2921,36.8219.
const NEAR_SHOP = { lat: -1.28, lng: 36.8167 };
const FAR = { lat: -1.1833, lng: 36.8167 };
const AT_THE_DOOR = { lat: -1.2925, lng: 36.8219 };

beforeAll(async () => {
  push = await startFakePushService();
  daraja = await startFakeDaraja();
  // Jobs run only when a test runs them; waves widen only when a test makes their job due.
  t = await mpesaTestApp(daraja, { DISPATCH_WAVE_SECONDS: '600', DISPATCH_RADIUS_KM: '3', ACCEPT_MINUTES: '10' });
  shop = await signupPartner(t, { businessName: 'Mama Oliech Kitchen' });
  customer = await signupCustomer(t);
  admin = await signupAdmin(t);
  await speaks(shop, 'sw');
  await speaks(customer, 'sw');
  await speaks(admin, 'en');
  [chapati] = (await insertProducts(t, shop.id, [{ name: 'Chapati', price: 40, inventory: 1000 }])) as [string];
});
afterAll(async () => {
  await t?.close();
  await push?.close();
  await daraja?.close();
});
beforeEach(async () => {
  push.received.length = 0;
  // Other tests' riders stay subscribed but go offline: each test says who is online.
  await t.database.db.execute(sql`update driver_presence set online = false, lat = null, lng = null, located_at = null`);
});

async function speaks(account: Created, language: 'en' | 'sw') {
  const res = await t.call({ method: 'PUT', url: '/api/me/language', token: account.token, payload: { language } });
  expect(res.statusCode, res.body).toBe(200);
}

async function turnOn(account: Created): Promise<FakeSubscription> {
  const device = push.subscribe();
  const res = await t.call({ method: 'POST', url: '/api/push/subscriptions', token: account.token, payload: device });
  expect(res.statusCode, res.body).toBe(201);
  return device;
}

/** Every job due now, and those they write, until none is left. */
async function runJobs() {
  await t.services.background.drain();
  for (let round = 0; round < 40 && (await t.services.jobs.runDue()) > 0; round++);
}

/** The push message jobs whose key starts so come due now, as if their time had come. */
async function comeDue(keyPrefix: string) {
  await t.database.db.update(jobs).set({ dueAt: sql`now()` }).where(and(eq(jobs.kind, PUSH_NOTIFY_JOB), eq(jobs.state, 'pending'), like(jobs.key, `${keyPrefix}%`)));
  await runJobs();
}

/** Dispatch makes its offer once the order's change has committed, a moment after the answer. */
async function offerMade(order: PlacedOrder) {
  await vi.waitFor(async () => {
    await t.services.background.drain();
    expect(await t.database.db.select().from(dispatchOffers).where(eq(dispatchOffers.orderId, order._id))).toHaveLength(1);
  });
}

const receivedBy = (device: FakeSubscription): ReceivedPush[] => push.received.filter((m) => m.subscription === device.endpoint);
const only = (device: FakeSubscription): ReceivedPush => {
  const messages = receivedBy(device);
  expect(messages).toHaveLength(1);
  return messages[0]!;
};
const URGENT = { urgency: 'high', ttl: 120 };
const NORMAL = { urgency: 'normal', ttl: 3600 };

async function riderAt(point: { lat: number; lng: number } | null, language: 'en' | 'sw', name?: string): Promise<{ rider: Created; phone: FakeSubscription }> {
  const rider = await approvedDriver(t, name ? { username: name } : {});
  await speaks(rider, language);
  const phone = await turnOn(rider);
  if (point) {
    expect((await t.call({ method: 'PUT', url: '/api/driver/availability', token: rider.token, payload: { online: true } })).statusCode).toBe(200);
    expect((await t.call({ method: 'PUT', url: '/api/driver/location', token: rider.token, payload: point })).statusCode).toBe(200);
  }
  return { rider, phone };
}

describe('a shop', () => {
  it('hears of a new order once per device, and 3 minutes before it declines by itself unless it was answered', async () => {
    const [phone, tablet] = [await turnOn(shop), await turnOn(shop)];
    const order = await newOrder(t, customer, [{ product: chapati, quantity: 3 }]);
    const part = subOf(order, shop);
    await runJobs();
    for (const device of [phone, tablet]) {
      expect(only(device)).toMatchObject({ ...URGENT, payload: { title: `Oda mpya ${order.orderId}`, body: 'Ksh 120.00. Ifungue uikubali au uikatae.', url: `/partner/orders/${part}`, tag: `sub-order-${part}` } });
    }

    // The reminder is a job written with the order, due when 3 of the 10 minutes are left.
    const [reminder] = await t.database.db
      .select({ inSeconds: sql<number>`extract(epoch from ${jobs.dueAt} - now())::float8` })
      .from(jobs)
      .where(and(eq(jobs.kind, PUSH_NOTIFY_JOB), eq(jobs.key, `shop_decline_soon:${part}`)));
    expect(Number(reminder!.inSeconds)).toBeGreaterThan(6.5 * 60);
    expect(Number(reminder!.inSeconds)).toBeLessThanOrEqual(7 * 60);
    push.received.length = 0;
    await comeDue(`shop_decline_soon:${part}`);
    for (const device of [phone, tablet]) {
      expect(only(device)).toMatchObject({
        ...URGENT,
        payload: { title: `Oda ${order.orderId} bado inasubiri`, body: 'Itakataliwa yenyewe baada ya dakika 3 usipoikubali.', url: `/partner/orders/${part}`, tag: `sub-order-${part}` },
      });
    }

    // Answered in time: the reminder tells nobody.
    const answered = await newOrder(t, customer, [{ product: chapati, quantity: 1 }]);
    expect((await setSubStatus(t, shop, subOf(answered, shop), 'OrderReceived')).statusCode).toBe(200);
    await runJobs();
    push.received.length = 0;
    await comeDue(`shop_decline_soon:${subOf(answered, shop)}`);
    expect(receivedBy(phone)).toEqual([]);
  });
});

describe('riders', () => {
  it('near the shop hear of an offer first, the others when the wave widens; a rider who is offline hears nothing', async () => {
    const near = await riderAt(NEAR_SHOP, 'sw');
    const far = await riderAt(FAR, 'en');
    const offline = await riderAt(null, 'en');
    const order = await newOrder(t, customer, [{ product: chapati, quantity: 1 }]);
    await advanceTo(t, shop, subOf(order, shop), 'ReadyForPickup');
    await offerMade(order);
    await runJobs();
    expect(only(near.phone)).toMatchObject({ ...URGENT, payload: { title: 'Safari mpya karibu nawe', body: 'Chukua kutoka Mama Oliech Kitchen. Fungua Sokoni uichukue.', url: '/driver/dashboard', tag: `offer-${order._id}` } });
    expect(receivedBy(far.phone)).toEqual([]);

    await t.database.db.execute(sql`update jobs set due_at = now() where kind = 'dispatch.widen' and state = 'pending'`);
    await runJobs();
    expect(only(far.phone)).toMatchObject({ ...URGENT, payload: { title: 'New delivery near you', body: 'Pick up from Mama Oliech Kitchen. Open Sokoni to take it.', url: '/driver/dashboard', tag: `offer-${order._id}` } });
    expect(receivedBy(near.phone)).toHaveLength(1);
    expect(receivedBy(offline.phone)).toEqual([]);
  });

  it('still hear of an order whose offer was lost after it opened (the process died): every online rider does', async () => {
    const near = await riderAt(NEAR_SHOP, 'en');
    const far = await riderAt(FAR, 'en');
    const order = await newOrder(t, customer, [{ product: chapati, quantity: 1 }]);
    await advanceTo(t, shop, subOf(order, shop), 'ReadyForPickup');
    await offerMade(order);
    // As if the process had died between the order opening and its offer being made.
    await t.database.db.delete(dispatchOffers).where(eq(dispatchOffers.orderId, order._id));
    await t.database.db.execute(sql`delete from jobs where kind = 'dispatch.widen'`);
    for (let attempt = 0; attempt < 5 && receivedBy(far.phone).length === 0; attempt++) {
      await t.database.db.update(jobs).set({ dueAt: sql`now()` }).where(and(eq(jobs.kind, PUSH_NOTIFY_JOB), eq(jobs.state, 'pending'), like(jobs.key, `rider_offer:${order._id}:%`)));
      await runJobs();
    }
    expect(only(near.phone).payload).toMatchObject({ tag: `offer-${order._id}` });
    expect(only(far.phone).payload).toMatchObject({ tag: `offer-${order._id}` });
  });

  it('assigned to an order still being prepared hears when its shop has it ready for pick-up', async () => {
    const { rider, phone } = await riderAt(NEAR_SHOP, 'en');
    const order = await newOrder(t, customer, [{ product: chapati, quantity: 1 }]);
    const part = subOf(order, shop);
    await advanceTo(t, shop, part, 'Preparing');
    // Riders accept only ready orders today; a rider given the order earlier is written directly.
    await t.database.db.update(orders).set({ assignedDriverId: rider.id }).where(eq(orders.id, order._id));
    await runJobs();
    push.received.length = 0;
    await advanceTo(t, shop, part, 'ReadyForPickup', 'Preparing');
    await runJobs();
    expect(only(phone)).toMatchObject({ ...NORMAL, payload: { title: `Order ${order.orderId} is ready`, body: 'Ready for pick-up at Mama Oliech Kitchen.', url: '/driver/dashboard', tag: `delivery-${order._id}` } });
  });
});

describe('a customer', () => {
  const onOrderPage = (order: PlacedOrder) => ({ url: `/orders/${order._id}`, tag: `order-${order._id}` });

  it('hears that an M-Pesa payment was received', async () => {
    const phone = await turnOn(customer);
    const placed = await placeMpesaOrder(t, customer, [{ product: chapati, quantity: 2 }]);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().order as PlacedOrder;
    const prompt = lastPush(daraja);
    daraja.queryAnswers.set(prompt.checkoutRequestId, { code: 0, desc: 'The service request is processed successfully.' });
    await t.call({ method: 'POST', url: prompt.path, payload: stkCallback(prompt, { code: 0, receipt: 'SKP0000301' }) });
    await runPaymentJobs(t);
    await runJobs();
    expect(only(phone)).toMatchObject({ ...NORMAL, payload: { title: 'Malipo yamepokelewa', body: `Oda ${order.orderId} imelipwa. Duka linaiandaa.`, ...onOrderPage(order) } });
  });

  it('hears that a shop declined, and that a shop suggests a replacement', async () => {
    const phone = await turnOn(customer);
    const declined = await newOrder(t, customer, [{ product: chapati, quantity: 1 }]);
    const res = await t.call({ method: 'POST', url: `/api/suborders/${subOf(declined, shop)}/decline`, token: shop.token, payload: { reason: 'out of stock' } });
    expect(res.statusCode, res.body).toBe(200);
    await runJobs();
    expect(only(phone)).toMatchObject({
      ...NORMAL,
      payload: { title: 'Mama Oliech Kitchen haliwezi kuandaa oda yako', body: `Sehemu ya oda ${declined.orderId} imekataliwa. Ifungue uone kinachofuata.`, ...onOrderPage(declined) },
    });

    push.received.length = 0;
    const [mandazi] = (await insertProducts(t, shop.id, [{ name: 'Mandazi', price: 40, inventory: 100 }])) as [string];
    const order = (await newOrder(t, customer, [{ product: chapati, quantity: 2 }])) as PlacedOrder & { items: { _id: string }[] };
    const part = subOf(order, shop);
    expect((await setSubStatus(t, shop, part, 'OrderReceived')).statusCode).toBe(200);
    const proposed = await t.call({ method: 'POST', url: `/api/suborders/${part}/substitutions`, token: shop.token, payload: { itemId: order.items[0]!._id, replacementProductId: mandazi } });
    expect(proposed.statusCode, proposed.body).toBe(201);
    await runJobs();
    expect(only(phone)).toMatchObject({
      ...NORMAL,
      payload: { title: 'Mama Oliech Kitchen linapendekeza mbadala', body: `Bidhaa ya oda ${order.orderId} imeisha. Ifungue ukubali au ukatae mbadala.`, ...onOrderPage(order) },
    });
  });

  it('hears the rider is on the way, arriving (written with the position that says so) and has delivered; then a problem decided', async () => {
    const phone = await turnOn(customer);
    const { rider } = await riderAt(NEAR_SHOP, 'en', 'Otieno');
    const order = await newOrder(t, customer, [{ product: chapati, quantity: 1 }]);
    await advanceTo(t, shop, subOf(order, shop), 'ReadyForPickup');
    expect((await assign(t, rider, order._id, 'accept')).statusCode).toBe(200);
    expect((await setSubStatus(t, rider, subOf(order, shop), 'OutForDelivery')).statusCode).toBe(200);
    await runJobs();
    expect(only(phone)).toMatchObject({ ...NORMAL, payload: { title: 'Oda yako iko njiani', body: `Otieno analeta oda ${order.orderId}.`, ...onOrderPage(order) } });

    push.received.length = 0;
    // Ten minutes of riding since the last position, at a believable speed. Milliseconds, as the app
    // writes positions: the next save checks the time it read is still the one stored.
    await t.database.db.update(driverPresence).set({ locatedAt: sql`date_trunc('milliseconds', now() - interval '10 minutes')` }).where(eq(driverPresence.driverId, rider.id));
    const located = await t.call({ method: 'PUT', url: '/api/driver/location', token: rider.token, payload: AT_THE_DOOR });
    expect(located.statusCode, located.body).toBe(200);
    // The message's job was written by the request itself, with the position.
    const written = await t.database.db.select().from(jobs).where(and(eq(jobs.kind, PUSH_NOTIFY_JOB), eq(jobs.key, `customer_arriving:${order._id}`)));
    expect(written).toHaveLength(1);
    await runJobs();
    expect(only(phone)).toMatchObject({ ...NORMAL, payload: { title: 'Msafirishaji wako anakaribia', body: `Oda ${order.orderId} itafika baada ya dakika 1 hivi.`, ...onOrderPage(order) } });

    push.received.length = 0;
    expect((await markDelivered(t, rider, order._id)).statusCode).toBe(200);
    await runJobs();
    expect(only(phone)).toMatchObject({ ...NORMAL, payload: { title: 'Imefikishwa', body: `Oda ${order.orderId} imefikishwa. Furahia!`, ...onOrderPage(order) } });

    // A problem report: the admins hear when it is overdue, the customer when it is decided.
    push.received.length = 0;
    const adminPhone = await turnOn(admin);
    const items = (await t.call({ method: 'GET', url: `/api/orders/${order._id}`, token: customer.token })).json().items as { _id: string }[];
    const reported = await t.call({ method: 'POST', url: `/api/orders/${order._id}/problems`, token: customer.token, payload: { kind: 'missing_item', lines: [{ item: items[0]!._id, quantity: 1 }] } });
    expect(reported.statusCode, reported.body).toBe(201);
    const problemId = reported.json().problem._id as string;
    await runJobs();
    expect(receivedBy(adminPhone)).toEqual([]);
    await comeDue(`admin_problem_overdue:${problemId}`);
    expect(only(adminPhone)).toMatchObject({
      ...NORMAL,
      payload: { title: 'A problem report is overdue', body: `The report about order ${order.orderId} is waiting for a decision.`, url: '/superuserdashboard', tag: `problem-${problemId}` },
    });

    push.received.length = 0;
    const decided = await t.call({ method: 'POST', url: `/api/admin/problems/${problemId}/resolve`, token: admin.token, payload: { outcome: 'redeliver' } });
    expect(decided.statusCode, decided.body).toBe(200);
    await runJobs();
    expect(only(phone)).toMatchObject({
      ...NORMAL,
      payload: { title: 'Tatizo uliloripoti limejibiwa', body: `Kuhusu oda ${order.orderId}: ifungue uone uamuzi.`, url: `/orders/${order._id}`, tag: `problem-${order._id}` },
    });
    expect(receivedBy(adminPhone)).toEqual([]);
  });
});

describe('the admins', () => {
  it('hear that an M-Pesa payout failed', async () => {
    const adminPhone = await turnOn(admin);
    const payee = await signupPartner(t, { businessName: 'Duka la Baraka', contactNumber: '0722 100 301' });
    expect((await t.call({ method: 'POST', url: '/api/admin/ledger/adjustments', token: admin.token, payload: { accountKind: 'partner', accountId: payee.id, amount: 500, reason: 'Opening balance for the test' } })).statusCode).toBe(201);
    const payout = await t.call({ method: 'POST', url: '/api/admin/payouts', token: admin.token, payload: { accountKind: 'partner', accountId: payee.id } });
    expect(payout.statusCode, payout.body).toBe(201);
    await runPaymentJobs(t, ['ledger.mpesa-payout']);
    const request = lastPayout(daraja);
    await t.call({ method: 'POST', url: request.path, payload: b2cResult(request, { code: 1 }) });
    await runJobs();
    expect(only(adminPhone)).toMatchObject({
      ...NORMAL,
      payload: { title: 'A payout failed', body: 'M-Pesa payout of Ksh 500.00 to Duka la Baraka failed. Retry it from the console.', url: '/superuserdashboard', tag: `payout-${payout.json()._id}` },
    });
  });
});
