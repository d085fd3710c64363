import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { newId } from '../../../db/ids.ts';
import { orders, payments, refunds, users } from '../../../db/schema/index.ts';
import type { PaymentRow } from '../payments.repository.ts';

export type RefundRow = typeof refunds.$inferSelect;
type RefundState = RefundRow['state'];

/** A payment confirmed after its order stopped waiting for it: kept apart from the order's own payment, and refunded whole. */
export const PAID_TOO_LATE = 'paid-too-late';

/** Queries of refunds; the rules live in the refunds service. */
export function createRefundRepository(db: Db) {
  return {
    /** The payment that paid the order (not one that came too late for it). */
    async orderPayment(tx: DbOrTx, orderId: string): Promise<PaymentRow | null> {
      const [row] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid'), isNull(payments.reason)))
        .orderBy(asc(payments.createdAt), asc(payments.id))
        .limit(1);
      return row ?? null;
    },

    async payment(tx: DbOrTx, paymentId: string): Promise<PaymentRow | null> {
      const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId));
      return row ?? null;
    },

    async markPaidTooLate(tx: DbOrTx, paymentId: string): Promise<void> {
      await tx.update(payments).set({ reason: PAID_TOO_LATE, updatedAt: new Date() }).where(eq(payments.id, paymentId));
    },

    ofPayment(tx: DbOrTx, paymentId: string): Promise<RefundRow[]> {
      return tx.select().from(refunds).where(eq(refunds.paymentId, paymentId)).orderBy(asc(refunds.createdAt), asc(refunds.id));
    },

    ofOrder(orderId: string): Promise<RefundRow[]> {
      return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt), asc(refunds.id));
    },

    async find(id: string, tx: DbOrTx = db): Promise<RefundRow | null> {
      if (!/^[0-9a-f]{24}$/.test(id)) return null;
      const [row] = await tx.select().from(refunds).where(eq(refunds.id, id));
      return row ?? null;
    },

    /** A new refund about to be sent; null when one with this key exists (the same refund is never made twice). */
    /** A refund about to be sent ('sending'), or one given as Sokoni credit ('credited', never sent). */
    async insert(tx: DbOrTx, row: { orderId: string; paymentId: string; key: string; amountCents: number; phone: string; reason: string; state?: 'sending' | 'credited' }): Promise<RefundRow | null> {
      const [inserted] = await tx
        .insert(refunds)
        .values({ id: newId(), ...row, state: row.state ?? 'sending' })
        .onConflictDoNothing({ target: refunds.key })
        .returning();
      return inserted ?? null;
    },

    /** Daraja accepted the payout; its result will name this ConversationID. */
    async markAccepted(id: string, conversationId: string): Promise<void> {
      await db.update(refunds).set({ state: 'pending', conversationId, updatedAt: new Date() }).where(and(eq(refunds.id, id), eq(refunds.state, 'sending')));
    },

    /** The outcome, once: false when it was settled already (a duplicate result). */
    async settle(tx: DbOrTx, id: string, outcome: { state: 'sent' | 'failed'; resultCode: number | null; failure: string | null; transactionId: string | null; conversationId?: string }): Promise<boolean> {
      const rows = await tx
        .update(refunds)
        .set({ ...outcome, updatedAt: new Date() })
        .where(and(eq(refunds.id, id), inArray(refunds.state, ['sending', 'pending'] satisfies RefundState[])))
        .returning({ id: refunds.id });
      return rows.length === 1;
    },

    /** A failed refund is sent again as a new one; false when it is not failed (any more). */
    async markRetried(tx: DbOrTx, id: string): Promise<boolean> {
      const rows = await tx
        .update(refunds)
        .set({ state: 'retried', updatedAt: new Date() })
        .where(and(eq(refunds.id, id), eq(refunds.state, 'failed')))
        .returning({ id: refunds.id });
      return rows.length === 1;
    },

    /** Who the 'refund sent' text goes to, in their language. */
    async recipient(orderId: string): Promise<{ orderNumber: string; language: string | null } | null> {
      const [row] = await db.select({ orderNumber: orders.orderId, language: users.language }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(eq(orders.id, orderId));
      return row ?? null;
    },
  };
}
export type RefundRepository = ReturnType<typeof createRefundRepository>;
