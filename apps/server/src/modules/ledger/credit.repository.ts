import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { ledgerEntries, ledgerPostings, orders } from '../../db/schema/index.ts';
import type { CreditEntry } from '@sokoni/domain/credit';

/** Reads of a customer's credit account (ledger entries on `customerCredit`), in the caller's transaction or not. */
export function creditReads(db: DbOrTx) {
  return {
    async entries(userId: string): Promise<CreditEntry[]> {
      const rows = await db
        .select({ amountCents: ledgerEntries.amountCents, at: ledgerEntries.createdAt })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.accountKind, 'customerCredit'), eq(ledgerEntries.accountOwnerId, userId)))
        .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
      return rows.map((r) => ({ amountCents: Number(r.amountCents), at: r.at }));
    },

    /** Credit an order used and how much of it already went back, in cents. */
    async orderCredit(orderId: string): Promise<{ userId: string; usedCents: number; returnedCents: number } | null> {
      const [order] = await db.select({ userId: orders.userId, creditUsedCents: orders.creditUsedCents }).from(orders).where(eq(orders.id, orderId));
      if (!order) return null;
      const [returned] = await db
        .select({ cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
        .from(ledgerEntries)
        .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
        .where(and(eq(ledgerPostings.orderId, orderId), eq(ledgerPostings.kind, 'creditReturned'), eq(ledgerEntries.accountKind, 'customerCredit')));
      return { userId: order.userId, usedCents: order.creditUsedCents, returnedCents: Number(returned?.cents ?? 0) };
    },

    async setOrderCredit(orderId: string, cents: number): Promise<void> {
      await db.update(orders).set({ creditUsedCents: cents }).where(eq(orders.id, orderId));
    },
  };
}
