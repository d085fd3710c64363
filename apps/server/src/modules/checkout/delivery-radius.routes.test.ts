import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { signupCustomer, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { insertProducts } from '../../../test/helpers/products.ts';
import { orderCount, placeOrder } from '../../../test/helpers/orders.ts';

const NAKURU_CUSTOMER = { town: 'Nakuru', location: '-0.303099,36.080025' };

let t: TestApp;
let customer: Created;
let nakuruShop: Created;
let nairobiShop: Created;
let chutney: string;
let juice: string;

beforeAll(async () => {
  t = await createTestApp();
  customer = await signupCustomer(t, NAKURU_CUSTOMER);
  nakuruShop = await signupPartner(t, { town: 'Nakuru', location: '-0.2850,36.0700' });
  nairobiShop = await signupPartner(t, { businessName: 'Far Juice Bar', town: 'Nairobi', location: '-1.2833,36.8167' });
  [chutney] = (await insertProducts(t, nakuruShop.id, [{ name: 'Mango Chutney', price: 150, inventory: 10 }])) as [string];
  [juice] = (await insertProducts(t, nairobiShop.id, [{ name: 'Juice', price: 200, inventory: 10 }])) as [string];
});
afterAll(async () => {
  await t?.close();
});

const quoteFor = (items: { product: string; quantity: number }[], option = 'platform') =>
  t.call({ method: 'POST', url: '/api/delivery/quote', payload: { items, delivery: { ...NAKURU_CUSTOMER, option } } });

describe('delivery radius at checkout', () => {
  it('quotes a shop whose radius covers the customer, with no warning for a local fee', async () => {
    const res = await quoteFor([{ product: chutney, quantity: 1 }]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ fee: 100, warning: null, shops: [{ _id: nakuruShop.id, radiusKm: 10 }] });
  });

  it('refuses to quote platform delivery from a shop outside its radius, saying why and what it would cost', async () => {
    const res = await quoteFor([{ product: chutney, quantity: 1 }, { product: juice, quantity: 1 }]);
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body.message).toMatch(/^Far Juice Bar delivers within 10 km and your location is \d+(\.\d)? km away\. Choose own delivery \(pick-up\), or a shop nearer to you\.$/);
    expect(body).toMatchObject({ outsideRadius: true, radiusKm: 10, shop: { _id: nairobiShop.id, shopName: 'Far Juice Bar' } });
    expect(body.fee).toBeGreaterThan(3000);
    expect(body.warning).toMatch(/^This shop is \d+ km away: delivery Ksh \d,\d{3}\.00$/);
  });

  it('quotes own delivery (pick-up) from any shop', async () => {
    const res = await quoteFor([{ product: juice, quantity: 1 }], 'own');
    expect(res.statusCode).toBe(200);
    expect(res.json().fee).toBe(0);
  });

  it('refuses to place a platform order outside the radius, and places no order', async () => {
    const before = await orderCount(t, customer.id);
    const res = await placeOrder(t, customer, [{ product: juice, quantity: 1 }], { delivery: { ...NAKURU_CUSTOMER, fee: 4000 } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toContain('Far Juice Bar delivers within 10 km');
    expect(await orderCount(t, customer.id)).toBe(before);
  });

  it('places an own-delivery order from a far shop', async () => {
    const res = await placeOrder(t, customer, [{ product: juice, quantity: 1 }], { delivery: { ...NAKURU_CUSTOMER, option: 'own' } });
    expect(res.statusCode).toBe(201);
  });

  it('warns about a high fee when the shop delivers that far', async () => {
    await t.call({ method: 'PUT', url: `/api/partners/${nairobiShop.id}`, token: nairobiShop.token, payload: { deliveryRadiusKm: 250 } });
    const res = await quoteFor([{ product: juice, quantity: 1 }]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.fee).toBeGreaterThan(3000);
    expect(body.warning).toMatch(/^This shop is \d+ km away: delivery Ksh \d,\d{3}\.00$/);
    const placed = await placeOrder(t, customer, [{ product: juice, quantity: 1 }], { delivery: { ...NAKURU_CUSTOMER, fee: body.fee } });
    expect(placed.statusCode).toBe(201);
  });
});

describe("the customer's delivery place in the profile", () => {
  it('is kept by update-profile, read back by /api/user/me, and forgotten with null', async () => {
    const set = await t.call({ method: 'PUT', url: '/api/user/update-profile', token: customer.token, payload: { deliveryArea: { town: 'Nakuru', location: '-0.30719, 36.07225' } } });
    expect(set.statusCode).toBe(200);
    expect(set.json().user.deliveryArea).toEqual({ town: 'Nakuru', location: '-0.307190,36.072250' });
    expect((await t.call({ method: 'GET', url: '/api/user/me', token: customer.token })).json().deliveryArea).toEqual({ town: 'Nakuru', location: '-0.307190,36.072250' });
    const refused = await t.call({ method: 'PUT', url: '/api/user/update-profile', token: customer.token, payload: { deliveryArea: { town: 'Nakuru', location: 'town centre' } } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain("deliveryArea.location must be a map point as 'lat,lng'");
    const cleared = await t.call({ method: 'PUT', url: '/api/user/update-profile', token: customer.token, payload: { deliveryArea: null } });
    expect(cleared.json().user.deliveryArea).toBeNull();
  });
});
