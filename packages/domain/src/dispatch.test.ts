import { describe, expect, it } from 'vitest';
import { firstWave, nearestFirst, offerDistances, pathKm, shouldShareFix, whyNotPlausible } from './dispatch.ts';

const shop = { lat: -1.2921, lng: 36.8219 };
// About 1.1 km, 0.55 km and 11 km north of the shop in a straight line.
const near = { id: 'near', position: { lat: -1.2821, lng: 36.8219 } };
const nearer = { id: 'nearer', position: { lat: -1.2871, lng: 36.8219 } };
const far = { id: 'far', position: { lat: -1.1921, lng: 36.8219 } };
const rules = { radiusKm: 3, roadFactor: 1.3 };

describe('firstWave', () => {
  it('offers the order to online drivers within the radius, nearest first', () => {
    expect(firstWave(shop, [near, far, nearer], rules)).toEqual(['nearer', 'near']);
  });

  it('measures the radius as road distance, not as the crow flies', () => {
    const edge = { id: 'edge', position: { lat: -1.2671, lng: 36.8219 } }; // 2.8 km straight, 3.6 km by road
    expect(firstWave(shop, [edge], rules)).toBeNull();
  });

  it('answers null (everyone at once) when nobody is near', () => {
    expect(firstWave(shop, [far], rules)).toBeNull();
    expect(firstWave(shop, [], rules)).toBeNull();
  });
});

describe('pathKm', () => {
  it('adds the legs of a route through every stop', () => {
    expect(pathKm([far.position, shop, near.position], 1)).toBeCloseTo(11.12 + 1.11, 1);
    expect(pathKm([shop], 1.3)).toBe(0);
  });
});

describe('whyNotPlausible', () => {
  const at = new Date('2026-11-24T10:00:00Z');
  const later = (s: number) => new Date(at.getTime() + s * 1000);

  it('takes a first position inside Kenya and refuses one outside', () => {
    expect(whyNotPlausible(null, { position: shop, at })).toBeNull();
    expect(whyNotPlausible(null, { position: { lat: 51.5, lng: -0.12 }, at })).toMatch(/outside Kenya/);
  });

  it('refuses more than one update every 2 seconds', () => {
    expect(whyNotPlausible({ position: shop, at }, { position: shop, at: later(1) })).toMatch(/too frequent/);
    expect(whyNotPlausible({ position: shop, at }, { position: near.position, at: later(120) })).toBeNull();
  });

  it('refuses a jump no motorbike could make', () => {
    // 11 km in 10 s is about 4000 km/h.
    expect(whyNotPlausible({ position: shop, at }, { position: far.position, at: later(10) })).toMatch(/too far/);
    // The same 11 km in 15 minutes is 44 km/h.
    expect(whyNotPlausible({ position: shop, at }, { position: far.position, at: later(900) })).toBeNull();
  });
});

describe('offerDistances and nearestFirst', () => {
  const home = { lat: -1.3021, lng: 36.8219 };

  it('measures rider to first shop, then shops to the customer, by road', () => {
    expect(offerDistances(near.position, [shop], home, 1)).toEqual({ toShopKm: 1.1, shopsToCustomerKm: 1.1 });
    expect(offerDistances(null, [shop], home, 1)).toEqual({ toShopKm: null, shopsToCustomerKm: 1.1 });
  });

  it('sorts by distance to the pickup and keeps unknown distances last in their order', () => {
    const offer = (id: string, toShopKm: number | null) => ({ id, distances: { toShopKm, shopsToCustomerKm: 1 } });
    const sorted = nearestFirst([offer('a', null), offer('b', 4), offer('c', 0.5), offer('d', null)]);
    expect(sorted.map((o) => o.id)).toEqual(['c', 'b', 'a', 'd']);
  });
});

describe('shouldShareFix (the phone side of the throttle)', () => {
  const at = new Date('2026-11-24T10:00:00Z');
  const after = (s: number) => new Date(at.getTime() + s * 1000);
  const last = { position: shop, at };
  const moved60m = { lat: shop.lat + 0.00054, lng: shop.lng };

  it('sends the first fix, then one every 10 s or every 50 m', () => {
    expect(shouldShareFix(null, last)).toBe(true);
    expect(shouldShareFix(last, { position: shop, at: after(5) })).toBe(false);
    expect(shouldShareFix(last, { position: shop, at: after(10) })).toBe(true);
    expect(shouldShareFix(last, { position: moved60m, at: after(3) })).toBe(true);
  });

  it('never sends faster than the server takes', () => {
    expect(shouldShareFix(last, { position: moved60m, at: after(1) })).toBe(false);
  });
});
