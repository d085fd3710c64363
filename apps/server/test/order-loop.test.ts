import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { kenyaDayOf } from '@sokoni/domain/kenya-day';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { signupCustomer, signupPartner, type Created } from './helpers/accounts.ts';
import { insertProducts } from './helpers/products.ts';
import { advanceTo, approvedDriver, assign, markDelivered, newOrder, setSubStatus, subOf } from './helpers/lifecycle.ts';

let t: TestApp;
let base: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await t?.close();
});

function live(who: Created): Promise<Socket> {
  const socket = connect(base, { path: '/socket.io', auth: { token: who.token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', reject);
  });
}

/** Resolves with the first `event` whose payload matches, so unrelated updates are skipped. */
function waitFor<T extends { orderId?: string; status?: string }>(socket: Socket, event: string, match: (payload: T) => boolean): Promise<T> {
  return new Promise((resolve) => {
    const listener = (payload: T) => {
      if (!match(payload)) return;
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

const get = (url: string, who: Created) => t.call({ method: 'GET', url, token: who.token });

describe('the whole order loop', () => {
  it('customer orders, stores prepare, one driver delivers, customer confirms: sales and earnings add up', async () => {
    const customer = await signupCustomer(t);
    const [mama, duka] = await Promise.all([signupPartner(t), signupPartner(t, { location: '-1.2870,36.8250' })]);
    const [pilau] = (await insertProducts(t, mama.id, [{ name: 'Pilau, with "kachumbari"', price: 250, inventory: 10 }])) as [string];
    const [chai] = (await insertProducts(t, duka.id, [{ name: 'Chai', price: 40, inventory: 10 }])) as [string];
    const [rider, rival] = await Promise.all([approvedDriver(t), approvedDriver(t)]);
    const [customerSocket, riderSocket, rivalSocket] = await Promise.all([live(customer), live(rider), live(rival)]);

    // 1. The customer places an order with two shops.
    const order = await newOrder(t, customer, [{ product: pilau, quantity: 2 }, { product: chai, quantity: 3 }]);
    const fee = order.delivery.fee;
    expect(fee).toBeGreaterThan(0);

    // 2. Both stores advance their parts; the last one ready opens the order to every driver.
    const riderHears = waitFor<{ orderId: string }>(riderSocket, 'newOrderAvailable', (p) => p.orderId === order._id);
    const rivalHears = waitFor<{ orderId: string }>(rivalSocket, 'newOrderAvailable', (p) => p.orderId === order._id);
    await advanceTo(t, mama, subOf(order, mama), 'ReadyForPickup');
    await advanceTo(t, duka, subOf(order, duka), 'ReadyForPickup');
    await Promise.all([riderHears, rivalHears]);
    const available = (await get(`/api/driver-notifications/${rival.id}`, rival)).json() as { orderId: string; driverEarning: number }[];
    expect(available.find((o) => o.orderId === order._id)?.driverEarning).toBe(Math.round(fee * 80) / 100);

    // 3. The rider accepts; the rival sees it leave their list.
    const removed = waitFor<{ orderId: string }>(rivalSocket, 'orderRemoved', (p) => p.orderId === order._id);
    expect((await assign(t, rider, order._id, 'accept')).statusCode).toBe(200);
    await removed;
    expect((await assign(t, rival, order._id, 'accept')).statusCode).toBe(409);

    // 4. Picked up at both shops, then delivered; the customer hears it live.
    for (const shop of [mama, duka]) expect((await setSubStatus(t, rider, subOf(order, shop), 'OutForDelivery')).statusCode).toBe(200);
    expect((await get(`/api/orders/${order._id}`, customer)).json().status).toBe('OutForDelivery');
    const deliveredLive = waitFor<{ orderId: string; status: string }>(customerSocket, 'orderUpdated', (p) => p.orderId === order._id && p.status === 'Delivered');
    expect((await markDelivered(t, rider, order._id)).statusCode).toBe(200);
    await deliveredLive;

    // 5. The customer confirms receipt; the rider's active list lets go of it.
    const riderHearsConfirm = waitFor<{ orderId: string; status: string }>(riderSocket, 'orderUpdated', (p) => p.orderId === order._id && p.status === 'Confirmed Delivered');
    const confirmed = await t.call({ method: 'PUT', url: `/api/orders/${order._id}/confirm-delivery`, token: customer.token });
    expect(confirmed.statusCode).toBe(200);
    await riderHearsConfirm;
    const final = confirmed.json().order;
    const rider_ = rider.body.driver as { username: string; phoneNumber: string };
    expect(final).toMatchObject({ status: 'Confirmed Delivered', assignedDriver: rider.id, deliveredBy: rider_.username, deliveredByPhone: rider_.phoneNumber });
    expect(final.subOrders.map((s: { status: string }) => s.status)).toEqual(['Confirmed Delivered', 'Confirmed Delivered']);
    expect((await get(`/api/driver-active-orders/${rider.id}`, rider)).json()).toEqual([]);

    // 6. It is a sale for each store and a completed delivery for the rider, on today's date in Kenya.
    const today = kenyaDayOf(new Date(final.deliveredAt));
    const mamaSales = (await get(`/api/partners/${mama.id}/sales?date=${today}`, mama)).json();
    expect(mamaSales.sales).toEqual([
      expect.objectContaining({ _id: subOf(order, mama), total: 500, status: 'Confirmed Delivered', items: [expect.objectContaining({ product: { _id: pilau, name: 'Pilau, with "kachumbari"' } })] }),
    ]);
    expect(mamaSales.totals).toEqual({ count: 1, amount: 500 });
    expect((await get(`/api/partners/${duka.id}/sales?date=${today}`, duka)).json().totals).toEqual({ count: 1, amount: 120 });
    const storeOrders = (await get(`/api/partners/${mama.id}/orders`, mama)).json();
    expect(storeOrders[0]).toMatchObject({ _id: subOf(order, mama), status: 'Confirmed Delivered', parentOrder: { status: 'Confirmed Delivered' } });
    // The spec's shop screens move a sub-order to Sales from its parent's delivery fields.
    expect(storeOrders[0].parentOrder).toMatchObject({ deliveredBy: rider_.username, deliveredByPhone: rider_.phoneNumber, deliveredAt: final.deliveredAt });

    const completed = (await get(`/api/driver-completed-orders/${rider.id}?date=${today}&withTotals=1`, rider)).json();
    expect(completed.orders).toEqual([expect.objectContaining({ _id: order._id, status: 'Confirmed Delivered', fee, driverEarning: Math.round(fee * 80) / 100 })]);
    expect(completed.totals).toEqual({ count: 1, fees: fee, earnings: Math.round(fee * 80) / 100 });
    expect((await get(`/api/driver-completed-orders/${rival.id}?withTotals=1`, rival)).json().totals).toEqual({ count: 0, fees: 0, earnings: 0 });
  });
});
