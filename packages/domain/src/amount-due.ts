import { centsFromShillings, shillingsFromCents } from './money.ts';

export interface OrderAmountsCents {
  totalCents: number;
  deliveryFeeCents: number;
  discountCents?: number | null;
  creditUsedCents?: number | null;
  checkoutTipCents?: number | null;
}

/**
 * The promo discount as it applies to the items an order has now: never more than they cost (a
 * refused replacement or a declined part can leave less than the code took off at checkout), as
 * the ledger takes it off what the rider collects (deliveredDiscount).
 */
export function discountNowCents(order: Pick<OrderAmountsCents, 'totalCents' | 'discountCents'>): number {
  return Math.max(0, Math.min(order.discountCents ?? 0, order.totalCents));
}

/**
 * What the customer pays for an order, in cents: its items and delivery fee, less a promo
 * discount. Kept apart so other deductions or additions to the checkout total each have one
 * obvious place.
 */
export function amountDueCents(order: Pick<OrderAmountsCents, 'totalCents' | 'deliveryFeeCents' | 'discountCents'>): number {
  return Math.max(0, order.totalCents + order.deliveryFeeCents - discountNowCents(order));
}

/**
 * What is left to pay for an order after Sokoni credit (decision 024), in cents: the amount due,
 * less the credit used (which never pays more than it), plus a tip chosen at checkout (never
 * discounted and never paid by credit, decision 023). For a cash order, what the rider collects.
 */
export function leftToPayCents(order: OrderAmountsCents): number {
  return Math.max(0, amountDueCents(order) - (order.creditUsedCents ?? 0)) + (order.checkoutTipCents ?? 0);
}

/** amountDueCents for a screen holding an API answer's shillings. */
export function amountDue(order: { total: number; deliveryFee: number; discount?: number | null }): number {
  return shillingsFromCents(
    amountDueCents({ totalCents: centsFromShillings(order.total), deliveryFeeCents: centsFromShillings(order.deliveryFee), discountCents: centsFromShillings(order.discount ?? 0) }),
  );
}

/** leftToPayCents for a screen holding an API answer's shillings. */
export function leftToPay(order: { total: number; deliveryFee: number; discount?: number | null; creditUsed?: number | null; checkoutTip?: number | null }): number {
  return shillingsFromCents(
    leftToPayCents({
      totalCents: centsFromShillings(order.total),
      deliveryFeeCents: centsFromShillings(order.deliveryFee),
      discountCents: centsFromShillings(order.discount ?? 0),
      creditUsedCents: centsFromShillings(order.creditUsed ?? 0),
      checkoutTipCents: centsFromShillings(order.checkoutTip ?? 0),
    }),
  );
}
