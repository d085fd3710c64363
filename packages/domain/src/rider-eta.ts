import { haversineKm, type LatLng } from './geo.ts';

const SLOWEST_KMH = 5;
const FASTEST_KMH = 60;

/**
 * The rider's recent speed, smoothed so one burst or one traffic light does not swing it.
 * Below walking pace the rider is waiting (at a shop), not riding, so such fixes are not mixed in.
 */
export function nextRecentSpeed(previousKmh: number | null, from: { position: LatLng; at: Date }, to: { position: LatLng; at: Date }): number | null {
  const hours = (to.at.getTime() - from.at.getTime()) / 3_600_000;
  if (hours <= 0) return previousKmh;
  const observed = haversineKm(from.position, to.position) / hours;
  if (observed < SLOWEST_KMH) return previousKmh;
  const clamped = Math.min(FASTEST_KMH, observed);
  return previousKmh === null ? clamped : previousKmh * 0.7 + clamped * 0.3;
}
