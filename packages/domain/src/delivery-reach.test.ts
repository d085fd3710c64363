import { describe, expect, it } from 'vitest';
import { compareReach, highFeeWarning, outsideRadiusMessage, storeReach } from './delivery-reach.ts';

const nakuru = { town: 'Nakuru', point: { lat: -0.303099, lng: 36.080025 } };
const rules = { defaultRadiusKm: 10, roadFactor: 1.35, sameTown: (a: string, b: string) => a.toLowerCase() === b.toLowerCase() };
const nakuruShop = { location: { lat: -0.2833, lng: 36.0667 }, town: 'Nakuru', deliveryRadiusKm: null };
const nairobiShop = { location: { lat: -1.294512, lng: 36.786948 }, town: 'Nairobi', deliveryRadiusKm: null };

describe('storeReach', () => {
  it('delivers inside the default radius at the local fee', () => {
    const reach = storeReach(nakuruShop, nakuru, rules);
    expect(reach).toMatchObject({ deliversHere: true, radiusKm: 10, deliveryFee: 100 });
    expect(reach.distanceKm).toBeCloseTo(2.7, 1);
  });

  it('does not deliver beyond the radius, and prices the long trip with the other-town surcharge', () => {
    const reach = storeReach(nairobiShop, nakuru, rules);
    expect(reach.deliversHere).toBe(false);
    expect(reach.distanceKm).toBeGreaterThan(100);
    expect(reach.deliveryFee).toBeGreaterThan(3000);
  });

  it("uses the store's own radius when it set one", () => {
    expect(storeReach({ ...nairobiShop, deliveryRadiusKm: 200 }, nakuru, rules)).toMatchObject({ deliversHere: true, radiusKm: 200 });
    expect(storeReach({ ...nakuruShop, deliveryRadiusKm: 1 }, nakuru, rules).deliversHere).toBe(false);
  });
});

describe('compareReach', () => {
  it('puts stores that deliver first, nearest first within each group', () => {
    const list = [
      { deliversHere: false, distanceKm: 5, radiusKm: 3, deliveryFee: 100 },
      { deliversHere: true, distanceKm: 8, radiusKm: 10, deliveryFee: 200 },
      { deliversHere: false, distanceKm: 2, radiusKm: 1, deliveryFee: 100 },
      { deliversHere: true, distanceKm: 1, radiusKm: 10, deliveryFee: 100 },
    ];
    expect(list.sort(compareReach).map((r) => r.distanceKm)).toEqual([1, 8, 2, 5]);
  });
});

describe('messages', () => {
  it('names the shop, its radius and the distance when refusing', () => {
    expect(outsideRadiusMessage('Kilimani Pizza Oven', { radiusKm: 10, distanceKm: 123.4 })).toBe(
      'Kilimani Pizza Oven delivers within 10 km and your location is 123.4 km away. Choose own delivery (pick-up), or a shop nearer to you.',
    );
  });

  it('warns only above the threshold', () => {
    expect(highFeeWarning(450, 12)).toBeNull();
    expect(highFeeWarning(4770, 183.2)).toBe('This shop is 183 km away: delivery Ksh 4,770.00');
    expect(highFeeWarning(900, 30, 2)).toBe('The farthest shop is 30 km away: delivery Ksh 900.00');
  });
});
