import { describe, expect, it } from 'vitest';
import { computeDeliveryFeeCents, deliveryFeeBreakdown, driverEarningCents, type FeeShop } from './delivery-fee.ts';

const NAIROBI_CBD = { lat: -1.2833, lng: 36.8167 };
const WESTLANDS = { lat: -1.2676, lng: 36.8108 };
const KILIMANI = { lat: -1.2921, lng: 36.7856 };

function shop(distanceKm: number, overrides: Partial<FeeShop> = {}): FeeShop {
  return { location: NAIROBI_CBD, town: 'Nairobi', distanceKm, ...overrides };
}

function platformFee(shops: FeeShop[], customerTown = 'Nairobi'): number {
  return computeDeliveryFeeCents({ option: 'platform', customerTown, shops }) / 100;
}

describe('platform delivery fee', () => {
  it('charges the 100 KSH base for anything up to exactly 4 km', () => {
    expect(platformFee([shop(0.3)])).toBe(100);
    expect(platformFee([shop(4)])).toBe(100);
  });

  it('charges a started kilometre beyond 4 km pro rata and rounds the fee up: 4.01 km costs 101', () => {
    expect(platformFee([shop(4.01)])).toBe(101);
  });

  it('adds 25 KSH for each km beyond 4: 10 km costs 250', () => {
    expect(platformFee([shop(10)])).toBe(250);
  });

  it('rounds the final fee up to whole shillings', () => {
    expect(platformFee([shop(4.5)])).toBe(113); // 112.5
    expect(platformFee([shop(5.001)])).toBe(126); // 125.025
  });

  it('never turns float noise at exactly 4 km into an extra shilling', () => {
    expect(platformFee([shop(0.1 + 0.2 + 3.7)])).toBe(100);
  });

  it('uses the farthest shop-to-customer distance', () => {
    expect(platformFee([shop(2), shop(8, { location: WESTLANDS })])).toBe(100 + 4 * 25 + 30);
  });

  it('charges nothing extra for two shops at the same place, even a few metres apart', () => {
    const nextDoor = { lat: NAIROBI_CBD.lat + 0.00003, lng: NAIROBI_CBD.lng + 0.00003 }; // ~5 m
    expect(platformFee([shop(3), shop(3)])).toBe(100);
    expect(platformFee([shop(3), shop(3, { location: nextDoor })])).toBe(100);
  });

  it('adds 30 KSH for each additional distinct shop location: three locations cost 60 more', () => {
    const fee = platformFee([shop(3), shop(3, { location: WESTLANDS }), shop(3, { location: KILIMANI })]);
    expect(fee).toBe(160);
  });

  it('adds 200 KSH when any shop is in another town than the customer', () => {
    expect(platformFee([shop(3), shop(3, { town: 'Thika' })])).toBe(100 + 200);
  });

  it('treats town spelling differences of case, accents, curly apostrophes and spaces as the same town', () => {
    expect(platformFee([shop(3, { town: '  MURANG’A ' })], "Murang'a")).toBe(100);
    expect(platformFee([shop(3, { town: 'Ongata  Rongai' })], 'ongata rongai')).toBe(100);
  });

  it('combines every part of the rule', () => {
    const shops = [shop(6.2), shop(1, { location: WESTLANDS, town: 'Kiambu' })];
    // 100 + 2.2 * 25 + 30 + 200 = 385
    expect(deliveryFeeBreakdown({ option: 'platform', customerTown: 'Nairobi', shops })).toEqual({
      feeCents: 38_500,
      farthestKm: 6.2,
      extraKm: expect.closeTo(2.2, 9),
      shopLocations: 2,
      otherTown: true,
    });
  });

  it('is 0 for an empty cart', () => {
    expect(platformFee([])).toBe(0);
  });
});

describe('own delivery', () => {
  it('costs nothing however far, however many shops and towns', () => {
    const shops = [shop(40, { town: 'Nakuru' }), shop(12, { location: WESTLANDS })];
    expect(computeDeliveryFeeCents({ option: 'own', customerTown: 'Nairobi', shops })).toBe(0);
  });
});

describe('driver earning', () => {
  it('is 80% of the delivery fee, to the cent', () => {
    expect(driverEarningCents(25_000)).toBe(20_000);
    expect(driverEarningCents(10_100)).toBe(8_080);
    expect(driverEarningCents(10_001)).toBe(8_001); // 8000.8 -> 8001
  });
});
