import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusHistory } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { signupCustomer, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { insertProducts } from '../../../test/helpers/products.ts';
import { inventoryOf, quote } from '../../../test/helpers/orders.ts';
import { newOrder, setSubStatus, subOf } from '../../../test/helpers/lifecycle.ts';
import { runJobsNow } from '../../../test/helpers/due-jobs.ts';

let t: TestApp;
let customer: Created;
let pilau: Created;
let juices: Created;
let rice: string;
let mango: string;

const decline = (who: Created, subOrderId: string, payload: object = { reason: 'out of stock', note: 'No rice left today' }) =>
  t.call({ method: 'POST', url: `/api/suborders/${subOrderId}/decline`, token: who.token, payload });
const orderOf = async (id: string) => (await t.call({ method: 'GET', url: `/api/orders/${id}`, token: customer.token })).json();

beforeAll(async () => {
  t = await createTestApp();
  customer = await signupCustomer(t);
  pilau = await signupPartner(t, { businessName: 'Mama Pilau' });
  juices = await signupPartner(t, { businessName: 'Juice Bar' });
  [rice] = (await insertProducts(t, pilau.id, [{ name: 'Pilau', price: 250, inventory: 40 }])) as [string];
  [mango] = (await insertProducts(t, juices.id, [{ name: 'Mango Juice', price: 100, inventory: 40 }])) as [string];
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/suborders/:id/decline', () => {
  it('is the own shop\'s, while Pending, with a known reason', async () => {
    const order = await newOrder(t, customer, [{ product: rice, quantity: 1 }]);
    const sub = subOf(order, pilau);
    expect((await decline(juices, sub)).statusCode).toBe(403);
    expect((await decline(customer, sub)).statusCode).toBe(403);
    const bad = await decline(pilau, sub, { reason: 'bored' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/reason must be one of: out of stock, closing, too busy, other/);
    expect((await setSubStatus(t, pilau, sub, 'OrderReceived')).statusCode).toBe(200);
    const late = await decline(pilau, sub);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Orders move one step at a time: from OrderReceived the next status is Preparing.');
  });

  it('puts the stock back, and the customer sees the order declined with the reason', async () => {
    const before = await inventoryOf(t, rice);
    const order = await newOrder(t, customer, [{ product: rice, quantity: 3 }]);
    expect(await inventoryOf(t, rice)).toBe(before - 3);
    const res = await decline(pilau, subOf(order, pilau));
    expect(res.statusCode).toBe(200);
    expect(res.json().subOrder).toMatchObject({ status: 'Declined', decline: { reason: 'out of stock', note: 'No rice left today' } });
    expect(await inventoryOf(t, rice)).toBe(before);
    const seen = await orderOf(order._id);
    expect(seen).toMatchObject({ status: 'Declined', total: 0, afterDecline: null });
    expect(seen.history.map((h: { status: string }) => h.status)).toContain('Declined');
  });

  it('takes a declined shop out of a multi-shop order and asks the customer to go on or cancel', async () => {
    const order = await newOrder(t, customer, [
      { product: rice, quantity: 1 },
      { product: mango, quantity: 2 },
    ]);
    expect((await decline(pilau, subOf(order, pilau), { reason: 'too busy' })).statusCode).toBe(200);
    const seen = await orderOf(order._id);
    expect(seen).toMatchObject({ status: 'Pending', total: 200, afterDecline: 'ask' });
    const go = await t.call({ method: 'POST', url: `/api/orders/${order._id}/after-decline`, token: customer.token, payload: { choice: 'continue' } });
    expect(go.statusCode).toBe(200);
    expect(go.json().order.afterDecline).toBe('continue');

    const second = await newOrder(t, customer, [
      { product: rice, quantity: 1 },
      { product: mango, quantity: 1 },
    ]);
    const mangoBefore = await inventoryOf(t, mango);
    await decline(pilau, subOf(second, pilau), { reason: 'closing' });
    const stop = await t.call({ method: 'POST', url: `/api/orders/${second._id}/after-decline`, token: customer.token, payload: { choice: 'cancel' } });
    expect(stop.statusCode).toBe(200);
    expect(stop.json().order.status).toBe('Cancelled');
    expect(stop.json().order.subOrders.map((s: { status: string }) => s.status).sort()).toEqual(['Cancelled', 'Declined']);
    expect(await inventoryOf(t, mango)).toBe(mangoBefore + 1);
  });

  it('declines by itself a part no shop accepted in time, and leaves an accepted one alone', async () => {
    // The earlier orders' parts nobody answered run out first.
    await runJobsNow(t, 'order.answer-deadline');
    const before = await inventoryOf(t, mango);
    const order = await newOrder(t, customer, [
      { product: rice, quantity: 1 },
      { product: mango, quantity: 4 },
    ]);
    expect((await setSubStatus(t, pilau, subOf(order, pilau), 'OrderReceived')).statusCode).toBe(200);
    await runJobsNow(t, 'order.answer-deadline');
    const seen = await orderOf(order._id);
    const mangoPart = seen.subOrders.find((s: { _id: string }) => s._id === subOf(order, juices));
    expect(mangoPart).toMatchObject({ status: 'Declined', decline: { reason: 'no answer', note: null } });
    expect(seen.subOrders.find((s: { _id: string }) => s._id === subOf(order, pilau)).status).toBe('OrderReceived');
    expect(seen).toMatchObject({ status: 'OrderReceived', afterDecline: 'ask', total: 250 });
    expect(await inventoryOf(t, mango)).toBe(before);
    const rows = await t.database.db.select().from(statusHistory).where(eq(statusHistory.subOrderId, subOf(order, juices)));
    expect(rows.map((r) => [r.toStatus, r.actorKind])).toContainEqual(['Declined', 'system']);
  });
});

describe('the delivery fee after a shop declines', () => {
  it('is priced again for the shops left: a shorter trip costs less', async () => {
    // A shop across town (about 9 km from the customer) makes the trip longer than Juice Bar alone.
    const far = await signupPartner(t, { businessName: 'Westlands Grill', location: '-1.2100,36.8000' });
    const [chips] = (await insertProducts(t, far.id, [{ name: 'Chips', price: 150, inventory: 40 }])) as [string];
    const both = await quote(t, [{ product: mango, quantity: 1 }, { product: chips, quantity: 1 }]);
    const juiceOnly = await quote(t, [{ product: mango, quantity: 1 }]);
    expect(juiceOnly.fee).toBeLessThan(both.fee);

    const order = await newOrder(t, customer, [
      { product: mango, quantity: 1 },
      { product: chips, quantity: 1 },
    ]);
    expect(order.delivery.fee).toBe(both.fee);
    expect((await decline(far, subOf(order, far), { reason: 'closing' })).statusCode).toBe(200);
    const seen = await orderOf(order._id);
    expect(seen.delivery.fee).toBe(juiceOnly.fee);
    expect(seen.total).toBe(100);
  });
});
