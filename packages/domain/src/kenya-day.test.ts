import { describe, expect, it } from 'vitest';
import { isCalendarDay, kenyaDayBounds, kenyaDayOf } from './kenya-day.ts';

describe('Kenyan calendar days', () => {
  it('accepts real days only', () => {
    expect(isCalendarDay('2026-11-22')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    for (const bad of ['2026-02-30', '2026-13-01', '22-11-2026', '2026-11-22T00:00', '', 'today']) {
      expect(isCalendarDay(bad), bad).toBe(false);
    }
  });

  it('starts a day at midnight in Nairobi, 21:00 UTC the evening before', () => {
    const { from, to } = kenyaDayBounds('2026-11-22');
    expect(from.toISOString()).toBe('2026-11-21T21:00:00.000Z');
    expect(to.toISOString()).toBe('2026-11-22T21:00:00.000Z');
    expect(() => kenyaDayBounds('2026-02-30')).toThrow(RangeError);
  });

  it('puts a late-evening UTC delivery on the next Kenyan day', () => {
    expect(kenyaDayOf(new Date('2026-11-21T22:30:00Z'))).toBe('2026-11-22');
    expect(kenyaDayOf(new Date('2026-11-22T20:59:59Z'))).toBe('2026-11-22');
  });
});
