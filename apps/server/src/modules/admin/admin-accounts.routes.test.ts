import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { signupAdmin, signupCustomer, signupDriver, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { insertProducts } from '../../../test/helpers/products.ts';
import { makeReady, newOrder } from '../../../test/helpers/lifecycle.ts';
import { auditRowsFor } from '../../../test/helpers/audit.ts';

let t: TestApp;
let admin: Created;
let shop: Created;
let customer: Created;
let productId: string;
const ID = 'd'.repeat(24);

const post = (url: string, token: string | undefined, payload?: unknown) => t.call({ method: 'POST', url, token, ...(payload === undefined ? {} : { payload: payload as never }) });
const available = (driver: Created) => t.call({ method: 'GET', url: `/api/driver-notifications/${driver.id}`, token: driver.token });

beforeAll(async () => {
  t = await createTestApp();
  [admin, shop, customer] = await Promise.all([signupAdmin(t), signupPartner(t), signupCustomer(t)]);
  productId = (await insertProducts(t, shop.id, [{ name: 'Chapati', price: 50, inventory: 100 }]))[0]!;
});
afterAll(async () => {
  await t?.close();
});

describe('only the admin reaches the driver and customer consoles', () => {
  it.each([
    ['GET', '/api/admin/drivers'],
    ['POST', `/api/admin/drivers/${ID}/approve`],
    ['POST', `/api/admin/drivers/${ID}/reject`],
    ['POST', `/api/admin/drivers/${ID}/suspend`],
    ['POST', `/api/admin/drivers/${ID}/reinstate`],
    ['GET', '/api/admin/customers'],
    ['POST', `/api/admin/customers/${ID}/suspend`],
    ['POST', `/api/admin/customers/${ID}/reinstate`],
  ] as const)('%s %s', async (method, url) => {
    const payload = method === 'POST' ? { reason: 'checking access' } : undefined;
    const driver = await signupDriver(t);
    expect((await t.call({ method, url, payload })).statusCode).toBe(401);
    for (const who of [shop, customer, driver]) expect((await t.call({ method, url, payload, token: who.token })).statusCode).toBe(403);
  });
});

describe('driver verification', () => {
  it('approving a pending driver lets them see and accept available orders', async () => {
    const driver = await signupDriver(t);
    const order = await newOrder(t, customer, [{ product: productId, quantity: 1 }]);
    await makeReady(t, order, [shop]);

    const before = await available(driver);
    expect(before.statusCode).toBe(403);
    expect(before.json().message).toMatch(/awaiting approval/);

    const res = await post(`/api/admin/drivers/${driver.id}/approve`, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Driver approved.', driver: { _id: driver.id, verificationStatus: 'Approved', rejectionReason: null } });
    expect(res.body).not.toMatch(/passwordHash|tokenVersion/);

    const after = await available(driver);
    expect(after.statusCode, after.body).toBe(200);
    expect(JSON.stringify(after.json())).toContain(order._id);
    expect((await post(`/api/admin/drivers/${driver.id}/approve`, admin.token)).statusCode).toBe(409);
    expect((await auditRowsFor(t, driver.id))[0]).toMatchObject({ action: 'driver.approve', adminId: admin.id, details: expect.objectContaining({ from: 'Pending' }) });
  });

  it('rejecting needs a reason, which the driver is shown', async () => {
    const driver = await signupDriver(t);
    expect((await post(`/api/admin/drivers/${driver.id}/reject`, admin.token, {})).statusCode).toBe(400);
    const res = await post(`/api/admin/drivers/${driver.id}/reject`, admin.token, { reason: 'Licence photo unreadable' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().driver).toMatchObject({ verificationStatus: 'Rejected', rejectionReason: 'Licence photo unreadable' });
    const seen = await available(driver);
    expect(seen.statusCode).toBe(403);
    expect(seen.json().message).toContain('Licence photo unreadable');
    const profile = await t.call({ method: 'GET', url: '/api/driver/profile', token: driver.token });
    expect(profile.json()).toMatchObject({ verificationStatus: 'Rejected', rejectionReason: 'Licence photo unreadable' });
    expect((await auditRowsFor(t, driver.id))[0]).toMatchObject({ action: 'driver.reject', reason: 'Licence photo unreadable' });
  });

  it('lists drivers by verification status and finds them by plate number', async () => {
    const driver = await signupDriver(t, { plateNumber: 'KZZ 909Q' });
    const pending = await t.call({ method: 'GET', url: '/api/admin/drivers', query: { status: 'Pending' }, token: admin.token });
    expect(pending.statusCode, pending.body).toBe(200);
    expect(pending.json().items.every((d: { verificationStatus: string }) => d.verificationStatus === 'Pending')).toBe(true);
    const byPlate = await t.call({ method: 'GET', url: '/api/admin/drivers', query: { q: 'kzz 909' }, token: admin.token });
    expect(byPlate.json().items).toEqual([expect.objectContaining({ _id: driver.id, deliveredOrders: 0, suspended: false })]);
    expect((await t.call({ method: 'GET', url: '/api/admin/drivers', query: { status: 'Maybe' }, token: admin.token })).statusCode).toBe(400);
  });
});

describe('driver suspension', () => {
  it('refuses the login and the token with the reason, and reinstating needs no body', async () => {
    const driver = await signupDriver(t, { username: 'suspendme', password: 'secret123' });
    const res = await post(`/api/admin/drivers/${driver.id}/suspend`, admin.token, { reason: 'Customer complaints' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().driver).toMatchObject({ suspended: true, suspendedReason: 'Customer complaints' });
    const login = await t.call({ method: 'POST', url: '/api/driver/login', payload: { username: 'suspendme', password: 'secret123' } });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toContain('Customer complaints');
    expect((await t.call({ method: 'GET', url: '/api/driver/profile', token: driver.token })).statusCode).toBe(403);

    const back = await post(`/api/admin/drivers/${driver.id}/reinstate`, admin.token);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().driver).toMatchObject({ suspended: false, suspendedReason: null });
    expect((await t.call({ method: 'GET', url: '/api/driver/profile', token: driver.token })).statusCode).toBe(200);
    expect((await post(`/api/admin/drivers/${driver.id}/reinstate`, admin.token)).statusCode).toBe(409);
    expect((await post(`/api/admin/drivers/${driver.id}/suspend`, admin.token, { reason: 'Second warning' })).statusCode).toBe(200);
    expect((await post(`/api/admin/drivers/${driver.id}/reinstate`, admin.token, { reason: '   ' })).statusCode).toBe(200);
    expect((await post(`/api/admin/drivers/${driver.id}/suspend`, admin.token, { reason: 'Third warning' })).statusCode).toBe(200);
    expect((await post(`/api/admin/drivers/${driver.id}/reinstate`, admin.token, { reason: 'no' })).statusCode).toBe(400);
    expect((await auditRowsFor(t, driver.id)).map((r) => [r.action, r.reason])).toEqual([
      ['driver.suspend', 'Third warning'],
      ['driver.reinstate', null],
      ['driver.suspend', 'Second warning'],
      ['driver.reinstate', null],
      ['driver.suspend', 'Customer complaints'],
    ]);
  });

  it('answers 404 for an unknown driver', async () => {
    expect((await post(`/api/admin/drivers/${ID}/approve`, admin.token)).statusCode).toBe(404);
  });
});

describe('customers', () => {
  it('lists and finds customers with their order count', async () => {
    const buyer = await signupCustomer(t, { names: 'Wanjiru Kamau' });
    await newOrder(t, buyer, [{ product: productId, quantity: 2 }]);
    const res = await t.call({ method: 'GET', url: '/api/admin/customers', query: { q: 'wanjiru' }, token: admin.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items).toEqual([expect.objectContaining({ _id: buyer.id, names: 'Wanjiru Kamau', orderCount: 1, suspended: false })]);
    expect(res.body).not.toMatch(/password|tokenVersion/i);
  });

  it('suspends a customer: login and token refused with the reason; reinstating restores both', async () => {
    const buyer = await signupCustomer(t, { username: 'naughtybuyer', password: 'secret123' });
    const res = await post(`/api/admin/customers/${buyer.id}/suspend`, admin.token, { reason: 'Repeated fake orders' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().customer).toMatchObject({ suspended: true, suspendedReason: 'Repeated fake orders' });
    const login = await t.call({ method: 'POST', url: '/api/login', payload: { identifier: 'naughtybuyer', password: 'secret123' } });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe('Your account is suspended: Repeated fake orders. Please contact support.');
    expect((await t.call({ method: 'GET', url: '/api/user/me', token: buyer.token })).statusCode).toBe(403);

    const back = await post(`/api/admin/customers/${buyer.id}/reinstate`, admin.token, { reason: 'Spoke on the phone' });
    expect(back.statusCode, back.body).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/user/me', token: buyer.token })).statusCode).toBe(200);
    const rows = await auditRowsFor(t, buyer.id);
    expect(rows.map((r) => [r.action, r.reason])).toEqual([
      ['customer.reinstate', 'Spoke on the phone'],
      ['customer.suspend', 'Repeated fake orders'],
    ]);
    expect((await post(`/api/admin/customers/${ID}/suspend`, admin.token, { reason: 'nobody here' })).statusCode).toBe(404);
  });
});
