import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { signupCustomer, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { insertProducts } from '../../../test/helpers/products.ts';
import { newOrder, setSubStatus, subOf } from '../../../test/helpers/lifecycle.ts';

let t: TestApp;
let customer: Created;
let shop: Created;
let product: string;

beforeAll(async () => {
  t = await createTestApp();
  [customer, shop] = await Promise.all([signupCustomer(t), signupPartner(t)]);
  [product] = (await insertProducts(t, shop.id, [{ name: 'Githeri', price: 150, inventory: 100 }])) as [string];
});
afterAll(async () => {
  await t?.close();
});

const storeOrders = async () => (await t.call({ method: 'GET', url: `/api/partners/${shop.id}/orders`, token: shop.token })).json() as { _id: string; answerBy: string | null; createdAt: string }[];

describe("a new order's time to answer", () => {
  it('is in the shop list until the shop answers, ACCEPT_MINUTES after the order reached it', async () => {
    const order = await newOrder(t, customer, [{ product, quantity: 1 }]);
    const fresh = (await storeOrders()).find((s) => s._id === subOf(order, shop))!;
    const minutes = (Date.parse(fresh.answerBy!) - Date.parse(fresh.createdAt)) / 60_000;
    expect(minutes).toBeCloseTo(t.config.acceptMinutes, 0);

    expect((await setSubStatus(t, shop, subOf(order, shop), 'OrderReceived')).statusCode).toBe(200);
    expect((await storeOrders()).find((s) => s._id === subOf(order, shop))!.answerBy).toBeNull();
  });
});
