import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { signupCustomer, signupPartner, type Created } from '../../../test/helpers/accounts.ts';

let t: TestApp;
let customer: Created;
let other: Created;

beforeAll(async () => {
  t = await createTestApp();
  [customer, other] = await Promise.all([signupCustomer(t), signupCustomer(t)]);
});
afterAll(async () => {
  await t?.close();
});

const add = (who: Created, locationData: Record<string, unknown>, userId = who.id) =>
  t.call({ method: 'POST', url: '/api/users/addSavedLocation', token: who.token, payload: { userId, locationData } });
const list = (who: Created, userId = who.id) => t.call({ method: 'GET', url: `/api/users/getSavedLocations/${userId}`, token: who.token });
const saved = async (who: Created) => (await list(who)).json().locations as { label: string; town: string; location: string }[];

describe('saved locations', () => {
  it('starts empty, saves a location and lists it', async () => {
    expect((await list(customer)).json()).toEqual({ locations: [] });
    const res = await add(customer, { label: 'Home', town: 'Juja', location: '-1.0935,37.0145' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Location saved successfully!',
      location: {
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        label: 'Home',
        town: 'Juja',
        location: '-1.0935,37.0145',
        landmark: null,
        building: null,
        directions: null,
        contactPhone: null,
      },
    });
    await add(customer, { label: 'Office', town: 'Nairobi', location: '-1.2833,36.8167' });
    expect((await saved(customer)).map((l) => l.label)).toEqual(['Home', 'Office']);
    // The profile lists them exactly as the saved-locations call does, address details included.
    const me = (await t.call({ method: 'GET', url: '/api/user/me', token: customer.token })).json();
    expect(me.savedLocations).toEqual((await list(customer)).json().locations);
    expect(me.savedLocations[0]).toEqual(res.json().location);
  });

  it('also takes the three fields beside userId, without locationData', async () => {
    const flat = await signupCustomer(t);
    const res = await t.call({
      method: 'POST',
      url: '/api/users/addSavedLocation',
      token: flat.token,
      payload: { userId: flat.id, label: 'Office', town: 'Thika', location: '-1.0333,37.0693' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().location).toMatchObject({ label: 'Office', town: 'Thika', location: '-1.0333,37.0693' });
    expect(await saved(flat)).toEqual([res.json().location]);
    const half = await t.call({ method: 'POST', url: '/api/users/addSavedLocation', token: flat.token, payload: { userId: flat.id, label: 'Home' } });
    expect(half.statusCode).toBe(400);
    expect(half.json().message).toBe('Please enter both a town and pin your location.');
  });

  it.each([
    ['no town', { label: 'Home', location: '-1.0935,37.0145' }],
    ['a blank town', { label: 'Home', town: '  ', location: '-1.0935,37.0145' }],
    ['no pin', { label: 'Home', town: 'Juja' }],
  ])('needs both a town and a pin (%s)', async (_, data) => {
    const res = await add(customer, data);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter both a town and pin your location.');
  });

  it('refuses an unknown label, an unreadable pin and a pin outside Kenya', async () => {
    expect((await add(customer, { label: 'Gym', town: 'Juja', location: '-1.0935,37.0145' })).json().message).toBe('label must be Home, Office or Other');
    expect((await add(customer, { label: 'Other', town: 'Juja', location: 'somewhere' })).statusCode).toBe(400);
    const abroad = await add(customer, { label: 'Other', town: 'Arusha', location: '-3.3869,36.683' });
    expect(abroad.statusCode).toBe(400);
    expect(abroad.json().message).toContain('within Kenya');
  });

  it("refuses reading or adding to someone else's list", async () => {
    expect((await list(other, customer.id)).statusCode).toBe(403);
    expect((await add(other, { label: 'Home', town: 'Juja', location: '-1.0935,37.0145' }, customer.id)).statusCode).toBe(403);
    const shop = await signupPartner(t);
    expect((await list(shop, customer.id)).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: `/api/users/getSavedLocations/${customer.id}` })).statusCode).toBe(401);
  });

  it('keeps at most 20 locations per customer', async () => {
    const busy = await signupCustomer(t);
    const results = await Promise.all(
      Array.from({ length: 22 }, () => add(busy, { label: 'Other', town: 'Nairobi', location: '-1.2833,36.8167' })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(20);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe('You can keep up to 20 saved locations.');
    expect(await saved(busy)).toHaveLength(20);
  });
});
