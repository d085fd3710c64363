import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { signupAdmin, signupCustomer, signupDriver, signupPartner } from '../../../test/helpers/accounts.ts';
import { startFakePushService, type FakePushService } from '../../../test/helpers/fake-push-service.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';

let t: TestApp;
let push: FakePushService;

beforeAll(async () => {
  push = await startFakePushService();
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await push?.close();
});

const subscribe = (token: string, payload: unknown, headers: Record<string, string> = {}) => t.call({ method: 'POST', url: '/api/push/subscriptions', token, payload: payload as object, headers });
const unsubscribe = (token: string, endpoint: string) => t.call({ method: 'DELETE', url: '/api/push/subscriptions', token, payload: { endpoint } });
const devicesOf = (accountId: string) => t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.accountId, accountId));

describe('alerts on this device', () => {
  it('gives every signed-in account the VAPID public key, and no visitor', async () => {
    const customer = await signupCustomer(t);
    const key = await t.call({ method: 'GET', url: '/api/push/key', token: customer.token });
    expect(key.statusCode).toBe(200);
    expect(key.json().publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect((await t.call({ method: 'GET', url: '/api/push/key' })).statusCode).toBe(401);
  });

  it('lets a customer, a shop, a rider and an admin turn alerts on and off per device', async () => {
    const accounts = [await signupCustomer(t), await signupPartner(t), await signupDriver(t), await signupAdmin(t)];
    for (const account of accounts) {
      const device = push.subscribe();
      const on = await subscribe(account.token, { ...device, expirationTime: null });
      expect(on.statusCode, on.body).toBe(201);
      expect(on.json()).toMatchObject({ endpoint: device.endpoint });
      expect(await devicesOf(account.id)).toHaveLength(1);
      const off = await unsubscribe(account.token, device.endpoint);
      expect(off.statusCode).toBe(200);
      expect(off.json().removed).toBe(true);
      expect(await devicesOf(account.id)).toHaveLength(0);
    }
  });

  it('keeps one row per device: several phones for one account, and a browser passed on belongs to whoever signed in last', async () => {
    const shop = await signupPartner(t);
    const phone = push.subscribe();
    const tablet = push.subscribe();
    expect((await subscribe(shop.token, phone)).statusCode).toBe(201);
    expect((await subscribe(shop.token, tablet)).statusCode).toBe(201);
    expect((await subscribe(shop.token, phone)).statusCode).toBe(201);
    expect((await devicesOf(shop.id)).map((d) => d.endpoint).sort()).toEqual([phone.endpoint, tablet.endpoint].sort());

    const rider = await signupDriver(t);
    expect((await subscribe(rider.token, tablet)).statusCode).toBe(201);
    expect((await devicesOf(shop.id)).map((d) => d.endpoint)).toEqual([phone.endpoint]);
    expect((await devicesOf(rider.id)).map((d) => d.endpoint)).toEqual([tablet.endpoint]);
    // Signing out on the shop's phone removes that phone only; nobody removes another account's device.
    expect((await unsubscribe(shop.token, tablet.endpoint)).json().removed).toBe(false);
    expect(await devicesOf(rider.id)).toHaveLength(1);
  });

  it.each([
    ['a host that is no push service', 'https://attacker.example/collect'],
    ['the cloud metadata address', 'https://169.254.169.254/latest/meta-data/'],
    ['a look-alike of a push host', 'https://fcm.googleapis.com.attacker.example/x'],
    ['plain http to a push host', 'http://fcm.googleapis.com/fcm/send/x'],
    ['plain http to another machine', 'http://10.1.2.3:8080/push'],
    ['no URL at all', 'hello'],
  ])('refuses %s with 400 and keeps nothing', async (_what, endpoint) => {
    const customer = await signupCustomer(t);
    const res = await subscribe(customer.token, { ...push.subscribe(), endpoint });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect(await devicesOf(customer.id)).toHaveLength(0);
  });

  it('refuses keys no message could be encrypted for, in the reader\'s language', async () => {
    const customer = await signupCustomer(t);
    const device = push.subscribe();
    const badPoint = Buffer.alloc(65, 7).toString('base64url');
    const res = await subscribe(customer.token, { ...device, keys: { ...device.keys, p256dh: badPoint } }, { 'accept-language': 'sw' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Funguo za usajili si funguo halali za arifa.');
    const missing = await subscribe(customer.token, { endpoint: device.endpoint });
    expect(missing.statusCode).toBe(400);
  });

  it('accepts the real push services and, outside production, a local one', async () => {
    const customer = await signupCustomer(t);
    const keys = push.subscribe().keys;
    for (const endpoint of ['https://fcm.googleapis.com/fcm/send/abc', 'https://web.push.apple.com/QGx0', 'https://updates.push.services.mozilla.com/wpush/v2/x', push.subscribe().endpoint]) {
      expect((await subscribe(customer.token, { endpoint, keys })).statusCode).toBe(201);
    }
  });
});

describe('push turned off', () => {
  it('answers that alerts are off, and stores no subscription', async () => {
    const off = await createTestApp({ PUSH: 'off' });
    try {
      const customer = await signupCustomer(off);
      const key = await off.call({ method: 'GET', url: '/api/push/key', token: customer.token });
      expect(key.statusCode).toBe(404);
      expect(key.json().message).toBe('Alerts on phones are turned off on this server.');
      expect((await off.call({ method: 'POST', url: '/api/push/subscriptions', token: customer.token, payload: push.subscribe() })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
