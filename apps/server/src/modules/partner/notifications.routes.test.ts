import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { signupCustomer, signupDriver, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { newId } from '../../db/ids.ts';
import { createPartnerNotificationRepository } from './notifications.repository.ts';

let t: TestApp;
let shopA: Created;
let shopB: Created;

beforeAll(async () => {
  t = await createTestApp();
  [shopA, shopB] = await Promise.all([signupPartner(t), signupPartner(t)]);
});
afterAll(async () => {
  await t?.close();
});

/** Notifications as the order flow stores them, minutes apart so their order is known. */
async function notify(partnerId: string, messages: string[]) {
  const start = Date.now() - messages.length * 60_000;
  const rows = messages.map((message, i) => {
    const subOrderId = newId();
    return {
      id: newId(),
      partnerId,
      message,
      subOrderId,
      orderId: newId(),
      url: `/partner/orders/${subOrderId}`,
      createdAt: new Date(start + i * 60_000),
    };
  });
  return createPartnerNotificationRepository(t.database.db).insertMany(rows);
}

const list = (partnerId: string, token?: string) => t.call({ method: 'GET', url: `/api/partner-notifications/${partnerId}`, token });

describe('partner notifications', () => {
  it("reads stored notices in the shop's language", async () => {
    const shop = await signupPartner(t);
    await notify(shop.id, ['New order SKN-20261125-000123: 3 items (Ksh 1,250.00)', 'Order SKN-20261125-000124 was cancelled by the customer. Please do not prepare it; its stock has been restored.']);
    expect((await t.call({ method: 'PUT', url: '/api/me/language', token: shop.token, payload: { language: 'sw' } })).statusCode).toBe(200);
    const messages = (await list(shop.id, shop.token)).json().map((n: { message: string }) => n.message);
    expect(messages).toEqual([
      'Oda SKN-20261125-000124 imeghairiwa na mteja. Tafadhali usiiandae; bidhaa zake zimerudishwa kwenye stoki.',
      'Oda mpya SKN-20261125-000123: bidhaa 3 (Ksh 1,250.00)',
    ]);
  });

  it('lists the own notifications newest first, with read and isRead', async () => {
    const shop = await signupPartner(t);
    const [older, newer] = await notify(shop.id, ['New order 1', 'New order 2']);
    const res = await list(shop.id, shop.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.map((n: { message: string }) => n.message)).toEqual(['New order 2', 'New order 1']);
    expect(body[0]).toEqual({
      _id: newer!.id,
      message: 'New order 2',
      subOrderId: newer!.subOrderId,
      orderId: newer!.orderId,
      url: `/partner/orders/${newer!.subOrderId}`,
      timestamp: newer!.createdAt.toISOString(),
      read: false,
      isRead: false,
    });
    expect(body[1]._id).toBe(older!.id);
  });

  it("refuses another store's list with 403, other account kinds with 403 and no token with 401", async () => {
    await notify(shopA.id, ['Private order']);
    const [customer, driver] = await Promise.all([signupCustomer(t), signupDriver(t)]);
    expect((await list(shopA.id, shopB.token)).statusCode).toBe(403);
    expect((await list(shopA.id, customer.token)).statusCode).toBe(403);
    expect((await list(shopA.id, driver.token)).statusCode).toBe(403);
    expect((await list(shopA.id)).statusCode).toBe(401);
    expect((await list('not-an-id', shopA.token)).statusCode).toBe(400);
  });

  it('marks an own notification read; another store gets 403 and an unknown id 404', async () => {
    const [row] = await notify(shopA.id, ['Order to read']);
    const url = `/api/partner-notifications/${row!.id}/read`;
    expect((await t.call({ method: 'PATCH', url, token: shopB.token })).statusCode).toBe(403);
    const own = await t.call({ method: 'PATCH', url, token: shopA.token });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ _id: row!.id, read: true, isRead: true });
    const after = (await list(shopA.id, shopA.token)).json().find((n: { _id: string }) => n._id === row!.id);
    expect(after).toMatchObject({ read: true, isRead: true });
    const unknown = await t.call({ method: 'PATCH', url: '/api/partner-notifications/0123456789abcdef01234567/read', token: shopA.token });
    expect(unknown.statusCode).toBe(404);
  });

  it('deletes an own notification; another store gets 403 and it stays', async () => {
    const [row] = await notify(shopA.id, ['Order to delete']);
    const url = `/api/partner-notifications/${row!.id}`;
    expect((await t.call({ method: 'DELETE', url, token: shopB.token })).statusCode).toBe(403);
    expect((await list(shopA.id, shopA.token)).json().some((n: { _id: string }) => n._id === row!.id)).toBe(true);
    const own = await t.call({ method: 'DELETE', url, token: shopA.token });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ message: 'Notification deleted.' });
    expect((await list(shopA.id, shopA.token)).json().some((n: { _id: string }) => n._id === row!.id)).toBe(false);
    expect((await t.call({ method: 'DELETE', url, token: shopA.token })).statusCode).toBe(404);
  });

  it("marks all of the caller's notifications read and nobody else's", async () => {
    const shop = await signupPartner(t);
    const other = await signupPartner(t);
    await notify(shop.id, ['One', 'Two', 'Three']);
    await notify(other.id, ['Elsewhere']);
    const res = await t.call({ method: 'PATCH', url: '/api/partner-notifications/read-all', token: shop.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'All notifications marked as read.', updated: 3 });
    expect((await list(shop.id, shop.token)).json().every((n: { read: boolean }) => n.read)).toBe(true);
    expect((await list(other.id, other.token)).json()[0]).toMatchObject({ read: false });
    const customer = await signupCustomer(t);
    expect((await t.call({ method: 'PATCH', url: '/api/partner-notifications/read-all', token: customer.token })).statusCode).toBe(403);
  });

  it('answers an empty list for a store without notifications', async () => {
    const shop = await signupPartner(t);
    expect((await list(shop.id, shop.token)).json()).toEqual([]);
  });
});
