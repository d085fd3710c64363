import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Socket } from 'socket.io-client';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { signupAdmin, signupCustomer, signupDriver, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { insertProducts } from '../../../test/helpers/products.ts';
import { approvedDriver, assign, makeReady, newOrder, setSubStatus, subOf } from '../../../test/helpers/lifecycle.ts';
import { heard, openSocket } from '../../../test/helpers/live-socket.ts';
import { createAdminDriverRepository } from './admin-drivers.repository.ts';
import { createLocalStorage } from '../../providers/storage/local-storage.ts';
import { createAdminDriverService, releasedOrdersNote } from './admin-drivers.service.ts';

/** What an admin's decision about a driver does right away to their live dashboard and their orders. */
let t: TestApp;
let base: string;
let admin: Created;
let shop: Created;
let customer: Created;
let productId: string;
const sockets: Socket[] = [];

const post = (url: string, payload?: unknown) => t.call({ method: 'POST', url, token: admin.token, ...(payload === undefined ? {} : { payload: payload as never }) });
const readyOrder = async () => {
  const order = await newOrder(t, customer, [{ product: productId, quantity: 1 }]);
  await makeReady(t, order, [shop]);
  return order;
};

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  [admin, shop, customer] = await Promise.all([signupAdmin(t), signupPartner(t, { businessName: 'Nyama Choma Place' }), signupCustomer(t)]);
  productId = (await insertProducts(t, shop.id, [{ name: 'Mbuzi Fry', price: 450, inventory: 100 }]))[0]!;
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await t?.close();
});

describe('approval reaches an open dashboard without a reload', () => {
  it('the pending driver is told, and from then on hears new orders on the same connection', async () => {
    const driver = await signupDriver(t);
    const live = await openSocket(base, driver.token, sockets);
    const early = await readyOrder();
    await new Promise((r) => setTimeout(r, 100));
    expect(live.events.some((e) => e.name === 'newOrderAvailable')).toBe(false);

    expect((await post(`/api/admin/drivers/${driver.id}/approve`)).statusCode).toBe(200);
    expect((await heard(live.events, 'driverStatusChanged')).payload).toEqual({ verificationStatus: 'Approved', suspended: false });

    const later = await readyOrder();
    await heard(live.events, 'newOrderAvailable', { orderId: later._id });
    expect(live.events.some((e) => e.name === 'newOrderAvailable' && e.payload['orderId'] === early._id)).toBe(false);
  });

  it('a rejected driver stops hearing new orders at once', async () => {
    const driver = await approvedDriver(t);
    const live = await openSocket(base, driver.token, sockets);
    expect((await post(`/api/admin/drivers/${driver.id}/reject`, { reason: 'Licence photo unreadable' })).statusCode).toBe(200);
    expect((await heard(live.events, 'driverStatusChanged')).payload).toEqual({ verificationStatus: 'Rejected', suspended: false });
    const watcher = await openSocket(base, (await approvedDriver(t)).token, sockets);
    const order = await readyOrder();
    await heard(watcher.events, 'newOrderAvailable', { orderId: order._id });
    expect(live.events.some((e) => e.name === 'newOrderAvailable')).toBe(false);
  });
});

describe("a rejected or suspended driver's orders", () => {
  it('rejecting gives the orders they had not collected back to the other drivers', async () => {
    const driver = await approvedDriver(t);
    const other = await approvedDriver(t);
    const order = await readyOrder();
    expect((await assign(t, driver, order._id, 'accept')).statusCode).toBe(200);
    const watcher = await openSocket(base, other.token, sockets);
    const buyer = await openSocket(base, customer.token, sockets);

    const res = await post(`/api/admin/drivers/${driver.id}/reject`, { reason: 'Documents were forged' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Driver rejected. 1 order not yet collected went back to the other drivers.');

    await heard(watcher.events, 'newOrderAvailable', { orderId: order._id });
    await heard(buyer.events, 'orderUpdated', { orderId: order._id });
    expect((await assign(t, other, order._id, 'accept')).statusCode).toBe(200);
    const admins = await t.call({ method: 'GET', url: `/api/admin/orders/${order._id}`, token: admin.token });
    expect(admins.json().history).toContainEqual(expect.objectContaining({ by: expect.objectContaining({ kind: 'admin', _id: admin.id }), note: expect.stringContaining('Documents were forged') }));
  });

  it('suspending keeps orders whose items the driver already holds, and says so', async () => {
    const driver = await approvedDriver(t);
    const collected = await readyOrder();
    const waiting = await readyOrder();
    for (const order of [collected, waiting]) expect((await assign(t, driver, order._id, 'accept')).statusCode).toBe(200);
    expect((await setSubStatus(t, driver, subOf(collected, shop), 'PickedUp')).statusCode).toBe(200);

    const res = await post(`/api/admin/drivers/${driver.id}/suspend`, { reason: 'Customer complaints' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(
      'Driver suspended. 1 order not yet collected went back to the other drivers. 1 order already picked up stays with this driver until delivered.',
    );
    const detail = async (id: string) => (await t.call({ method: 'GET', url: `/api/admin/orders/${id}`, token: admin.token })).json();
    expect((await detail(collected._id)).driver).toMatchObject({ _id: driver.id });
    expect((await detail(waiting._id)).driver).toBeNull();
  });

  it('says nothing about orders when the driver held none', async () => {
    const driver = await approvedDriver(t);
    expect((await post(`/api/admin/drivers/${driver.id}/suspend`, { reason: 'Asked to pause' })).json().message).toBe('Driver suspended.');
  });
});

describe('when handing the orders back fails', () => {
  it('the decision stands, the failure is logged, and the answer tells the admin to check the orders', async () => {
    const driver = await approvedDriver(t);
    const log = { error: vi.fn() };
    const service = createAdminDriverService({
      drivers: createAdminDriverRepository(t.database.db),
      realtime: t.realtime,
      events: t.services.events,
      releaseOrders: () => Promise.reject(new Error('connection reset')),
      log,
      storage: createLocalStorage(t.config.uploadsDir),
    });
    const outcome = await service.suspend({ id: admin.id, kind: 'partner', isAdmin: true }, driver.id, 'Customer complaints');
    expect(outcome.driver.suspended).toBe(true);
    expect(outcome.orders).toBeNull();
    expect(releasedOrdersNote(outcome.orders)).toMatch(/could not all be handed back.*Orders section/);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ driverId: driver.id }), expect.any(String));
    expect(await t.services.repos.drivers.findById(driver.id)).toMatchObject({ suspended: true, suspendedReason: 'Customer complaints' });
  });
});
