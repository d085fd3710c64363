import { fromCents, toCents } from './money.ts';

/**
 * What the customer pays for an order: its items and delivery fee, less a promo discount. Kept
 * apart so other deductions or additions to the checkout total each have one obvious place.
 * Worked in cents so the difference of shillings never drifts.
 */
export function amountDue(order: { total: number; deliveryFee: number; discount?: number | null }): number {
  const cents = toCents(order.total) + toCents(order.deliveryFee) - toCents(order.discount ?? 0);
  return fromCents(Math.max(0, cents));
}
