import { CASH } from '@sokoni/domain/payment-methods';
import { and, eq, gte, inArray, lt, ne, notExists, sql } from 'drizzle-orm';
import { RECEIVED_STATUSES } from '@sokoni/domain/order-statuses';
import type { Db } from '../../db/client.ts';
import { ledgerEntries, ledgerPostings, orders, payouts } from '../../db/schema/index.ts';

/** The reads of the operator's reconciliation report: entries of a period and what is missing from the ledger. */
export function createReconciliationRepository(db: Db) {
  const postingOf = (kind: string) =>
    db
      .select({ one: sql`1` })
      .from(ledgerPostings)
      .where(and(eq(ledgerPostings.orderId, orders.id), eq(ledgerPostings.kind, kind)));

  return {
    async entries(from: Date, to: Date) {
      const rows = await db
        .select({ createdAt: ledgerPostings.createdAt, postingKind: ledgerPostings.kind, accountKind: ledgerEntries.accountKind, amountCents: ledgerEntries.amountCents })
        .from(ledgerEntries)
        .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
        .where(and(gte(ledgerPostings.createdAt, from), lt(ledgerPostings.createdAt, to)));
      return rows.map((r) => ({ ...r, amountCents: Number(r.amountCents) }));
    },

    /** Cash all riders held before `at`, in cents (riderCash is debited as cash is collected). */
    async riderCashBefore(at: Date): Promise<number> {
      const [row] = await db
        .select({ cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.accountKind, 'riderCash'), lt(ledgerEntries.createdAt, at)));
      return -Number(row?.cents ?? 0);
    },

    async unbalancedPostings(from: Date, to: Date) {
      return db
        .select({ createdAt: ledgerPostings.createdAt, kind: ledgerPostings.kind, orderNumber: orders.orderId, cents: sql<string>`sum(${ledgerEntries.amountCents})` })
        .from(ledgerPostings)
        .innerJoin(ledgerEntries, eq(ledgerEntries.postingId, ledgerPostings.id))
        .leftJoin(orders, eq(orders.id, ledgerPostings.orderId))
        .where(and(gte(ledgerPostings.createdAt, from), lt(ledgerPostings.createdAt, to)))
        .groupBy(ledgerPostings.id, ledgerPostings.createdAt, ledgerPostings.kind, orders.orderId)
        .having(sql`sum(${ledgerEntries.amountCents}) <> 0`);
    },

    /** Orders handed over in the period whose money never reached the ledger (e.g. delivered before it existed). */
    async deliveredWithoutPosting(from: Date, to: Date) {
      return db
        .select({ orderNumber: orders.orderId, deliveredAt: orders.deliveredAt })
        .from(orders)
        .where(and(inArray(orders.status, [...RECEIVED_STATUSES]), gte(orders.deliveredAt, from), lt(orders.deliveredAt, to), notExists(postingOf('deliveryCompleted'))));
    },

    /** M-Pesa payouts still waiting for their result since before `before`: the account cannot be paid again until it comes. */
    async payoutsWaitingSince(before: Date) {
      return db
        .select({ id: payouts.id, createdAt: payouts.createdAt, amountCents: payouts.amountCents, accountKind: payouts.accountKind })
        .from(payouts)
        .where(and(eq(payouts.status, 'Sent'), eq(payouts.channel, 'mpesa'), lt(payouts.createdAt, before)));
    },

    /** Orders placed in the period marked paid ahead (not cash) with no M-Pesa payment in the ledger. */
    async paidWithoutPayment(from: Date, to: Date) {
      return db
        .select({ orderNumber: orders.orderId, createdAt: orders.createdAt })
        .from(orders)
        .where(and(eq(orders.paymentStatus, 'Paid'), ne(orders.paymentMethod, CASH), gte(orders.createdAt, from), lt(orders.createdAt, to), notExists(postingOf('orderPaidByMpesa'))));
    },
  };
}
export type ReconciliationRepository = ReturnType<typeof createReconciliationRepository>;
