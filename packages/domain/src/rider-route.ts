import { haversineKm, type LatLng } from './geo.ts';

/** A place the rider has to reach: a shop to collect from, or the customer. */
export interface RoutePoint {
  point: LatLng | null;
  /** Collected (pick-up) or delivered (drop-off): already behind the rider. */
  done: boolean;
}

/**
 * The order of an order's pick-ups for the rider: those already collected first (they are behind),
 * then, from the rider's position, always the nearest shop not yet visited. Without a known position
 * the ride starts at the first remaining shop as given. Shops without a known pin come last.
 */
export function pickupOrder<T extends RoutePoint>(rider: LatLng | null, pickups: readonly T[]): T[] {
  const done = pickups.filter((p) => p.done);
  const unplaced = pickups.filter((p) => !p.done && !p.point);
  const left = pickups.filter((p) => !p.done && p.point);
  const ordered: T[] = [];
  let here = rider ?? left[0]?.point ?? null;
  while (left.length > 0) {
    let best = 0;
    for (let i = 1; i < left.length; i += 1) {
      if (haversineKm(here!, left[i]!.point!) < haversineKm(here!, left[best]!.point!)) best = i;
    }
    const [next] = left.splice(best, 1);
    ordered.push(next!);
    here = next!.point;
  }
  return [...done, ...ordered, ...unplaced];
}

/** Two pins this close are one stop: the rider parks once for neighbouring stalls. */
const SAME_STOP_KM = 0.025;

/**
 * The points still to ride through, in order, from the rider's position: each remaining pick-up
 * once (neighbouring pins count as one stop), then the drop-off.
 */
export function remainingPath(rider: LatLng, orderedPickups: readonly RoutePoint[], dropoff: LatLng): LatLng[] {
  const path: LatLng[] = [rider];
  for (const stop of orderedPickups) {
    if (stop.done || !stop.point) continue;
    if (haversineKm(path[path.length - 1]!, stop.point) < SAME_STOP_KM) continue;
    path.push(stop.point);
  }
  path.push(dropoff);
  return path;
}

/**
 * Whole minutes until the customer has the order: the remaining road kilometres at the rider's
 * speed, plus the longest preparation still under way (the rider cannot leave a shop before its
 * part is ready, and shops prepare at the same time). At least one minute while still on the way.
 */
export function routeEtaMinutes(input: { remainingRoadKm: number; speedKmh: number; prepMinutesLeft: readonly number[] }): number {
  const riding = (input.remainingRoadKm / input.speedKmh) * 60;
  const waiting = Math.max(0, ...input.prepMinutesLeft);
  return Math.max(1, Math.ceil(riding + waiting));
}

/** Minutes a shop's part still needs: none once ready, its prep time from when it was accepted, all of it before. */
export function prepMinutesLeft(input: { status: string; prepMinutes: number; acceptedAt: Date | null; now: Date }): number {
  if (input.status !== 'Pending' && input.status !== 'OrderReceived' && input.status !== 'Preparing') return 0;
  if (!input.acceptedAt) return input.prepMinutes;
  const spent = (input.now.getTime() - input.acceptedAt.getTime()) / 60_000;
  return Math.max(0, input.prepMinutes - spent);
}
