import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { signupAdmin, signupCustomer, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { insertProducts } from '../../../test/helpers/products.ts';
import { placeOrder } from '../../../test/helpers/orders.ts';
import { approvedDriver, assign, makeReady, type PlacedOrder } from '../../../test/helpers/lifecycle.ts';

let t: TestApp;
let customer: Created;
let shop: Created;
let admin: Created;
let chapati: string;

const ADDRESS = { landmark: 'Opposite Naivas, blue gate', building: 'Kilimani Heights, Block B, 3rd floor', directions: 'Second left after the petrol station', contactPhone: '0722 111 222' };

beforeAll(async () => {
  t = await createTestApp();
  [customer, shop, admin] = await Promise.all([signupCustomer(t), signupPartner(t), signupAdmin(t)]);
  [chapati] = (await insertProducts(t, shop.id, [{ name: 'Chapati', price: 30, inventory: 1000 }])) as [string];
});
afterAll(async () => {
  await t?.close();
});

const withAddress = (address: Record<string, unknown>) => placeOrder(t, customer, [{ product: chapati, quantity: 2 }], { delivery: { address } });
const driverView = (driver: Created, orderId: string) => t.call({ method: 'GET', url: `/api/driver-orders/${orderId}`, token: driver.token });

describe('the address a rider can find, at checkout', () => {
  it('is stored with the order, the phone normalised, and shown back to the customer', async () => {
    const res = await withAddress(ADDRESS);
    expect(res.statusCode, res.body).toBe(201);
    const expected = { ...ADDRESS, contactPhone: '+254722111222' };
    expect(res.json().order.delivery.address).toEqual(expected);
    const read = await t.call({ method: 'GET', url: `/api/orders/${res.json()._id}`, token: customer.token });
    expect(read.json().delivery.address).toEqual(expected);
  });

  it('is optional, and blank parts are kept as not given', async () => {
    const none = await placeOrder(t, customer, [{ product: chapati, quantity: 1 }]);
    expect(none.statusCode, none.body).toBe(201);
    expect(none.json().order.delivery.address).toEqual({ landmark: null, building: null, directions: null, contactPhone: null });
    const blank = await withAddress({ landmark: '   ', contactPhone: '' });
    expect(blank.json().order.delivery.address.landmark).toBeNull();
  });

  it.each([
    [{ landmark: 'x'.repeat(121) }, 'delivery.address.landmark must be at most 120 characters'],
    [{ building: 'x'.repeat(121) }, 'delivery.address.building must be at most 120 characters'],
    [{ directions: 'x'.repeat(501) }, 'delivery.address.directions must be at most 500 characters'],
    [{ contactPhone: '12345' }, 'delivery.address.contactPhone must be a Kenyan phone number like 0712 345 678'],
    [{ landmark: 42 }, 'delivery.address.landmark must be text'],
  ])('refuses %j with a readable message', async (address, message) => {
    const res = await withAddress(address);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});

describe('who sees the address details', () => {
  it('the assigned driver only, once they accept; never other drivers or the shop', async () => {
    const placed = await withAddress(ADDRESS);
    const order = placed.json().order as PlacedOrder;
    await makeReady(t, order, [shop]);
    const [rider, other] = await Promise.all([approvedDriver(t), approvedDriver(t)]);

    const before = (await driverView(rider, order._id)).json();
    expect(before.delivery.address).toBeNull();
    expect(before.user).toBeNull();
    expect(JSON.stringify(before)).not.toContain('Naivas');

    expect((await assign(t, rider, order._id, 'accept')).statusCode).toBe(200);
    const mine = (await driverView(rider, order._id)).json();
    expect(mine.delivery.address).toEqual({ ...ADDRESS, contactPhone: '+254722111222' });
    const active = (await t.call({ method: 'GET', url: `/api/driver-active-orders/${rider.id}`, token: rider.token })).json() as { _id: string; delivery: { address: unknown } }[];
    expect(active.find((o) => o._id === order._id)!.delivery.address).toMatchObject({ landmark: ADDRESS.landmark });

    const notTheirs = await driverView(other, order._id);
    expect(notTheirs.body).not.toContain('Naivas');
    for (const who of [shop, admin]) {
      const read = await t.call({ method: 'GET', url: `/api/orders/${order._id}`, token: who.token });
      expect(read.statusCode).toBe(200);
      expect(read.body).not.toContain('Naivas');
    }
    const shopList = await t.call({ method: 'GET', url: `/api/partners/${shop.id}/orders`, token: shop.token });
    expect(shopList.body).not.toContain('Naivas');
  });
});

describe('saved locations keep the details', () => {
  it('saves them with a new place, edits them, and refuses another customer', async () => {
    const add = await t.call({
      method: 'POST',
      url: '/api/users/addSavedLocation',
      token: customer.token,
      payload: { userId: customer.id, locationData: { label: 'Home', town: 'Nairobi', location: '-1.2921,36.8219', landmark: 'Behind Yaya Centre', contactPhone: '+254 733 000 111' } },
    });
    expect(add.statusCode, add.body).toBe(201);
    const saved = add.json().location;
    expect(saved).toMatchObject({ landmark: 'Behind Yaya Centre', building: null, directions: null, contactPhone: '+254733000111' });

    const url = `/api/users/savedLocations/${saved._id}/address`;
    const edit = await t.call({ method: 'PUT', url, token: customer.token, payload: { landmark: 'Opposite Naivas', building: 'House 14', directions: '', contactPhone: null } });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().location).toMatchObject({ landmark: 'Opposite Naivas', building: 'House 14', directions: null, contactPhone: null });
    const listed = (await t.call({ method: 'GET', url: `/api/users/getSavedLocations/${customer.id}`, token: customer.token })).json().locations;
    expect(listed.find((l: { _id: string }) => l._id === saved._id)).toMatchObject({ landmark: 'Opposite Naivas', building: 'House 14' });

    const bad = await t.call({ method: 'PUT', url, token: customer.token, payload: { contactPhone: 'call me' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('contactPhone must be a Kenyan phone number');

    const stranger = await signupCustomer(t);
    const theirs = await t.call({ method: 'PUT', url, token: stranger.token, payload: { landmark: 'Mine now' } });
    expect(theirs.statusCode).toBe(404);
  });
});
