import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../events/domain-events.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { signupCustomer, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { insertProducts } from '../../../test/helpers/products.ts';
import { newOrder, setSubStatus, subOf } from '../../../test/helpers/lifecycle.ts';

let t: TestApp;
let customer: Created;
let store: Created;
let samosa: string;
const heard: DomainEvent[] = [];

beforeAll(async () => {
  t = await createTestApp();
  customer = await signupCustomer(t);
  store = await signupPartner(t);
  [samosa] = (await insertProducts(t, store.id, [{ name: 'Samosa', price: 30, inventory: 1000 }])) as [string];
  t.services.events.subscribe((event) => heard.push(event));
});
afterAll(async () => {
  await t?.close();
});

const statusOf = async (orderId: string) =>
  (await t.call({ method: 'GET', url: `/api/orders/${orderId}/status`, token: customer.token })).json() as { status: string; subOrders: { status: string }[] };

describe('an order transition', () => {
  it('publishes what happened once it has committed: the store moved its part and the order followed', async () => {
    const order = await newOrder(t, customer, [{ product: samosa, quantity: 2 }]);
    heard.length = 0;
    expect((await setSubStatus(t, store, subOf(order, store), 'OrderReceived')).statusCode).toBe(200);
    expect(heard.map((e) => e.type)).toEqual(['SubOrderMoved', 'OrderMoved']);
    expect(heard[0]).toMatchObject({ subOrderId: subOf(order, store), storeId: store.id, from: 'Pending', to: 'OrderReceived' });
    expect(heard[1]).toMatchObject({ order: { id: order._id, userId: customer.id }, from: 'Pending', to: 'OrderReceived', storeIds: [] });
  });

  it('publishes nothing and changes nothing when the work after a move fails', async () => {
    const order = await newOrder(t, customer, [{ product: samosa, quantity: 1 }]);
    heard.length = 0;
    const attempt = t.services.orderLifecycle.transitions.transition(order._id, async (scope) => {
      await scope.move({ actor: { kind: 'partner', id: store.id }, subOrders: [{ id: subOf(order, store), to: 'OrderReceived' }] });
      await scope.followSubOrders({ kind: 'partner', id: store.id });
      throw new Error('the disk is full');
    });
    await expect(attempt).rejects.toThrow('the disk is full');
    expect(heard).toEqual([]);
    expect(await statusOf(order._id)).toMatchObject({ status: 'Pending', subOrders: [{ status: 'Pending' }] });
  });

  it('answers with the refusal from the process table and publishes nothing', async () => {
    const order = await newOrder(t, customer, [{ product: samosa, quantity: 1 }]);
    heard.length = 0;
    const res = await setSubStatus(t, store, subOf(order, store), 'ReadyForPickup');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'Orders move one step at a time: from Pending the next status is OrderReceived.', allowed: 'OrderReceived' });
    expect(heard).toEqual([]);
  });
});
