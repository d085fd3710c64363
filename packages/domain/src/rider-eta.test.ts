import { describe, expect, it } from 'vitest';
import { etaMinutes, nextRecentSpeed, TOWN_MOTORBIKE_KMH } from './rider-eta.ts';

describe('etaMinutes', () => {
  it('divides the remaining road distance by the rider speed', () => {
    expect(etaMinutes({ remainingKm: 5, speedKmh: 30, pickupsLeft: 0 })).toBe(10);
  });

  it('uses the town motorbike speed when the rider speed is unknown', () => {
    expect(etaMinutes({ remainingKm: TOWN_MOTORBIKE_KMH / 2, speedKmh: null, pickupsLeft: 0 })).toBe(30);
  });

  it('adds time at each shop still to visit', () => {
    expect(etaMinutes({ remainingKm: 5, speedKmh: 30, pickupsLeft: 2 })).toBe(16);
  });

  it('says at least a minute while the rider is on the way', () => {
    expect(etaMinutes({ remainingKm: 0, speedKmh: 30, pickupsLeft: 0 })).toBe(1);
  });
});

describe('nextRecentSpeed', () => {
  const at = new Date('2026-11-24T10:00:00Z');
  const a = { position: { lat: -1.2921, lng: 36.8219 }, at };
  // About 1.1 km further on, a few minutes later.
  const after = (minutes: number) => ({ position: { lat: -1.2821, lng: 36.8219 }, at: new Date(at.getTime() + minutes * 60_000) });

  it('starts from the first observed riding speed', () => {
    expect(nextRecentSpeed(null, a, after(3))).toBeCloseTo(22.2, 0);
  });

  it('smooths later observations into the previous speed', () => {
    expect(nextRecentSpeed(30, a, after(3))).toBeCloseTo(30 * 0.7 + 22.2 * 0.3, 0);
  });

  it('ignores waiting at walking pace', () => {
    expect(nextRecentSpeed(25, a, after(30))).toBe(25);
  });
});
