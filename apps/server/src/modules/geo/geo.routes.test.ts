import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const NAIROBI_SHOP = '-1.2833,36.8167';
const WESTLANDS_SHOP = '-1.2676,36.8108';
const CUSTOMER = '-1.2921,36.8219';

describe('GET /api/distance', () => {
  it("answers Google's Distance Matrix shape with metres", async () => {
    const res = await t.call({ method: 'GET', url: `/api/distance?origins=${NAIROBI_SHOP}|${WESTLANDS_SHOP}&destinations=${CUSTOMER}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'OK', origin_addresses: ['near Nairobi', 'near Nairobi'], destination_addresses: ['near Nairobi'] });
    expect(body.rows).toHaveLength(2);
    const element = body.rows[0].elements[0];
    expect(element).toMatchObject({ status: 'OK', distance: { value: expect.any(Number), text: expect.stringMatching(/ (m|km)$/) } });
    // ~1.1 km in a straight line, times the 1.35 road factor
    expect(element.distance.value).toBeGreaterThan(1300);
    expect(element.distance.value).toBeLessThan(1700);
  });

  it('marks unreadable and out-of-country points per element instead of failing the call', async () => {
    const res = await t.call({ method: 'GET', url: `/api/distance?origins=not-a-point|0.3476,32.5825|95,10&destinations=${CUSTOMER}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().rows.map((r: { elements: { status: string }[] }) => r.elements[0]!.status)).toEqual([
      'NOT_FOUND',
      'ZERO_RESULTS',
      'NOT_FOUND',
    ]);
  });

  it('accepts a Kenyan town name in place of coordinates', async () => {
    const res = await t.call({ method: 'GET', url: `/api/distance?origins=Thika&destinations=${CUSTOMER}` });
    expect(res.json().rows[0].elements[0].distance.value).toBeGreaterThan(40_000);
  });

  it.each(['/api/distance', `/api/distance?origins=${CUSTOMER}`, `/api/distance?destinations=${CUSTOMER}`])('refuses %s with 400', async (url) => {
    const res = await t.call({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/origins|destinations/);
  });
});

describe('GET /api/geocode and /api/geocode/reverse', () => {
  it('turns a town into coordinates in the geocoder shape', async () => {
    const res = await t.call({ method: 'GET', url: `/api/geocode?address=${encodeURIComponent('Rongai')}` });
    expect(res.statusCode).toBe(200);
    const [first] = res.json().results;
    expect(res.json().status).toBe('OK');
    expect(first.formatted_address).toBe('Ongata Rongai, Kajiado County, Kenya');
    expect(first.geometry.location).toEqual({ lat: expect.closeTo(-1.395, 2), lng: expect.closeTo(36.764, 2) });
    expect(first.address_components[0]).toEqual({ long_name: 'Ongata Rongai', short_name: 'Ongata Rongai', types: ['locality', 'political'] });
  });

  it('answers ZERO_RESULTS for an unknown place and 400 without an address', async () => {
    expect((await t.call({ method: 'GET', url: '/api/geocode?address=Atlantis' })).json()).toEqual({ status: 'ZERO_RESULTS', results: [] });
    expect((await t.call({ method: 'GET', url: '/api/geocode' })).statusCode).toBe(400);
  });

  it("names a pin by its nearest town, and refuses points outside Kenya with a message", async () => {
    const near = await t.call({ method: 'GET', url: '/api/geocode/reverse?lat=-1.0935&lng=37.0145' });
    expect(near.json().results[0]).toMatchObject({ formatted_address: 'near Juja', geometry: { location: { lat: -1.0935, lng: 37.0145 } } });
    const outside = await t.call({ method: 'GET', url: '/api/geocode/reverse?lat=-3.3869&lng=36.683' });
    expect(outside.statusCode).toBe(200);
    expect(outside.json()).toMatchObject({ status: 'ZERO_RESULTS', results: [], error_message: expect.stringContaining('within Kenya') });
    expect((await t.call({ method: 'GET', url: '/api/geocode/reverse?lat=abc&lng=36' })).statusCode).toBe(400);
  });
});

describe('GET /api/geo/config', () => {
  it('gives the tile URL, OpenStreetMap and GeoNames credits, centre and zoom', async () => {
    const res = await t.call({ method: 'GET', url: '/api/geo/config' });
    expect(res.json()).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: expect.stringMatching(/OpenStreetMap.*GeoNames/),
      placesAttribution: expect.stringContaining('GeoNames'),
      defaultCentre: { lat: -1.286389, lng: 36.817223 },
      zoom: 15,
    });
  });
});
