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

/**
 * What is left to pay for an order after Sokoni credit (decision 024): the amount due, less the
 * credit used (which never pays more than it), plus a tip chosen at checkout (never discounted and
 * never paid by credit, decision 023). For a cash order, what the rider collects at the door.
 */
export function leftToPay(order: { total: number; deliveryFee: number; discount?: number | null; creditUsed?: number | null; checkoutTip?: number | null }): number {
  const cents = toCents(amountDue(order)) - toCents(order.creditUsed ?? 0);
  return fromCents(Math.max(0, cents) + toCents(order.checkoutTip ?? 0));
}
