import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { multipart, signupCustomer, signupDriver, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { insertProducts } from '../../../test/helpers/products.ts';

// 6GCRPR6C+24 is a square in central Nairobi; its centre, as stored.
const FULL = '6GCRPR6C+24';
const POINT = '-1.289937,36.820313';
const FREE_TEXT_MESSAGE = /must be a pinned map point \(lat,lng\) or a Plus Code/;

let t: TestApp;
let customer: Created;
let shop: Created;
let productId: string;

beforeAll(async () => {
  t = await createTestApp();
  [customer, shop] = await Promise.all([signupCustomer(t), signupPartner(t)]);
  productId = (await insertProducts(t, shop.id, [{ name: 'Chapati', price: 30, inventory: 50 }]))[0]!;
});
afterAll(async () => {
  await t?.close();
});

const quote = (location: unknown, town = 'Nairobi') =>
  t.call({ method: 'POST', url: '/api/delivery/quote', payload: { items: [{ product: productId, quantity: 1 }], delivery: { town, location, option: 'platform' } } });

describe('locations sent as Plus Codes or { lat, lng }', () => {
  it('a delivery quote takes a full code, a short code with its town (written or from the town field) and { lat, lng }', async () => {
    const byPoint = await quote(POINT);
    expect(byPoint.statusCode, byPoint.body).toBe(200);
    for (const location of [FULL, 'PR6C+24 Nairobi', 'PR6C+24', { lat: -1.289937, lng: 36.820313 }]) {
      const res = await quote(location);
      expect(res.statusCode, `${JSON.stringify(location)}: ${res.body}`).toBe(200);
      expect(res.json().fee, JSON.stringify(location)).toBe(byPoint.json().fee);
      expect(res.json().shops[0].distanceKm).toBeCloseTo(byPoint.json().shops[0].distanceKm, 2);
    }
  });

  it('answers 400 with a readable message for free text, a short code without a town, or a town it does not know', async () => {
    const free = await quote('opposite the big mango tree');
    expect(free.statusCode).toBe(400);
    expect(free.json().message).toMatch(FREE_TEXT_MESSAGE);
    expect(free.json().message).toContain('delivery.location');
    const noTown = await t.call({ method: 'POST', url: '/api/users/addSavedLocation', token: customer.token, payload: { userId: customer.id, label: 'Home', town: '', location: 'PR6C+24' } });
    expect(noTown.statusCode).toBe(400);
    const unknownTown = await quote('PR6C+24 Atlantis', 'Atlantis');
    expect(unknownTown.statusCode).toBe(400);
    expect(unknownTown.json().message).toMatch(/no Kenyan town called 'Atlantis'/);
  });

  it('the placed order stores the decoded point', async () => {
    const fee = (await quote('PR6C+24 Nairobi')).json().fee;
    const res = await t.call({
      method: 'POST',
      url: '/api/orders/place',
      token: customer.token,
      payload: { userId: customer.id, items: [{ product: productId, quantity: 1 }], delivery: { town: 'Nairobi', location: 'PR6C+24 Nairobi', fee, option: 'platform' }, paymentMethod: 'COD' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = (await t.call({ method: 'GET', url: `/api/orders/${res.json()._id}`, token: customer.token })).json();
    expect(order.delivery.location).toBe(POINT);
  });

  it('saved locations, customer and store sign-up and profiles, and the driver profile store the decoded point', async () => {
    const saved = await t.call({ method: 'POST', url: '/api/users/addSavedLocation', token: customer.token, payload: { userId: customer.id, locationData: { label: 'Office', town: 'Nairobi', location: 'PR6C+24' } } });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().location.location).toBe(POINT);

    const newCustomer = await signupCustomer(t, { location: FULL });
    expect((newCustomer.body.user as { location: string }).location).toBe(POINT);
    const profile = await t.call({ method: 'PUT', url: '/api/user/update-profile', token: customer.token, payload: { town: 'Nairobi', location: { lat: -1.3, lng: 36.8 } } });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json().user.location).toBe('-1.300000,36.800000');
    const shortCode = await t.call({ method: 'PUT', url: '/api/user/update-profile', token: customer.token, payload: { location: 'PR6C+24' } });
    expect(shortCode.statusCode, shortCode.body).toBe(200);
    expect(shortCode.json().user.location).toBe(POINT);

    const newShop = await signupPartner(t, { location: 'PR6C+24 Nairobi' });
    expect((newShop.body.partner as { location: string }).location).toBe(POINT);
    const edited = await t.call({ method: 'PUT', url: `/api/partners/${shop.id}`, token: shop.token, payload: { location: 'PR6C+24' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().location).toBe(POINT);
    const refused = await t.call({ method: 'PUT', url: `/api/partners/${shop.id}`, token: shop.token, payload: { location: 'near the stage' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(FREE_TEXT_MESSAGE);

    const driver = await signupDriver(t);
    const moved = await t.call({
      method: 'PUT',
      url: '/api/driver/update-profile',
      token: driver.token,
      ...multipart({ currentLocation: JSON.stringify({ town: 'Nairobi', location: 'PR6C+24' }) }),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const driverProfile = (await t.call({ method: 'GET', url: '/api/driver/profile', token: driver.token })).json();
    expect(driverProfile.currentLocation ?? driverProfile.driver?.currentLocation).toEqual({ town: 'Nairobi', location: POINT });
    const lost = await t.call({ method: 'PUT', url: '/api/driver/update-profile', token: driver.token, ...multipart({ currentLocation: JSON.stringify({ location: 'by the river' }) }) });
    expect(lost.statusCode).toBe(400);
    expect(lost.json().message).toMatch(FREE_TEXT_MESSAGE);
  });
});
