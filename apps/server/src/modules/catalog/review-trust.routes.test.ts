import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { signupCustomer, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { insertProducts } from '../../../test/helpers/products.ts';
import { newOrder, subOf } from '../../../test/helpers/lifecycle.ts';
import { subOrders } from '../../db/schema/index.ts';

let t: TestApp;
let shop: Created;
let otherShop: Created;
let productId: string;
let buyer: Created;
let passerBy: Created;
let otherShopBuyer: Created;

/** The customer received an order from the shop (the delivery itself is covered by the order tests). */
async function deliveredOrder(customer: Created, from: Created, product: string, status = 'Delivered') {
  const order = await newOrder(t, customer, [{ product, quantity: 1 }]);
  await t.database.db.update(subOrders).set({ status, deliveredAt: new Date() }).where(eq(subOrders.id, subOf(order, from)));
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_REVIEWS_PER_HOUR: '4' });
  [shop, otherShop, buyer, passerBy, otherShopBuyer] = await Promise.all([
    signupPartner(t),
    signupPartner(t),
    signupCustomer(t, { names: 'Buyer Here' }),
    signupCustomer(t, { names: 'Passer By' }),
    signupCustomer(t, { names: 'Bought Elsewhere' }),
  ]);
  productId = (await insertProducts(t, shop.id, [{ name: 'Chapati', inventory: 50 }]))[0]!;
  const [elsewhere] = await insertProducts(t, otherShop.id, [{ name: 'Samosa', inventory: 50 }]);
  await deliveredOrder(buyer, shop, productId);
  await deliveredOrder(otherShopBuyer, otherShop, elsewhere!);
  // An order that never arrived proves nothing.
  await newOrder(t, passerBy, [{ product: productId, quantity: 1 }]);
});
afterAll(async () => {
  await t?.close();
});

const reviewsOf = async (path: string) => (await t.call({ method: 'GET', url: `${path}/reviews` })).json().reviews as { user: { names: string }; verifiedPurchase: boolean }[];

describe("'Ordered here' reviews", () => {
  it.each([
    ['store', () => `/api/partners/${shop.id}`],
    ['product', () => `/api/products/${productId}`],
  ])('marks a %s review by a customer who received an order from the shop, and lists it first', async (_kind, path) => {
    // The buyer rates first, so newest-first alone would list them last.
    expect((await t.call({ method: 'POST', url: `${path()}/rate`, token: buyer.token, payload: { rating: 5, comment: 'Fresh every time' } })).statusCode).toBe(200);
    expect((await t.call({ method: 'POST', url: `${path()}/rate`, token: otherShopBuyer.token, payload: { rating: 2 } })).statusCode).toBe(200);
    expect((await t.call({ method: 'POST', url: `${path()}/comments`, token: passerBy.token, payload: { comment: 'Looks nice' } })).statusCode).toBe(201);

    const reviews = await reviewsOf(path());
    expect(reviews.map((r) => [r.user.names, r.verifiedPurchase])).toEqual([
      ['Buyer Here', true],
      ['Passer By', false],
      ['Bought Elsewhere', false],
    ]);
  });

  it('still marks the review once the customer has confirmed receiving the order', async () => {
    const confirmed = await signupCustomer(t, { names: 'Confirmed Buyer' });
    await deliveredOrder(confirmed, shop, productId, 'Confirmed Delivered');
    expect((await t.call({ method: 'POST', url: `/api/partners/${shop.id}/rate`, token: confirmed.token, payload: { rating: 4 } })).statusCode).toBe(200);
    const mine = (await reviewsOf(`/api/partners/${shop.id}`)).find((r) => r.user.names === 'Confirmed Buyer');
    expect(mine?.verifiedPurchase).toBe(true);
  });

  it('answers the flag on the review a rating returns', async () => {
    const res = await t.call({ method: 'POST', url: `/api/partners/${shop.id}/rate`, token: buyer.token, payload: { rating: 4 } });
    expect(res.json().review).toMatchObject({ verifiedPurchase: true, rating: 4 });
  });
});

describe('review limits per account', () => {
  it('answers 429 after too many ratings and comments from one account, counted across shops and products', async () => {
    const writer = await signupCustomer(t);
    const statuses: number[] = [];
    for (const path of [`/api/partners/${shop.id}`, `/api/products/${productId}`, `/api/partners/${otherShop.id}`]) {
      statuses.push((await t.call({ method: 'POST', url: `${path}/comments`, token: writer.token, payload: { comment: 'Again' } })).statusCode);
      statuses.push((await t.call({ method: 'POST', url: `${path}/rate`, token: writer.token, payload: { rating: 3 } })).statusCode);
    }
    expect(statuses).toEqual([201, 200, 201, 200, 429, 429]);
    const refused = await t.call({ method: 'POST', url: `/api/partners/${shop.id}/comments`, token: writer.token, payload: { comment: 'More' } });
    expect(refused.json().message).toBe('Too many requests. Please wait a few minutes and try again.');

    // Another customer is not held back by it.
    const other = await signupCustomer(t);
    expect((await t.call({ method: 'POST', url: `/api/partners/${shop.id}/rate`, token: other.token, payload: { rating: 4 } })).statusCode).toBe(200);
  });
});
