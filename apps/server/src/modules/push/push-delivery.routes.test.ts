import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { signupCustomer, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { insertProducts } from '../../../test/helpers/products.ts';
import { approvedDriver, assign, makeReady, newOrder, setSubStatus, subOf } from '../../../test/helpers/lifecycle.ts';
import { startFakePushService, type FakePushService, type FakeSubscription } from '../../../test/helpers/fake-push-service.ts';
import { jobs, partners, pushSubscriptions } from '../../db/schema/index.ts';
import { PUSH_DEVICE_JOB } from './push-sender.ts';

let push: FakePushService;
let t: TestApp;
let shop: Created;
let ugali: string;

beforeAll(async () => {
  push = await startFakePushService();
  t = await createTestApp();
  // The test runs the due jobs itself, so every step is decided here and not by a timer.
  await t.services.jobs.stop();
  shop = await signupPartner(t, { businessName: 'Mama Oliech Kitchen' });
  [ugali] = (await insertProducts(t, shop.id, [{ name: 'Ugali', price: 120, inventory: 1000 }])) as [string];
});
afterAll(async () => {
  await t?.close();
  await push?.close();
});
beforeEach(async () => {
  push.received.length = 0;
  push.refused.length = 0;
  await t.database.db.delete(pushSubscriptions);
});

/** Runs every job due now until none is left (retries wait, so they are not run here). */
async function runJobs() {
  await t.services.background.drain();
  for (let round = 0; round < 40 && (await t.services.jobs.runDue()) > 0; round++);
}

/** The wait before a retry passes. */
async function retriesFallDue() {
  await t.database.db.update(jobs).set({ dueAt: sql`now()` }).where(and(eq(jobs.state, 'pending'), eq(jobs.kind, PUSH_DEVICE_JOB)));
}

/** The device job waiting for its retry, and how many seconds from now it is due. */
async function retryWait() {
  const [waiting] = await t.database.db
    .select({ attempts: jobs.attempts, lastError: jobs.lastError, inSeconds: sql<number>`extract(epoch from ${jobs.dueAt} - now())::float8` })
    .from(jobs)
    .where(and(eq(jobs.kind, PUSH_DEVICE_JOB), eq(jobs.state, 'pending')));
  return { ...waiting!, inSeconds: Number(waiting!.inSeconds) };
}

async function turnOn(account: Created): Promise<FakeSubscription> {
  const device = push.subscribe();
  const res = await t.call({ method: 'POST', url: '/api/push/subscriptions', token: account.token, payload: device });
  expect(res.statusCode, res.body).toBe(201);
  return device;
}

const receivedBy = (device: FakeSubscription) => push.received.filter((m) => m.subscription === device.endpoint);

describe('a new order on a shop\'s phones', () => {
  it('sends exactly one message per shop device, in the shop\'s language, signed with our VAPID key and urgent', async () => {
    await t.database.db.update(partners).set({ language: 'sw' }).where(eq(partners.id, shop.id));
    const phone = await turnOn(shop);
    const tablet = await turnOn(shop);
    const customer = await signupCustomer(t);
    const customerPhone = await turnOn(customer);
    const order = await newOrder(t, customer, [{ product: ugali, quantity: 2 }]);
    await runJobs();
    await runJobs();

    expect(push.refused).toEqual([]);
    const { publicKey } = (await t.call({ method: 'GET', url: '/api/push/key', token: shop.token })).json();
    for (const device of [phone, tablet]) {
      const messages = receivedBy(device);
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatchObject({ urgency: 'high', ttl: 120, vapidKey: publicKey });
      expect(messages[0]!.payload).toEqual({
        title: `Oda mpya ${order.orderId}`,
        body: expect.stringContaining('Ifungue uikubali'),
        url: `/partner/orders/${subOf(order, shop)}`,
        tag: `sub-order-${subOf(order, shop)}`,
      });
    }
    // A cash order is not 'paid' for the customer yet: nothing reaches their phone now.
    expect(receivedBy(customerPhone)).toEqual([]);
    await t.database.db.update(partners).set({ language: null }).where(eq(partners.id, shop.id));
  });

  it('removes a phone whose subscription is gone (410) at once, and still reaches the others', async () => {
    const gone = await turnOn(shop);
    const kept = await turnOn(shop);
    push.answerNext(gone.endpoint, { status: 410 });
    const order = await newOrder(t, await signupCustomer(t), [{ product: ugali, quantity: 1 }]);
    await runJobs();
    await runJobs();
    expect(receivedBy(kept).map((m) => (m.payload as { title: string }).title)).toEqual([`New order ${order.orderId}`]);
    const left = await t.database.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(eq(pushSubscriptions.accountId, shop.id));
    expect(left.map((r) => r.endpoint)).toEqual([kept.endpoint]);
    // Nothing is waiting to try the dead phone again.
    const pending = await t.database.db.select().from(jobs).where(and(eq(jobs.kind, PUSH_DEVICE_JOB), eq(jobs.state, 'pending')));
    expect(pending).toEqual([]);
  });

  it('retries a busy push service (429, then 503) and delivers once; the order never waits for it', async () => {
    const phone = await turnOn(shop);
    push.answerNext(phone.endpoint, { status: 429, headers: { 'retry-after': '90' } }, { status: 503 });
    const placed = await newOrder(t, await signupCustomer(t), [{ product: ugali, quantity: 1 }]);
    expect(placed.orderId).toEqual(expect.any(String));
    await runJobs();
    await runJobs();
    expect(receivedBy(phone)).toEqual([]);
    // The service said 90 seconds: it is not asked again sooner (the first backoff would be 5 s).
    expect(await retryWait()).toMatchObject({ attempts: 1, lastError: expect.stringContaining('429') });
    expect((await retryWait()).inSeconds).toBeGreaterThan(85);
    await retriesFallDue();
    await runJobs();
    expect(receivedBy(phone)).toEqual([]);
    // A 503 without Retry-After waits the doubling backoff: 10 s after a second attempt.
    const backoff = await retryWait();
    expect(backoff).toMatchObject({ attempts: 2, lastError: expect.stringContaining('503') });
    expect(backoff.inSeconds).toBeGreaterThan(5);
    expect(backoff.inSeconds).toBeLessThanOrEqual(10);
    await retriesFallDue();
    await runJobs();
    expect(receivedBy(phone)).toHaveLength(1);
    expect(push.attempts.get(phone.endpoint)).toBe(3);
    await retriesFallDue();
    await runJobs();
    expect(receivedBy(phone)).toHaveLength(1);
  });
});

describe('a customer\'s phone', () => {
  it('hears that the rider is on the way, at normal urgency and with an hour to live', async () => {
    const customer = await signupCustomer(t);
    const phone = await turnOn(customer);
    const driver = await approvedDriver(t, { username: 'Otieno' });
    const order = await newOrder(t, customer, [{ product: ugali, quantity: 1 }]);
    await makeReady(t, order, [shop]);
    expect((await assign(t, driver, order._id, 'accept')).statusCode).toBe(200);
    expect((await setSubStatus(t, driver, subOf(order, shop), 'OutForDelivery')).statusCode).toBe(200);
    await runJobs();
    await runJobs();
    const [onTheWay] = receivedBy(phone);
    expect(onTheWay).toMatchObject({ urgency: 'normal', ttl: 3600 });
    expect(onTheWay!.payload).toEqual({ title: 'Your order is on the way', body: `Otieno is bringing order ${order.orderId}.`, url: `/orders/${order._id}`, tag: `order-${order._id}` });
  });
});
