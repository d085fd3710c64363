import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { signupCustomer, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { insertProducts } from '../../../test/helpers/products.ts';
import { inventoryOf, orderCount, orderPayload, placeOrder } from '../../../test/helpers/orders.ts';

let t: TestApp;
let shop: Created;
let customers: Created[];

beforeAll(async () => {
  t = await createTestApp();
  shop = await signupPartner(t, { town: 'Nairobi', location: '-1.2833,36.8167' });
  customers = await Promise.all([0, 1, 2, 3].map(() => signupCustomer(t)));
});
afterAll(async () => {
  await t?.close();
});

describe('stock under concurrent orders', () => {
  it('sells the last 5 units to exactly 5 of 40 simultaneous orders and never goes below 0', async () => {
    const [product] = (await insertProducts(t, shop.id, [{ name: 'Last Loaves', price: 60, inventory: 5 }])) as [string];
    const items = [{ product, quantity: 1 }];
    const payloads = await Promise.all(customers.map((c) => orderPayload(t, c, items)));
    const before = await orderCount(t);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => placeOrder(t, customers[i % 4]!, items, { payload: payloads[i % 4]! })),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(35);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe('Sorry, Last Loaves is out of stock.');
    expect(await inventoryOf(t, product)).toBe(0);
    expect((await orderCount(t)) - before).toBe(5);
  });

  it('never deadlocks or oversells when carts share products in different orders', async () => {
    const [a, b] = (await insertProducts(t, shop.id, [
      { name: 'Milk', price: 65, inventory: 6 },
      { name: 'Bread', price: 60, inventory: 6 },
    ])) as [string, string];
    const forward = [{ product: a, quantity: 1 }, { product: b, quantity: 1 }];
    const backward = [{ product: b, quantity: 1 }, { product: a, quantity: 1 }];
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => placeOrder(t, customers[i % 4]!, i % 2 ? forward : backward)),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(6);
    expect([await inventoryOf(t, a), await inventoryOf(t, b)]).toEqual([0, 0]);
  });
});

describe('Idempotency-Key', () => {
  it('returns the same order when the same key is sent again', async () => {
    const [product] = (await insertProducts(t, shop.id, [{ name: 'Samosa', price: 20, inventory: 50 }])) as [string];
    const customer = customers[0]!;
    const items = [{ product, quantity: 2 }];
    const first = await placeOrder(t, customer, items, { idempotencyKey: 'checkout-1' });
    const retry = await placeOrder(t, customer, items, { idempotencyKey: 'checkout-1' });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()._id).toBe(first.json()._id);
    expect(retry.json().orderId).toBe(first.json().orderId);
    expect(await inventoryOf(t, product)).toBe(48);
  });

  it('creates one order for a double-click: the same key submitted concurrently', async () => {
    const [product] = (await insertProducts(t, shop.id, [{ name: 'Kebab', price: 150, inventory: 50 }])) as [string];
    const customer = customers[1]!;
    const items = [{ product, quantity: 1 }];
    const payload = await orderPayload(t, customer, items);
    const before = await orderCount(t, customer.id);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => placeOrder(t, customer, items, { payload, idempotencyKey: 'double-click-7' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.json()._id)).size).toBe(1);
    expect((await orderCount(t, customer.id)) - before).toBe(1);
    expect(await inventoryOf(t, product)).toBe(49);
  });

  it('keeps keys per customer, and refuses a malformed key', async () => {
    const [product] = (await insertProducts(t, shop.id, [{ name: 'Chips', price: 100, inventory: 50 }])) as [string];
    const items = [{ product, quantity: 1 }];
    const mine = await placeOrder(t, customers[2]!, items, { idempotencyKey: 'shared-key' });
    const theirs = await placeOrder(t, customers[3]!, items, { idempotencyKey: 'shared-key' });
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(mine.json()._id).not.toBe(theirs.json()._id);
    const bad = await placeOrder(t, customers[2]!, items, { idempotencyKey: 'spaces are not allowed' });
    expect(bad.statusCode).toBe(400);
  });
});
