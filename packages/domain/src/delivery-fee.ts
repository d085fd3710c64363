import { type LatLng } from './geo.ts';

export const DELIVERY_FEE = {
  baseFee: 100,
  includedKm: 4,
  perExtraKm: 25,
  perExtraShopLocation: 30,
  otherTownSurcharge: 200,
} as const;

export type DeliveryOption = 'platform' | 'own';

export interface FeeShop {
  location: LatLng;
  town: string;
  /** Road distance from this shop to the customer, in kilometres. */
  distanceKm: number;
}

export interface FeeInput {
  option: DeliveryOption;
  customerTown: string;
  shops: FeeShop[];
}

export function normalizeTown(town: string): string {
  return town
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019`]/g, "'")
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');
}

/** Two pins closer than ~11 m are the same place (6 decimals is far finer than a shop). */
function locationKey(point: LatLng): string {
  return `${point.lat.toFixed(4)},${point.lng.toFixed(4)}`;
}

/**
 * The platform delivery fee, in whole shillings:
 * 100 covers the first 4 km of the farthest shop-to-customer distance, 25 per km beyond,
 * 30 per additional distinct shop location, 200 when any shop is in another town; rounded up.
 * Own delivery costs nothing.
 */
export function computeDeliveryFee(input: FeeInput): number {
  if (input.option === 'own') return 0;
  if (input.shops.length === 0) return 0;
  const farthestKm = Math.max(...input.shops.map((s) => s.distanceKm));
  const extraKm = Math.max(0, farthestKm - DELIVERY_FEE.includedKm);
  const distinctLocations = new Set(input.shops.map((s) => locationKey(s.location))).size;
  const customerTown = normalizeTown(input.customerTown);
  const otherTown = input.shops.some((s) => normalizeTown(s.town) !== customerTown);
  const fee =
    DELIVERY_FEE.baseFee +
    extraKm * DELIVERY_FEE.perExtraKm +
    (distinctLocations - 1) * DELIVERY_FEE.perExtraShopLocation +
    (otherTown ? DELIVERY_FEE.otherTownSurcharge : 0);
  // Round away float noise first so that exactly 4.0 km never becomes 101.
  return Math.ceil(Math.round(fee * 1e6) / 1e6);
}

/** The driver's share of a delivery fee, two decimals. */
export const DRIVER_SHARE = 0.8;
export function driverEarning(fee: number): number {
  return Math.round(fee * DRIVER_SHARE * 100) / 100;
}
