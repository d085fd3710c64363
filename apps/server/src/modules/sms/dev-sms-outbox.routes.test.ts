import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { signupCustomer, signupPartner } from '../../../test/helpers/accounts.ts';
import { insertProducts } from '../../../test/helpers/products.ts';
import { newOrder } from '../../../test/helpers/lifecycle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.services.jobs.stop();
});
afterAll(async () => {
  await t?.close();
});

describe('the development SMS outbox', () => {
  it('keeps texts without sending them and shows them on this machine', async () => {
    const shop = await signupPartner(t);
    const [chapati] = (await insertProducts(t, shop.id, [{ name: 'Chapati', price: 30, inventory: 100 }])) as [string];
    const customer = await signupCustomer(t);
    const order = await newOrder(t, customer, [{ product: chapati, quantity: 4 }]);
    await t.services.background.drain();
    await t.services.jobs.runDue();

    const res = await t.call({ method: 'GET', url: '/api/dev/sms-outbox?limit=5', remoteAddress: '127.0.0.1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().provider).toMatch(/local outbox/);
    expect(res.json().messages).toEqual([
      expect.objectContaining({ to: customer.body.user.phoneNumber, kind: 'order_confirmed', status: 'local', text: expect.stringContaining(order.orderId) }),
    ]);
  });

  it('is refused to anyone else without an admin token', async () => {
    const res = await t.call({ method: 'GET', url: '/api/dev/sms-outbox', remoteAddress: '203.0.113.9' });
    expect(res.statusCode).toBe(401);
  });
});
