import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { signupCustomer, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { insertProducts } from '../../../test/helpers/products.ts';
import { inventoryOf } from '../../../test/helpers/orders.ts';
import { newOrder, setSubStatus, subOf, type PlacedOrder } from '../../../test/helpers/lifecycle.ts';
import { runJobsNow } from '../../../test/helpers/due-jobs.ts';

let t: TestApp;
let customer: Created;
let grocer: Created;
let other: Created;
let milk: string;
let yoghurt: string;
let bread: string;
let theirs: string;

const itemOf = (order: PlacedOrder & { items?: { _id: string; product: { _id: string } }[] }, productId: string) =>
  order.items!.find((i) => i.product._id === productId)!._id;
const propose = (who: Created, subOrderId: string, payload: object) =>
  t.call({ method: 'POST', url: `/api/suborders/${subOrderId}/substitutions`, token: who.token, payload });
const answer = (who: Created, id: string, approve: boolean) => t.call({ method: 'POST', url: `/api/substitutions/${id}/answer`, token: who.token, payload: { approve } });
const orderOf = async (id: string) => (await t.call({ method: 'GET', url: `/api/orders/${id}`, token: customer.token })).json();

beforeAll(async () => {
  t = await createTestApp();
  customer = await signupCustomer(t);
  grocer = await signupPartner(t, { businessName: 'Duka la Mama' });
  other = await signupPartner(t);
  [milk, yoghurt, bread] = (await insertProducts(t, grocer.id, [
    { name: 'Milk 500ml', price: 60, inventory: 30 },
    { name: 'Yoghurt 500ml', price: 90, inventory: 30 },
    { name: 'Bread', price: 65, inventory: 30 },
  ])) as [string, string, string];
  [theirs] = (await insertProducts(t, other.id, [{ name: 'Soda', price: 50, inventory: 30 }])) as [string];
});
afterAll(async () => {
  await t?.close();
});

describe('substitutions', () => {
  it('only the shop proposes, with its own product, holding the replacement\'s stock; the customer approves and totals follow', async () => {
    const order = (await newOrder(t, customer, [
      { product: milk, quantity: 2 },
      { product: bread, quantity: 1 },
    ])) as PlacedOrder & { items: { _id: string; product: { _id: string } }[] };
    const sub = subOf(order, grocer);
    const item = itemOf(order, milk);
    expect((await propose(other, sub, { itemId: item, replacementProductId: yoghurt })).statusCode).toBe(403);
    expect((await propose(grocer, sub, { itemId: item, replacementProductId: theirs })).json().message).toBe('Choose a replacement from your own products.');

    const [milkBefore, yoghurtBefore] = [await inventoryOf(t, milk), await inventoryOf(t, yoghurt)];
    const proposed = await propose(grocer, sub, { itemId: item, replacementProductId: yoghurt });
    expect(proposed.statusCode).toBe(201);
    expect(proposed.json()).toMatchObject({ state: 'proposed', item: { name: 'Milk 500ml', quantity: 2 }, replacement: { name: 'Yoghurt 500ml', quantity: 2, price: 90 } });
    expect(await inventoryOf(t, yoghurt)).toBe(yoghurtBefore - 2);
    expect((await propose(grocer, sub, { itemId: item, replacementProductId: bread })).statusCode).toBe(409);

    const list = await t.call({ method: 'GET', url: `/api/orders/${order._id}/substitutions`, token: customer.token });
    expect(list.json()).toHaveLength(1);
    expect((await answer(grocer, proposed.json()._id, true)).statusCode).toBe(403);
    const approved = await answer(customer, proposed.json()._id, true);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().state).toBe('approved');
    expect(await inventoryOf(t, milk)).toBe(milkBefore + 2);
    const seen = await orderOf(order._id);
    expect(seen.total).toBe(2 * 90 + 65);
    expect(seen.subOrders[0].total).toBe(2 * 90 + 65);
    expect(seen.items.map((i: { product: { name: string }; quantity: number }) => [i.product.name, i.quantity]).sort()).toEqual([
      ['Bread', 1],
      ['Yoghurt 500ml', 2],
    ]);
    expect((await answer(customer, proposed.json()._id, false)).statusCode).toBe(409);
  });

  it('a refused replacement removes the item and puts both stocks back', async () => {
    const order = (await newOrder(t, customer, [
      { product: milk, quantity: 1 },
      { product: bread, quantity: 2 },
    ])) as PlacedOrder & { items: { _id: string; product: { _id: string } }[] };
    const sub = subOf(order, grocer);
    expect((await setSubStatus(t, grocer, sub, 'OrderReceived')).statusCode).toBe(200);
    const [milkBefore, yoghurtBefore] = [await inventoryOf(t, milk), await inventoryOf(t, yoghurt)];
    const proposed = (await propose(grocer, sub, { itemId: itemOf(order, milk), replacementProductId: yoghurt, quantity: 1 })).json();
    const refused = await answer(customer, proposed._id, false);
    expect(refused.json().state).toBe('refused');
    expect([await inventoryOf(t, milk), await inventoryOf(t, yoghurt)]).toEqual([milkBefore + 1, yoghurtBefore]);
    const seen = await orderOf(order._id);
    expect(seen.total).toBe(130);
    expect(seen.items).toHaveLength(1);
    expect(seen.subOrders[0].status).toBe('OrderReceived');
  });

  it('without an answer in time the item is removed; a part with nothing left drops out', async () => {
    const order = (await newOrder(t, customer, [{ product: bread, quantity: 3 }])) as PlacedOrder & { items: { _id: string; product: { _id: string } }[] };
    const sub = subOf(order, grocer);
    expect((await setSubStatus(t, grocer, sub, 'OrderReceived')).statusCode).toBe(200);
    const breadBefore = await inventoryOf(t, bread);
    const proposed = (await propose(grocer, sub, { itemId: itemOf(order, bread), replacementProductId: milk })).json();
    await runJobsNow(t, 'order.substitution-timeout');
    const list = (await t.call({ method: 'GET', url: `/api/orders/${order._id}/substitutions`, token: customer.token })).json();
    expect(list.find((s: { _id: string }) => s._id === proposed._id).state).toBe('expired');
    expect(await inventoryOf(t, bread)).toBe(breadBefore + 3);
    const seen = await orderOf(order._id);
    expect(seen.subOrders[0]).toMatchObject({ status: 'Declined', decline: { reason: 'out of stock' } });
    expect(seen).toMatchObject({ status: 'Declined', total: 0 });
  });
});
