import { describe, expect, it } from 'vitest';
import { isRate, splitDeliveryFee, splitItems } from './ledger-split.ts';
import { centsFromShillings, percentOfCents } from './money.ts';
import { mayTakeCashOrders, riderPosition } from './rider-cash.ts';

describe('percent of an amount in cents', () => {
  it('rounds once, halves up', () => {
    expect(percentOfCents(12_345, 10)).toBe(1235); // 1234.5 -> 1235
    expect(percentOfCents(12_344, 10)).toBe(1234); // 1234.4
    expect(percentOfCents(999, 12.5)).toBe(125); // 124.875
    expect(percentOfCents(0, 10)).toBe(0);
    expect(percentOfCents(-12_345, 10)).toBe(-1235);
  });

  it('does not drift where floats would (0.1 + 0.2)', () => {
    expect(percentOfCents(centsFromShillings(0.1) + centsFromShillings(0.2), 100)).toBe(30);
    expect(centsFromShillings(1250.1)).toBe(125_010);
  });
});

describe('the split of a sub-order and of a delivery fee', () => {
  it('takes 10% commission and leaves the shop the exact rest', () => {
    expect(splitItems(100_050, 10)).toEqual({ shop: 90_045, commission: 10_005 });
    const odd = splitItems(33_333, 10);
    expect(odd.shop + odd.commission).toBe(33_333);
  });

  it('gives the rider 80% of the delivery fee and the platform the rest', () => {
    expect(splitDeliveryFee(15_000, 80)).toEqual({ rider: 12_000, platform: 3_000 });
    const fee = splitDeliveryFee(10_001, 80);
    expect(fee).toEqual({ rider: 8_001, platform: 2_000 });
  });

  it('accepts rates between 0 and 100 with at most two decimals', () => {
    expect(isRate(12.5)).toBe(true);
    expect(isRate(0)).toBe(true);
    expect(isRate(100.01)).toBe(false);
    expect(isRate(1.234)).toBe(false);
  });
});

describe('a rider’s cash', () => {
  it('sets earnings against the cash held', () => {
    expect(riderPosition(16_000, -90_000)).toEqual({ cashHeld: 90_000, earnings: 16_000, net: -74_000 });
  });

  it('stops new cash orders once the rider owes more than the limit', () => {
    expect(mayTakeCashOrders(riderPosition(0, -500_000), 500_000)).toBe(true);
    expect(mayTakeCashOrders(riderPosition(0, -500_001), 500_000)).toBe(false);
    expect(mayTakeCashOrders(riderPosition(10_000, -505_000), 500_000)).toBe(true);
  });
});
