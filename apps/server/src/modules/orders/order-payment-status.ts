import { and, eq, inArray } from 'drizzle-orm';
import type { PaymentStatus } from '@sokoni/domain/mpesa-payment';
import { whyNotPaymentMove, type PaymentActor, type PaymentEvent } from '@sokoni/domain/payment-process';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';

export interface PaymentStatusMove {
  event: PaymentEvent;
  by: PaymentActor;
  /** The status the caller read under the order's lock, or the ones it may still be in (a conditional move without the lock). */
  from: string | readonly string[];
  to: PaymentStatus;
  /** Only while the order itself is in this status (an M-Pesa order still waiting for its payment). */
  whileOrderIs?: string;
  /** Columns that change with it: switching to cash changes the method; M-Pesa's confirmation brings its receipt. */
  with?: { paymentMethod?: string; mpesaReceipt?: string | null };
}

/**
 * The one writer of `orders.payment_status`: every change is checked against the payment process
 * table (packages/domain/src/payment-process.ts) and written with a conditional UPDATE, so a race
 * has one winner. Answers false when the order was no longer in `from` (someone else moved it).
 * A move the table lacks throws: it is a mistake in the code, not something a person did.
 */
export async function movePaymentStatus(tx: DbOrTx, orderId: string, move: PaymentStatusMove): Promise<boolean> {
  const from = typeof move.from === 'string' ? [move.from] : [...move.from];
  for (const status of from) {
    const refusal = whyNotPaymentMove({ event: move.event, by: move.by, from: status, to: move.to });
    if (refusal) throw new Error(`Payment status change refused by the payment process table: ${refusal}`);
  }
  const rows = await tx
    .update(orders)
    .set({ ...move.with, paymentStatus: move.to, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), inArray(orders.paymentStatus, from), move.whileOrderIs ? eq(orders.status, move.whileOrderIs) : undefined))
    .returning({ id: orders.id });
  return rows.length === 1;
}
