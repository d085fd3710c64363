import { haversineKm, type LatLng } from './geo.ts';

/** A motorbike's average speed in Kenyan town traffic, used until the rider's own speed is known. */
export const TOWN_MOTORBIKE_KMH = 18;
/** Time at each shop still to visit: parking, collecting, checking the items. */
export const MINUTES_PER_PICKUP = 3;
const SLOWEST_KMH = 5;
const FASTEST_KMH = 60;

/**
 * The rider's recent speed, smoothed so one burst or one traffic light does not swing the ETA.
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

/** Whole minutes until arrival, never less than 1 while the rider is still on the way. */
export function etaMinutes(input: { remainingKm: number; speedKmh: number | null; pickupsLeft: number }): number {
  const speed = Math.min(FASTEST_KMH, Math.max(SLOWEST_KMH, input.speedKmh ?? TOWN_MOTORBIKE_KMH));
  const riding = (input.remainingKm / speed) * 60;
  return Math.max(1, Math.ceil(riding + input.pickupsLeft * MINUTES_PER_PICKUP));
}
