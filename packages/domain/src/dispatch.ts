import { haversineKm, isInKenya, type LatLng } from './geo.ts';

/** An online driver as dispatch sees them: where they last were. */
export interface OnlineDriver {
  id: string;
  position: LatLng;
}

export interface WaveRules {
  /** DISPATCH_RADIUS_KM: how far from the first pickup the first wave reaches. */
  radiusKm: number;
  /** Straight line to road distance (ROAD_FACTOR). */
  roadFactor: number;
}

/** Road distance estimated without a routing service: the straight line times the road factor. */
export function offlineRoadKm(a: LatLng, b: LatLng, roadFactor: number): number {
  return haversineKm(a, b) * roadFactor;
}

/** Road distance along a path of stops, leg by leg. */
export function pathKm(points: readonly LatLng[], roadFactor: number): number {
  let km = 0;
  for (let i = 1; i < points.length; i += 1) km += offlineRoadKm(points[i - 1]!, points[i]!, roadFactor);
  return km;
}

/**
 * The first wave of an offer: online drivers within the radius of the first pickup, nearest first.
 * Null when nobody is that near: then every approved driver hears of the order at once.
 */
export function firstWave(pickup: LatLng, drivers: readonly OnlineDriver[], rules: WaveRules): string[] | null {
  const near = drivers
    .map((d) => ({ id: d.id, km: offlineRoadKm(d.position, pickup, rules.roadFactor) }))
    .filter((d) => d.km <= rules.radiusKm)
    .sort((a, b) => a.km - b.km || a.id.localeCompare(b.id));
  return near.length ? near.map((d) => d.id) : null;
}

/** Riders' positions come from phones: anything faster than this between two fixes is a GPS jump. */
export const MAX_PLAUSIBLE_KMH = 150;
/** The server takes at most one position per rider this often. */
export const MIN_LOCATION_INTERVAL_MS = 2000;

export interface Fix {
  position: LatLng;
  at: Date;
}

/** Why a new position is refused, or null when it is taken. */
export function whyNotPlausible(previous: Fix | null, next: Fix): string | null {
  if (!isInKenya(next.position)) return 'Your position is outside Kenya. Check that location services are on and try again.';
  if (!previous) return null;
  const ms = next.at.getTime() - previous.at.getTime();
  if (ms < MIN_LOCATION_INTERVAL_MS) return 'Location updates are too frequent: send at most one every 2 seconds.';
  const kmh = haversineKm(previous.position, next.position) / (ms / 3_600_000);
  if (kmh > MAX_PLAUSIBLE_KMH) return 'That position is too far from your last one to be real. Wait for a better GPS fix and try again.';
  return null;
}

/** What a rider weighs before accepting: how far the first shop is, and the ride from the shops to the customer. */
export interface OfferDistances {
  /** Road km from the rider to the first shop; null while the rider's position is unknown. */
  toShopKm: number | null;
  /** Road km from the first shop through the others to the customer. */
  shopsToCustomerKm: number | null;
}

const oneDecimal = (km: number) => Math.round(km * 10) / 10;

export function offerDistances(rider: LatLng | null, shops: readonly LatLng[], home: LatLng | null, roadFactor: number): OfferDistances {
  const first = shops[0];
  return {
    toShopKm: rider && first ? oneDecimal(offlineRoadKm(rider, first, roadFactor)) : null,
    shopsToCustomerKm: first && home ? oneDecimal(pathKm([...shops, home], roadFactor)) : null,
  };
}

/** Nearest pickup first; offers whose distance is unknown keep their order after the known ones. */
export function nearestFirst<T extends { distances: OfferDistances }>(offers: readonly T[]): T[] {
  return offers
    .map((offer, index) => ({ offer, index }))
    .sort((a, b) => {
      const x = a.offer.distances.toShopKm;
      const y = b.offer.distances.toShopKm;
      if (x === null || y === null) return x === y ? a.index - b.index : x === null ? 1 : -1;
      return x - y || a.index - b.index;
    })
    .map((entry) => entry.offer);
}

/** The rider's phone sends a fix when this long has passed since the last one sent... */
export const SHARE_EVERY_MS = 10_000;
/** ...or when the rider has moved this far, whichever comes first (never faster than the server takes). */
export const SHARE_EVERY_METRES = 50;

export function shouldShareFix(last: Fix | null, next: Fix): boolean {
  if (!last) return true;
  const ms = next.at.getTime() - last.at.getTime();
  if (ms < MIN_LOCATION_INTERVAL_MS) return false;
  return ms >= SHARE_EVERY_MS || haversineKm(last.position, next.position) * 1000 >= SHARE_EVERY_METRES;
}
