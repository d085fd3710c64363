import { deliveryFeeBreakdown } from './delivery-fee.ts';
import { haversineKm, type LatLng } from './geo.ts';
import { formatKsh, shillingsFromCents } from './money.ts';

/** How far a store delivers when it has not set its own radius (the server's DELIVERY_RADIUS_KM overrides it). */
export const DEFAULT_DELIVERY_RADIUS_KM = 10;
/** The most a store may set: beyond this a platform delivery is no longer a local errand. */
export const MAX_DELIVERY_RADIUS_KM = 500;
/** Above this delivery fee the cart and checkout warn before the customer goes on. */
export const HIGH_DELIVERY_FEE = 500;

/** The place a customer shops for: the town or area they picked, and its point. */
export interface DeliveryPlace {
  town: string;
  point: LatLng;
}

export interface ReachStore {
  location: LatLng;
  town: string;
  /** The store's own radius, km; null means the platform default. */
  deliveryRadiusKm: number | null;
}

export interface StoreReach {
  /** Straight-line distance from the store to the place, km, one decimal. */
  distanceKm: number;
  radiusKm: number;
  /** The place lies inside the store's radius, so platform delivery is offered. */
  deliversHere: boolean;
  /** What platform delivery from this store alone would cost, whole shillings. */
  deliveryFee: number;
}

interface ReachRules {
  defaultRadiusKm: number;
  /** Straight line × this = road distance, as the offline fee uses. */
  roadFactor: number;
  /** Whether two town names are one town (the gazetteer's aliases apply). */
  sameTown: (a: string, b: string) => boolean;
}

const oneDecimal = (km: number) => Math.round(km * 10) / 10;

/** The radius that applies to a store: its own, else the platform default. */
export function radiusOf(store: Pick<ReachStore, 'deliveryRadiusKm'>, defaultRadiusKm: number): number {
  return store.deliveryRadiusKm ?? defaultRadiusKm;
}

/**
 * Whether and at what cost a store delivers to a place. The radius is a circle around the store's
 * pin (straight line), the same whatever distance provider prices the trip, so a list and a quote
 * agree on which stores deliver; the fee is the domain fee rule on the estimated road distance.
 */
export function storeReach(store: ReachStore, place: DeliveryPlace, rules: ReachRules): StoreReach {
  const straightKm = haversineKm(store.location, place.point);
  const radiusKm = radiusOf(store, rules.defaultRadiusKm);
  const { feeCents } = deliveryFeeBreakdown({
    option: 'platform',
    customerTown: place.town,
    shops: [{ location: store.location, town: rules.sameTown(store.town, place.town) ? place.town : store.town, distanceKm: straightKm * rules.roadFactor }],
  });
  // A reach is an answer's shape, so its fee is in shillings.
  return { distanceKm: oneDecimal(straightKm), radiusKm, deliversHere: straightKm <= radiusKm, deliveryFee: shillingsFromCents(feeCents) };
}

/** Stores that deliver first, each group nearest first. */
export function compareReach(a: StoreReach, b: StoreReach): number {
  return Number(b.deliversHere) - Number(a.deliversHere) || a.distanceKm - b.distanceKm;
}

/** Why platform delivery from a store is refused: the customer is outside its radius. */
export function outsideRadiusMessage(storeName: string, reach: Pick<StoreReach, 'distanceKm' | 'radiusKm'>): string {
  return (
    `${storeName} delivers within ${reach.radiusKm} km and your location is ${reach.distanceKm} km away. ` +
    'Choose own delivery (pick-up), or a shop nearer to you.'
  );
}

/** 'This shop is 183 km away: delivery Ksh 4,770.00'. */
export function tripNote(fee: number, farthestKm: number, shopCount = 1): string {
  const who = shopCount > 1 ? 'The farthest shop is' : 'This shop is';
  return `${who} ${Math.round(farthestKm)} km away: delivery ${formatKsh(fee)}`;
}

/** The trip note when the fee is above HIGH_DELIVERY_FEE; null otherwise. */
export function highFeeWarning(fee: number, farthestKm: number, shopCount = 1): string | null {
  return fee > HIGH_DELIVERY_FEE ? tripNote(fee, farthestKm, shopCount) : null;
}
