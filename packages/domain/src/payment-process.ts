import type { PaymentStatus } from './mpesa-payment.ts';
import type { Role } from './order-process.ts';

/**
 * An order's payment status as data, like the order process (order-process.ts): every change of
 * `paymentStatus`, what causes it and who may cause it. The server's one writer
 * (modules/orders/order-payment-status.ts) checks each change against this table before its
 * conditional UPDATE; a change the table lacks is a mistake in the code, never a user's.
 *
 *   Pending --cashCollected--> Paid                            cash: at hand-over
 *   AwaitingPayment <--promptSent-- Failed                     M-Pesa: a prompt went out again
 *   AwaitingPayment --promptFailed--> Failed
 *   AwaitingPayment | Failed --mpesaConfirmed--> Paid
 *   AwaitingPayment | Failed --switchedToCash--> Pending
 *   AwaitingPayment | Failed --expired--> Expired
 *   Paid | RefundPending | RefundFailed --refundsChanged--> RefundPending | RefundFailed | Refunded | Paid
 */
export type PaymentEvent = 'cashCollected' | 'promptSent' | 'promptFailed' | 'mpesaConfirmed' | 'switchedToCash' | 'expired' | 'refundsChanged';

/** Who causes a payment change: the order process's roles ('system' is M-Pesa's answers and our jobs). */
export type PaymentActor = Role;

export interface PaymentMove {
  event: PaymentEvent;
  by: readonly PaymentActor[];
  from: readonly PaymentStatus[];
  to: readonly PaymentStatus[];
  /** Why the move exists, for whoever reads the table. */
  note: string;
}

const WAITING: readonly PaymentStatus[] = ['AwaitingPayment', 'Failed'];
/** The money is (partly) with Sokoni: refunds move the status among these (mpesa-refund.ts decides which). */
const HELD: readonly PaymentStatus[] = ['Paid', 'RefundPending', 'RefundFailed'];

export const PAYMENT_MOVES: readonly PaymentMove[] = [
  { event: 'cashCollected', by: ['driver', 'customer', 'admin'], from: ['Pending'], to: ['Paid'], note: 'cash on delivery is paid when the goods are handed over (Delivered, or Confirmed Delivered)' },
  { event: 'promptSent', by: ['customer', 'system'], from: ['Failed'], to: ['AwaitingPayment'], note: 'a new M-Pesa prompt went out after one failed' },
  { event: 'promptFailed', by: ['system'], from: ['AwaitingPayment'], to: ['Failed'], note: 'the prompt could not be sent, or M-Pesa answered that it failed' },
  { event: 'mpesaConfirmed', by: ['system'], from: WAITING, to: ['Paid'], note: 'M-Pesa confirmed the payment (callback, query or Paybill)' },
  { event: 'switchedToCash', by: ['customer'], from: WAITING, to: ['Pending'], note: 'the customer chose cash on delivery instead of M-Pesa' },
  { event: 'expired', by: ['system'], from: WAITING, to: ['Expired'], note: 'the order was not paid in time' },
  { event: 'refundsChanged', by: ['system', 'admin', 'store', 'customer', 'driver'], from: HELD, to: ['RefundPending', 'RefundFailed', 'Refunded', 'Paid'], note: 'a refund was opened (by whoever cancelled, declined or decided), sent or failed' },
];

/** The payment status an order starts with: cash waits for the hand-over, M-Pesa for its payment. */
export function initialPaymentStatus(paidAhead: boolean): PaymentStatus {
  return paidAhead ? 'AwaitingPayment' : 'Pending';
}

export interface PaymentChange {
  event: PaymentEvent;
  by: PaymentActor;
  from: string;
  to: string;
}

/** Why this change is not in the table (for the log and the error); null when it is. */
export function whyNotPaymentMove(change: PaymentChange): string | null {
  const rows = PAYMENT_MOVES.filter((m) => m.event === change.event);
  if (!rows.length) return `unknown payment event ${change.event}`;
  if (change.from === change.to) return `${change.event} does not change ${change.from}`;
  const row = rows.find((m) => (m.from as readonly string[]).includes(change.from) && (m.to as readonly string[]).includes(change.to));
  if (!row) return `${change.event} does not move a payment from ${change.from} to ${change.to}`;
  if (!row.by.includes(change.by)) return `${change.by} may not cause ${change.event}`;
  return null;
}

export const canMovePayment = (change: PaymentChange): boolean => whyNotPaymentMove(change) === null;

/** Where an event takes a payment from `from`, when the table names one place; null when it names none or several. */
export function paymentStatusAfter(event: PaymentEvent, from: string): PaymentStatus | null {
  const row = PAYMENT_MOVES.find((m) => m.event === event && (m.from as readonly string[]).includes(from));
  return row && row.to.length === 1 ? row.to[0]! : null;
}
