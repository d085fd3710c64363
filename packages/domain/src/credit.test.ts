import { describe, expect, it } from 'vitest';
import { creditPosition, creditToApply, creditToReturn } from './credit.ts';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);

describe('Sokoni credit lots', () => {
  it('spends and expires the oldest lots first', () => {
    const entries = [
      { amountCents: 10_000, at: day(0) },
      { amountCents: 5_000, at: day(100) },
      { amountCents: -4_000, at: day(120) },
    ];
    expect(creditPosition(entries, day(150), 180)).toEqual({ availableCents: 11_000, expiredCents: 0, nextExpiry: day(180), nextExpiryCents: 6_000 });
    // The first lot's 60.00 left expires on day 180; the second lot is still good.
    expect(creditPosition(entries, day(181), 180)).toMatchObject({ availableCents: 5_000, expiredCents: 6_000, nextExpiry: day(280) });
    // Once the expiry is posted, it takes what was left of the oldest lot.
    expect(creditPosition([...entries, { amountCents: -6_000, at: day(181) }], day(181), 180)).toMatchObject({ availableCents: 5_000, expiredCents: 0 });
  });

  it('never applies more than the total, nor keeps more than is left to deliver', () => {
    expect(creditToApply(5_000, 3_000)).toBe(3_000);
    expect(creditToApply(2_000, 3_000)).toBe(2_000);
    expect(creditToReturn({ usedCents: 9_000, returnedCents: 0, liveItemsCents: 4_000, feeCents: 0, orderClosedUndelivered: false })).toBe(5_000);
    expect(creditToReturn({ usedCents: 9_000, returnedCents: 5_000, liveItemsCents: 0, feeCents: 0, orderClosedUndelivered: true })).toBe(4_000);
    expect(creditToReturn({ usedCents: 3_000, returnedCents: 0, liveItemsCents: 4_000, feeCents: 100, orderClosedUndelivered: false })).toBe(0);
  });
});
