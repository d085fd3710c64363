import { percentOfCents } from './money.ts';

/** The percentages the money rules use; the server reads them from COMMISSION_PERCENT and RIDER_SHARE_PERCENT. */
export interface SplitRates {
  /** Commission on a sub-order's items, unless the shop has its own rate. */
  commissionPercent: number;
  /** The rider's share of the delivery fee; the rest is platform delivery revenue. */
  riderSharePercent: number;
}

export const DEFAULT_SPLIT_RATES: SplitRates = { commissionPercent: 10, riderSharePercent: 80 };

/** A rate must be a percentage with at most two decimals. */
export function isRate(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= 100 && Math.round(value * 100) === value * 100;
}

/** What the shop keeps of one sub-order's items total and what the platform takes, in cents (rounded once: the commission). */
export function splitItems(itemsCents: number, commissionPercent: number): { shop: number; commission: number } {
  const commission = percentOfCents(itemsCents, commissionPercent);
  return { shop: itemsCents - commission, commission };
}

/** The rider's share of a delivery fee and the platform's rest, in cents (rounded once: the rider's share). */
export function splitDeliveryFee(feeCents: number, riderSharePercent: number): { rider: number; platform: number } {
  const rider = percentOfCents(feeCents, riderSharePercent);
  return { rider, platform: feeCents - rider };
}
