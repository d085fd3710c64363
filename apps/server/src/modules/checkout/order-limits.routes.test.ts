import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { multipart, signupCustomer, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { insertProducts } from '../../../test/helpers/products.ts';
import { NAIROBI_CUSTOMER, inventoryOf, orderCount, orderPayload, placeOrder } from '../../../test/helpers/orders.ts';
import { setSubStatus } from '../../../test/helpers/lifecycle.ts';
import { kenyaDayOf } from '@sokoni/domain/kenya-day';

let t: TestApp;
let shop: Created;
let chai: string;

beforeAll(async () => {
  t = await createTestApp({ MAX_OPEN_ORDERS: '2' });
  shop = await signupPartner(t);
  [chai] = (await insertProducts(t, shop.id, [{ name: 'Chai', price: 40, inventory: 1000 }])) as [string];
});
afterAll(async () => {
  await t?.close();
});

const OPEN_ORDERS_MESSAGE = 'You already have 2 orders waiting for a shop to accept. You can place another once a shop accepts one.';

describe('MAX_OPEN_ORDERS: orders no shop has accepted yet', () => {
  it('refuses a third open order with a readable message, and takes no stock for it', async () => {
    const customer = await signupCustomer(t);
    for (let i = 0; i < 2; i++) expect((await placeOrder(t, customer, [{ product: chai, quantity: 1 }])).statusCode).toBe(201);
    const stock = await inventoryOf(t, chai);
    const refused = await placeOrder(t, customer, [{ product: chai, quantity: 1 }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: OPEN_ORDERS_MESSAGE, error: OPEN_ORDERS_MESSAGE, maxOpenOrders: 2 });
    expect(await inventoryOf(t, chai)).toBe(stock);
    expect(await orderCount(t, customer.id)).toBe(2);

    // Another customer is not held back by the first one's orders.
    expect((await placeOrder(t, await signupCustomer(t), [{ product: chai, quantity: 1 }])).statusCode).toBe(201);
  });

  it('lets the customer order again once a shop accepts one of the open orders', async () => {
    const customer = await signupCustomer(t);
    const first = (await placeOrder(t, customer, [{ product: chai, quantity: 1 }])).json().order;
    expect((await placeOrder(t, customer, [{ product: chai, quantity: 1 }])).statusCode).toBe(201);
    expect((await placeOrder(t, customer, [{ product: chai, quantity: 1 }])).statusCode).toBe(409);
    expect((await setSubStatus(t, shop, first.subOrders[0]._id, 'OrderReceived')).statusCode).toBe(200);
    expect((await placeOrder(t, customer, [{ product: chai, quantity: 1 }])).statusCode).toBe(201);
  });

  it('counts orders for later, whose stock is held until a shop accepts them', async () => {
    const customer = await signupCustomer(t);
    const items = [{ product: chai, quantity: 1 }];
    const scheduledFor = `${kenyaDayOf(new Date(Date.now() + 24 * 3_600_000))}T12:30:00+03:00`;
    for (let i = 0; i < 2; i++) {
      const payload = { ...(await orderPayload(t, customer, items, { fee: 100 })), scheduledFor };
      expect((await placeOrder(t, customer, items, { payload })).statusCode).toBe(201);
    }
    expect((await placeOrder(t, customer, items)).json()).toMatchObject({ message: OPEN_ORDERS_MESSAGE });
  });

  it('lets only as many simultaneous checkouts through as the limit allows', async () => {
    const customer = await signupCustomer(t);
    const payload = await orderPayload(t, customer, [{ product: chai, quantity: 1 }]);
    const answers = await Promise.all(Array.from({ length: 5 }, () => placeOrder(t, customer, [], { payload })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 409, 409, 409]);
    expect(await orderCount(t, customer.id)).toBe(2);
  });
});

describe("a shop's maximum per order", () => {
  const productForm = (overrides: Record<string, string> = {}) => ({
    name: 'Sugar 2kg',
    price: '250',
    brand: 'Kabras',
    category: 'Food',
    quantity: '2',
    unit: 'kg',
    inventory: '50',
    description: 'Brown sugar.',
    ...overrides,
  });
  const sendProduct = (method: 'POST' | 'PUT', url: string, fields: Record<string, string>) => t.call({ method, url, token: shop.token, ...multipart(fields) });
  const quoteFor = (product: string, quantity: number) =>
    t.call({ method: 'POST', url: '/api/delivery/quote', payload: { items: [{ product, quantity }], delivery: { ...NAIROBI_CUSTOMER, option: 'platform' } } });

  it('is set in the product form, shown with the product, and enforced at quote and checkout', async () => {
    const created = await sendProduct('POST', '/api/products', productForm({ maxPerOrder: '2' }));
    expect(created.statusCode).toBe(201);
    const sugar = created.json();
    expect(sugar.maxPerOrder).toBe(2);
    expect((await t.call({ method: 'GET', url: `/api/products/${sugar._id}` })).json().maxPerOrder).toBe(2);

    const message = 'You can order at most 2 of Sugar 2kg in one order.';
    const quote = await quoteFor(sugar._id, 3);
    expect(quote.statusCode).toBe(400);
    expect(quote.json()).toMatchObject({ message, product: sugar._id, maxPerOrder: 2 });

    const customer = await signupCustomer(t);
    expect((await placeOrder(t, customer, [{ product: sugar._id, quantity: 2 }])).statusCode).toBe(201);
    const payload = await orderPayload(t, customer, [{ product: sugar._id, quantity: 1 }]);
    // The same product on two lines is one line of 3.
    const split = await placeOrder(t, customer, [], { payload: { ...payload, items: [{ product: sugar._id, quantity: 2 }, { product: sugar._id, quantity: 1 }] } });
    expect(split.statusCode).toBe(400);
    expect(split.json()).toMatchObject({ message, error: message });
    expect(await inventoryOf(t, sugar._id)).toBe(48);
  });

  it('is cleared by an empty value and refused outside 1 to 99', async () => {
    const sugar = (await sendProduct('POST', '/api/products', productForm({ maxPerOrder: '1' }))).json();
    expect((await quoteFor(sugar._id, 2)).statusCode).toBe(400);
    const cleared = await sendProduct('PUT', `/api/products/${sugar._id}`, { maxPerOrder: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().maxPerOrder).toBeNull();
    expect((await quoteFor(sugar._id, 2)).statusCode).toBe(200);
    // An edit that does not name it leaves it as it is.
    await sendProduct('PUT', `/api/products/${sugar._id}`, { maxPerOrder: '5' });
    expect((await sendProduct('PUT', `/api/products/${sugar._id}`, { inventory: '40' })).json().maxPerOrder).toBe(5);
    for (const bad of ['0', '100', 'lots']) {
      const res = await sendProduct('PUT', `/api/products/${sugar._id}`, { maxPerOrder: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('maxPerOrder must be a whole number from 1 to 99, or empty for no limit');
    }
  });
});
