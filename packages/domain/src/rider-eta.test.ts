import { describe, expect, it } from 'vitest';
import { nextRecentSpeed } from './rider-eta.ts';

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
