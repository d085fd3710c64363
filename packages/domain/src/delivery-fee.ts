import { haversineKm, type LatLng } from './geo.ts';
import { percentOfCents } from './money.ts';

const DELIVERY_FEE = {
  baseFee: 100,
  includedKm: 4,
  perExtraKm: 25,
  perExtraShopLocation: 30,
  otherTownSurcharge: 200,
} as const;

export const DELIVERY_OPTIONS = ['platform', 'own'] as const;
export type DeliveryOption = (typeof DELIVERY_OPTIONS)[number];

export interface FeeShop {
  location: LatLng;
  town: string;
  /** Road distance from this shop to the customer, in kilometres. */
  distanceKm: number;
}

interface FeeInput {
  option: DeliveryOption;
  customerTown: string;
  shops: FeeShop[];
}

interface FeeBreakdown {
  /** Whole shillings, in cents. */
  feeCents: number;
  /** The farthest shop-to-customer distance, km. */
  farthestKm: number;
  /** Kilometres beyond the included 4 km that are charged per km. */
  extraKm: number;
  /** Distinct shop locations the driver has to visit. */
  shopLocations: number;
  /** True when any shop's town differs from the customer's. */
  otherTown: boolean;
}

function normalizeTown(town: string): string {
  return town
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');
}

/** Two pins this close are one place: a market stall a few steps from its neighbour is one stop. */
const SAME_PLACE_KM = 0.025;

/** Counts the stops, treating pins within SAME_PLACE_KM of an earlier stop as that stop. */
function countDistinctLocations(points: readonly LatLng[]): number {
  const stops: LatLng[] = [];
  for (const point of points) {
    if (!stops.some((stop) => haversineKm(stop, point) < SAME_PLACE_KM)) stops.push(point);
  }
  return stops.length;
}

/** Rounds away float noise (4.000000001 km) before rounding up, so exactly 4 km never costs 101. */
function ceilShillings(value: number): number {
  return Math.ceil(Math.round(value * 1e6) / 1e6);
}

/**
 * The platform delivery fee with the figures it came from, in whole shillings:
 * 100 covers the first 4 km of the farthest shop-to-customer distance, 25 per km beyond,
 * 30 per additional distinct shop location, 200 when any shop is in another town; rounded up.
 * Own delivery costs nothing.
 */
export function deliveryFeeBreakdown(input: FeeInput): FeeBreakdown {
  if (input.shops.length === 0) {
    return { feeCents: 0, farthestKm: 0, extraKm: 0, shopLocations: 0, otherTown: false };
  }
  const farthestKm = Math.max(...input.shops.map((s) => s.distanceKm));
  const extraKm = Math.max(0, farthestKm - DELIVERY_FEE.includedKm);
  const shopLocations = countDistinctLocations(input.shops.map((s) => s.location));
  const customerTown = normalizeTown(input.customerTown);
  const otherTown = input.shops.some((s) => normalizeTown(s.town) !== customerTown);
  const feeCents =
    input.option === 'own'
      ? 0
      : 100 *
        ceilShillings(
          DELIVERY_FEE.baseFee +
            extraKm * DELIVERY_FEE.perExtraKm +
            (shopLocations - 1) * DELIVERY_FEE.perExtraShopLocation +
            (otherTown ? DELIVERY_FEE.otherTownSurcharge : 0),
        );
  return { feeCents, farthestKm, extraKm, shopLocations, otherTown };
}

export function computeDeliveryFeeCents(input: FeeInput): number {
  return deliveryFeeBreakdown(input).feeCents;
}

/** The driver's share of a delivery fee shown on the driver's order cards, in percent. */
export const DRIVER_SHARE_PERCENT = 80;
export function driverEarningCents(feeCents: number): number {
  return percentOfCents(feeCents, DRIVER_SHARE_PERCENT);
}
