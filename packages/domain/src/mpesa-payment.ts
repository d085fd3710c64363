import { isMpesa } from './payment-methods.ts';
import { centsFromShillings, shillingsFromCents, wholeShillingsForMpesa } from './money.ts';
import { discountNowCents } from './amount-due.ts';

/**
 * What the M-Pesa prompt asks for, in cents (whole shillings): the order's items and delivery fee
 * rounded up to the next shilling (never down: the stores' totals must be covered).
 */
export function mpesaAmountCents(
  itemsCents: number,
  deliveryFeeCents: number,
  extras: { discountCents?: number; creditUsedCents?: number; tipCents?: number } = {},
): number {
  // A promo discount comes off the items (decision 025), and Sokoni credit paid part of what is
  // left of items and fee (decision 024): only the rest is asked for. A checkout tip is whole
  // shillings and is paid with the order, never by discount or credit (decision 023).
  const goods = itemsCents - discountNowCents({ totalCents: itemsCents, discountCents: extras.discountCents ?? 0 }) + deliveryFeeCents - (extras.creditUsedCents ?? 0);
  return wholeShillingsForMpesa(goods) + (extras.tipCents ?? 0);
}

/** What the prompt (or a Paybill payment) for a placed order asks, in cents of whole shillings. */
export function orderMpesaCents(order: { totalCents: number; deliveryFeeCents: number; discountCents: number; creditUsedCents: number; tipCents: number }): number {
  return mpesaAmountCents(order.totalCents, order.deliveryFeeCents, { discountCents: order.discountCents, creditUsedCents: order.creditUsedCents, tipCents: order.tipCents });
}

/** mpesaAmountCents for the checkout screen, which holds the quote's shillings. */
export function mpesaAmount(itemsTotal: number, deliveryFee: number, extras: { discount?: number; creditUsed?: number; tip?: number } = {}): number {
  return shillingsFromCents(
    mpesaAmountCents(centsFromShillings(itemsTotal), centsFromShillings(deliveryFee), {
      discountCents: centsFromShillings(extras.discount ?? 0),
      creditUsedCents: centsFromShillings(extras.creditUsed ?? 0),
      tipCents: centsFromShillings(extras.tip ?? 0),
    }),
  );
}

/** Why a payment prompt did not end in a payment, as the customer's screen explains it. */
export const MPESA_FAILURE_REASONS = ['insufficient-funds', 'cancelled', 'no-answer', 'wrong-pin', 'expired', 'busy', 'not-sent', 'other'] as const;
export type MpesaFailureReason = (typeof MPESA_FAILURE_REASONS)[number];

/** The plain words for each failure, and whether paying by Paybill is worth offering (the push did not reach the phone). */
export const MPESA_FAILURE_WORDS: Record<MpesaFailureReason, { message: string; offerPaybill: boolean }> = {
  cancelled: { message: 'The payment was cancelled on the phone.', offerPaybill: false },
  'no-answer': { message: 'The phone did not answer in time, or could not be reached.', offerPaybill: true },
  'insufficient-funds': { message: 'There is not enough money in this M-Pesa account.', offerPaybill: false },
  'wrong-pin': { message: 'The M-Pesa PIN entered was wrong.', offerPaybill: false },
  expired: { message: 'The payment request expired before it was answered.', offerPaybill: true },
  busy: { message: 'Another M-Pesa request is still open on this phone. Wait a minute and try again.', offerPaybill: false },
  'not-sent': { message: 'We could not send the payment request to this phone.', offerPaybill: true },
  other: { message: 'M-Pesa could not complete the payment.', offerPaybill: true },
};

/** Payment statuses of an order. Cash waits in Pending until hand-over; M-Pesa is paid before the stores see the order. */
export const PAYMENT_STATUSES = ['Pending', 'AwaitingPayment', 'Paid', 'Failed', 'Expired', 'RefundPending', 'Refunded', 'RefundFailed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** An order whose M-Pesa payment may still be asked for again, or switched to cash. */
export function canPayAgain(order: { status: string; paymentMethod: string; paymentStatus: string }): boolean {
  return isMpesa(order.paymentMethod) && order.status === 'AwaitingPayment' && (order.paymentStatus === 'AwaitingPayment' || order.paymentStatus === 'Failed');
}

/** Why the customer cannot pay this order again, in their words; null when they can. */
export function whyNotPayAgain(order: { status: string; paymentMethod: string; paymentStatus: string }): string | null {
  if (canPayAgain(order)) return null;
  if (order.paymentStatus === 'Paid') return 'This order is already paid.';
  if (order.status === 'Expired' || order.paymentStatus === 'Expired') return 'This order expired before it was paid. Please place it again.';
  if (order.status === 'Cancelled') return 'This order is cancelled.';
  if (!isMpesa(order.paymentMethod)) return 'This order is paid in cash on delivery.';
  return 'This order cannot be paid now.';
}

/**
 * The AccountReference Daraja shows the customer and a Paybill payer types: at most 12
 * characters, so the order number SKN-20261124-004217 becomes 261124004217 (unique as the order
 * number is). Null when the order number is not in that form.
 */
export function mpesaAccountReference(orderNumber: string): string | null {
  const m = /^SKN-\d{2}(\d{6})-(\d{6})$/.exec(orderNumber);
  return m ? `${m[1]}${m[2]}` : null;
}

/** The order number an account reference stands for (spaces and a leading 'SKN' tolerated), or null. */
export function orderNumberOfAccountReference(reference: string): string | null {
  const digits = reference.replace(/[\s-]/g, '').replace(/^SKN/i, '');
  const m = /^(\d{6})(\d{6})$/.exec(digits);
  return m ? `SKN-20${m[1]}-${m[2]}` : null;
}
