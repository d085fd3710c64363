import { wholeShillingsForMpesa } from './money.ts';

/**
 * Refunds of M-Pesa payments, sent back to the paying phone by Daraja's B2C payment
 * (decision 017). Whole shillings only, and never more than was paid. Amounts are cents.
 */

/** Daraja refuses B2C payments below Ksh 10. */
export const B2C_MINIMUM_CENTS = 1_000;

export const REFUND_STATES = ['sending', 'pending', 'sent', 'failed', 'retried', 'credited'] as const;
/**
 * sending: about to go to Daraja; pending: accepted, waiting for its result; sent; failed (see
 * failure); retried: failed, then sent again as a new refund; credited: below M-Pesa's minimum, so
 * given as Sokoni credit instead (never sent to the phone).
 */
export type RefundState = (typeof REFUND_STATES)[number];

/** Refunds that hold money: in flight or gone. A failed one holds nothing until it is retried. */
const HOLDS_MONEY: readonly RefundState[] = ['sending', 'pending', 'sent', 'credited'];

/** Money back that M-Pesa would not send (more than nothing, below its minimum): it becomes Sokoni credit. */
export function givenAsCredit(amountCents: number): boolean {
  return amountCents > 0 && amountCents < B2C_MINIMUM_CENTS;
}

/**
 * What to send back for an amount owed (cents): rounded up to the shilling, as the payment was,
 * and capped at what is left of the payment (cents, whole shillings) once other refunds are counted.
 */
export function refundAmountCents(owedCents: number, paidCents: number, refunds: readonly { state: RefundState; amountCents: number }[]): number {
  const held = refunds.filter((r) => HOLDS_MONEY.includes(r.state)).reduce((sum, r) => sum + r.amountCents, 0);
  return Math.max(0, Math.min(wholeShillingsForMpesa(owedCents), paidCents - held));
}

/** The order's paymentStatus once its refunds stand as they do: in flight, failed, all back, or part back (still Paid). */
export function paymentStatusAfterRefunds(paidCents: number, refunds: readonly { state: RefundState; amountCents: number }[]): 'RefundPending' | 'RefundFailed' | 'Refunded' | 'Paid' {
  if (refunds.some((r) => r.state === 'sending' || r.state === 'pending')) return 'RefundPending';
  if (refunds.some((r) => r.state === 'failed')) return 'RefundFailed';
  // Money given back as credit is back with the customer as much as money sent to the phone.
  const back = refunds.filter((r) => r.state === 'sent' || r.state === 'credited').reduce((sum, r) => sum + r.amountCents, 0);
  return back >= paidCents ? 'Refunded' : 'Paid';
}

/** Payment statuses of an order whose money is (still partly) with Sokoni: a further cancellation owes it back. */
export const PAID_AHEAD_STATUSES: readonly string[] = ['Paid', 'RefundPending', 'RefundFailed'];

/** A number as Daraja writes it (2547XXXXXXXX) as a Kenyan writes it (07XXXXXXXX). */
export function localPhone(daraja: string): string {
  return /^254\d{9}$/.test(daraja) ? `0${daraja.slice(3)}` : daraja;
}
