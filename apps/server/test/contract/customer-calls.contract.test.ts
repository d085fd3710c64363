import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.ts';
import { customerInput, signupPartner, type Created } from '../helpers/accounts.ts';
import { insertProducts } from '../helpers/products.ts';
import { makeReady, type PlacedOrder } from '../helpers/lifecycle.ts';
import { quote } from '../helpers/orders.ts';
import { createContractApp, expectFields, expectList, ID, resetTokenMailedTo, specCall, specJson } from './contract-client.ts';

/**
 * Every row of the customer document's call table (shared/spec/customer.md, section 7), called as
 * the spec's client calls it from its own origin, with the answer's shape checked against the
 * table's words and the entities of section 3.
 */

// Section 3: the fields the client reads.
const STORE_FIELDS = ['_id', 'businessName', 'profileImage', 'town', 'address', 'phone', 'ratings', 'slug'];
const PRODUCT_FIELDS = ['_id', 'name', 'price', 'discountedPrice', 'brand', 'category', 'subCategory', 'quantity', 'unit', 'inventory', 'description', 'tags', 'images', 'primaryImage', 'shop', 'ratings'];
const USER_FIELDS = ['_id', 'username', 'names', 'email', 'phoneNumber', 'town', 'location', 'savedLocations'];
const REVIEW_FIELDS = ['user', 'rating', 'comment', 'date'];
const ORDER_FIELDS = ['_id', 'orderId', 'user', 'delivery', 'paymentStatus', 'paymentMethod', 'items', 'subOrders', 'total', 'status', 'assignedDriver', 'deliveredBy', 'deliveredByPhone', 'deliveredAt', 'createdAt', 'updatedAt'];
const SUB_ORDER_FIELDS = ['_id', 'shop', 'status', 'total', 'items', 'parentOrder', 'deliveredBy', 'deliveredByPhone', 'createdAt', 'deliveredAt'];

let t: TestApp;
let shop: Created;
let productId: string;
const input = customerInput({ email: 'contract.customer@example.com' });
let customer: { id: string; token: string };
let order: PlacedOrder;

beforeAll(async () => {
  t = await createContractApp();
  shop = await signupPartner(t, { businessName: 'Contract Kitchen' });
  productId = (await insertProducts(t, shop.id, [{ name: 'Githeri Bowl', category: 'Food', subCategory: 'Lunch', price: 250, inventory: 40 }]))[0]!;
});
afterAll(async () => {
  await t?.close();
});

function expectStore(store: unknown, what: string) {
  expectFields(store, STORE_FIELDS, what);
  expectFields(store.ratings, ['average', 'reviews'], `${what}.ratings`);
  expectList(store.ratings.reviews, `${what}.ratings.reviews`);
}

function expectProducts(body: Record<string, unknown>, what: string) {
  expectFields(body, ['products'], what);
  expectList(body.products, `${what}.products`);
  expect(body.products.length, `${what}.products is not empty`).toBeGreaterThan(0);
  for (const product of body.products) {
    expectFields(product, PRODUCT_FIELDS, `${what} product`);
    expectFields(product.shop, ['shopName', 'town'], `${what} product.shop`);
    expectFields(product.ratings, ['average'], `${what} product.ratings`);
    expectList(product.images, `${what} product.images`);
  }
}

describe('customer calls (customer.md section 7)', () => {
  it('POST /api/auth/userSignup answers user, token, message', async () => {
    const body = await specJson(t, 'POST', '/api/auth/userSignup', { payload: input });
    expectFields(body, ['user', 'token', 'message'], 'signup answer');
    expectFields(body.user, USER_FIELDS, 'signup user');
    customer = { id: (body.user as { _id: string })._id, token: body.token as string };
    expect(customer.id).toMatch(ID);
  });

  it('POST /api/login answers token and role', async () => {
    const body = await specJson(t, 'POST', '/api/login', { payload: { identifier: input.username, password: input.password } });
    expectFields(body, ['token', 'role'], 'login answer');
    expect(body.role).toBe('user');
  });

  it('GET /api/user/me answers the whole user, with _id', async () => {
    const body = await specJson(t, 'GET', '/api/user/me', { token: customer.token });
    expectFields(body, USER_FIELDS, 'user');
    expect(body._id).toBe(customer.id);
    expectList(body.savedLocations, 'user.savedLocations');
  });

  it('PUT /api/user/update-profile answers user', async () => {
    const body = await specJson(t, 'PUT', '/api/user/update-profile', { token: customer.token, payload: { names: 'Contract Customer', town: 'Nairobi' } });
    expectFields(body, ['user'], 'update answer');
    expectFields(body.user, USER_FIELDS, 'updated user');
    expect((body.user as { names: string }).names).toBe('Contract Customer');
  });

  it('GET /api/partners answers an array of stores for the landing grid', async () => {
    const body = await specJson<unknown>(t, 'GET', '/api/partners');
    expectList(body, 'stores');
    for (const store of body) expectStore(store, 'store');
  });

  it('GET /api/partners/{id} answers one partner; GET /api/partners/slug/{slug} answers its _id', async () => {
    const store = await specJson(t, 'GET', `/api/partners/${shop.id}`);
    expectStore(store, 'partner');
    const bySlug = await specJson(t, 'GET', `/api/partners/slug/${store.slug as string}`);
    expect(bySlug._id).toBe(shop.id);
  });

  it('POST /api/partners/{id}/rate answers averageRating and message; comments and GET reviews answer { reviews[] }', async () => {
    const rated = await specJson(t, 'POST', `/api/partners/${shop.id}/rate`, { token: customer.token, payload: { user: customer.id, rating: 4, comment: 'Tasty' } });
    expectFields(rated, ['averageRating', 'message'], 'rate answer');
    expect(rated.averageRating).toBe(4);
    await specJson(t, 'POST', `/api/partners/${shop.id}/comments`, { token: customer.token, payload: { user: customer.id, comment: 'Quick service' } });
    const body = await specJson(t, 'GET', `/api/partners/${shop.id}/reviews`);
    expectFields(body, ['reviews'], 'reviews answer');
    expectList(body.reviews, 'reviews');
    expect(body.reviews).toHaveLength(2);
    for (const review of body.reviews) {
      expectFields(review, REVIEW_FIELDS, 'review');
      expectFields(review.user, ['username', 'names'], 'review.user');
    }
    // The landing card counts ratings.reviews.
    const store = (await specJson<Record<string, unknown>[]>(t, 'GET', '/api/partners')).find((s) => s._id === shop.id)!;
    expect((store.ratings as { reviews: unknown[] }).reviews).toHaveLength(1);
  });

  it('POST /api/products/{id}/rate answers averageRating; comments and GET reviews answer { reviews[] }', async () => {
    const rated = await specJson(t, 'POST', `/api/products/${productId}/rate`, { token: customer.token, payload: { user: customer.id, rating: 5 } });
    expectFields(rated, ['averageRating'], 'product rate answer');
    await specJson(t, 'POST', `/api/products/${productId}/comments`, { token: customer.token, payload: { user: customer.id, comment: 'Filling' } });
    const body = await specJson(t, 'GET', `/api/products/${productId}/reviews`);
    expectFields(body, ['reviews'], 'product reviews answer');
    expectList(body.reviews, 'product reviews');
    for (const review of body.reviews) expectFields(review, REVIEW_FIELDS, 'product review');
  });

  it('GET /api/search?q= answers categories, subcategories, partners and products', async () => {
    const body = await specJson(t, 'GET', '/api/search?q=githeri');
    expectFields(body, ['categories', 'subcategories', 'partners', 'products'], 'search answer');
    for (const key of ['categories', 'subcategories', 'partners', 'products'] as const) expectList(body[key], `search.${key}`);
    expect(body.products).toEqual([expect.objectContaining({ name: 'Githeri Bowl', _id: productId })]);
    const byShop = await specJson(t, 'GET', '/api/search?q=contract');
    for (const partner of byShop.partners as unknown[]) expectFields(partner, ['businessName', '_id'], 'search partner');
  });

  it('GET /api/all-products answers products', async () => {
    expectProducts(await specJson(t, 'GET', '/api/all-products'), 'all-products');
  });

  it('GET /api/product/search?subcategory= answers products', async () => {
    expectProducts(await specJson(t, 'GET', '/api/product/search?subcategory=Lunch'), 'product/search');
  });

  it('GET /api/products/by-shop/{shop} answers products', async () => {
    expectProducts(await specJson(t, 'GET', `/api/products/by-shop/${encodeURIComponent('Contract Kitchen')}`), 'by-shop');
  });

  it('GET /api/products-by-partner/{partnerId} answers products (store page)', async () => {
    expectProducts(await specJson(t, 'GET', `/api/products-by-partner/${shop.id}`), 'products-by-partner');
  });

  it('GET /api/distance answers status and rows[].elements[0] { status, distance.value in metres }', async () => {
    const body = await specJson(t, 'GET', '/api/distance?origins=-1.2833,36.8167|-1.2675,36.8108&destinations=-1.2921,36.8219');
    expectFields(body, ['status', 'rows'], 'distance answer');
    expect(body.status).toBe('OK');
    expectList(body.rows, 'distance rows');
    expect(body.rows).toHaveLength(2);
    for (const row of body.rows) {
      expectList(row.elements, 'row.elements');
      const [element] = row.elements;
      expectFields(element, ['status', 'distance'], 'element');
      expectFields(element.distance, ['value'], 'element.distance');
      expect(element.distance.value).toBeGreaterThan(100);
    }
  });

  it('POST /api/orders/place answers orderId; a refusal carries an error field', async () => {
    const items = [{ product: productId, quantity: 2, price: 1, shop: shop.id }];
    const delivery = { town: 'Nairobi', location: '-1.2921,36.8219', option: 'platform' };
    const fee = (await quote(t, items, delivery)).fee;
    const body = await specJson(t, 'POST', '/api/orders/place', { token: customer.token, payload: { userId: customer.id, items, delivery: { ...delivery, fee }, paymentMethod: 'COD' } });
    expectFields(body, ['orderId'], 'place answer');
    order = (body.order ?? body) as PlacedOrder;
    expect(order._id).toMatch(ID);
    const refused = await specCall(t, 'POST', '/api/orders/place', { token: customer.token, payload: { userId: customer.id, items, delivery: { ...delivery, fee }, paymentMethod: 'Mpesa' } });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.json().error).toEqual(expect.any(String));
  });

  it('POST /api/users/addSavedLocation answers location; GET /api/users/getSavedLocations/{userId} answers locations', async () => {
    const added = await specJson(t, 'POST', '/api/users/addSavedLocation', {
      token: customer.token,
      payload: { userId: customer.id, locationData: { label: 'Home', town: 'Nairobi', location: '-1.2921,36.8219' } },
    });
    expectFields(added, ['location'], 'addSavedLocation answer');
    expectFields(added.location, ['label', 'town', 'location'], 'saved location');
    const body = await specJson(t, 'GET', `/api/users/getSavedLocations/${customer.id}`, { token: customer.token });
    expectFields(body, ['locations'], 'getSavedLocations answer');
    expectList(body.locations, 'locations');
    expect(body.locations).toHaveLength(1);
    for (const location of body.locations) expectFields(location, ['label', 'town', 'location'], 'saved location');
  });

  it("GET /api/orders/my-orders answers the customer's orders", async () => {
    const body = await specJson<unknown>(t, 'GET', '/api/orders/my-orders', { token: customer.token });
    expectList(body, 'my-orders');
    expect(body).toHaveLength(1);
    expectFields(body[0], ORDER_FIELDS, 'my order');
  });

  it('GET /api/orders/{id} answers the order for the summary page', async () => {
    const body = await specJson(t, 'GET', `/api/orders/${order._id}`, { token: customer.token });
    expectFields(body, ORDER_FIELDS, 'order');
    expectFields(body.user, ['names', 'username', 'phoneNumber'], 'order.user');
    expectFields(body.delivery, ['town', 'location', 'fee', 'option'], 'order.delivery');
    expectList(body.items, 'order.items');
    for (const item of body.items) {
      expectFields(item, ['product', 'quantity', 'price', 'shop'], 'order item');
      expectFields(item.product, ['name'], 'order item.product');
      expectFields(item.shop, ['shopName'], 'order item.shop');
    }
    expectList(body.subOrders, 'order.subOrders');
  });

  it('GET /api/suborders/{id} answers a sub-order', async () => {
    const body = await specJson(t, 'GET', `/api/suborders/${order.subOrders[0]!._id}`, { token: customer.token });
    expectFields(body, SUB_ORDER_FIELDS, 'sub-order');
    expectFields(body.shop, ['businessName', 'location'], 'sub-order.shop');
    expectFields(body.parentOrder, ['_id', 'status', 'deliveredBy', 'deliveredByPhone', 'deliveredAt'], 'sub-order.parentOrder');
    for (const item of body.items as unknown[]) expectFields(item, ['_id', 'product', 'quantity', 'price'], 'sub-order item');
  });

  it('GET /api/order/{id}/status and GET /api/orders/{id}/status answer status', async () => {
    for (const path of [`/api/order/${order._id}/status`, `/api/orders/${order._id}/status`]) {
      const body = await specJson(t, 'GET', path, { token: customer.token });
      expectFields(body, ['status'], path);
      expect(body.status).toBe('Pending');
    }
  });

  it('PUT /api/orders/{id}/confirm-delivery succeeds once the order is ready', async () => {
    await makeReady(t, order, [shop]);
    await specJson(t, 'PUT', `/api/orders/${order._id}/confirm-delivery`, { token: customer.token });
    expect((await specJson(t, 'GET', `/api/orders/${order._id}/status`, { token: customer.token })).status).toBe('Confirmed Delivered');
  });

  it('POST /api/auth/request-reset answers message; POST /api/auth/reset-password succeeds', async () => {
    const body = await specJson(t, 'POST', '/api/auth/request-reset', { payload: { email: input.email, accountType: 'User' } });
    expectFields(body, ['message'], 'request-reset answer');
    const token = await resetTokenMailedTo(t, input.email);
    await specJson(t, 'POST', '/api/auth/reset-password', { payload: { token, email: input.email, newPassword: 'fresh-pass-9', accountType: 'User' } });
    await specJson(t, 'POST', '/api/login', { payload: { identifier: input.username, password: 'fresh-pass-9' } });
  });
});
