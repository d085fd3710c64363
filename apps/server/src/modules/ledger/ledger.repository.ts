import { and, asc, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AccountKind, Posting } from '@sokoni/domain/ledger';
import type { Db, DbOrTx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { drivers, ledgerEntries, ledgerPostings, orders, partners, payments, payouts, refunds, subOrders } from '../../db/schema/index.ts';
import type { RefundState } from '@sokoni/domain/mpesa-refund';

export interface PostingMeta {
  orderId?: string | null;
  actor: { kind: string; id: string | null };
  note?: string | null;
}

/** What the ledger reads of an order when its money moves, under the order's row lock. */
export interface OrderMoney {
  deliveryFeeCents: number;
  /** A tip chosen at checkout (cents), paid with the order. */
  tipCents: number;
  parts: { id: string; partnerId: string; status: string; totalCents: number; commissionPercent: number | null }[];
}

const ownerIs = (ownerId: string | null) => (ownerId === null ? isNull(ledgerEntries.accountOwnerId) : eq(ledgerEntries.accountOwnerId, ownerId));

/** Writes bound to the caller's transaction: postings are only ever inserted. */
export function ledgerWrites(db: DbOrTx) {
  return {
    async post(posting: Posting, meta: PostingMeta): Promise<string> {
      const id = newId();
      await db.insert(ledgerPostings).values({ id, kind: posting.kind, orderId: meta.orderId ?? null, actorKind: meta.actor.kind, actorId: meta.actor.id, note: meta.note ?? null });
      await db.insert(ledgerEntries).values(
        posting.entries.map((e) => ({ id: newId(), postingId: id, accountKind: e.account.kind, accountOwnerId: e.account.ownerId, amountCents: e.amount, grossCents: e.gross ?? null })),
      );
      return id;
    },

    async orderMoney(orderId: string): Promise<OrderMoney> {
      const [order] = await db.select({ deliveryFeeCents: orders.deliveryFeeCents, tipCents: orders.tipCents }).from(orders).where(eq(orders.id, orderId));
      const parts = await db
        .select({ id: subOrders.id, partnerId: subOrders.partnerId, status: subOrders.status, totalCents: subOrders.totalCents, commissionPercent: partners.commissionPercent })
        .from(subOrders)
        .innerJoin(partners, eq(partners.id, subOrders.partnerId))
        .where(eq(subOrders.orderId, orderId))
        .orderBy(asc(subOrders.createdAt), asc(subOrders.id));
      return { deliveryFeeCents: order?.deliveryFeeCents ?? 0, tipCents: order?.tipCents ?? 0, parts };
    },

    /** The M-Pesa payment that paid the order (not one that came too late for it), as the refunds module finds it. */
    async orderPayment(orderId: string): Promise<{ id: string; amountCents: number } | null> {
      const [row] = await db
        .select({ id: payments.id, amountCents: payments.amountCents })
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid'), isNull(payments.reason)))
        .orderBy(asc(payments.createdAt), asc(payments.id))
        .limit(1);
      return row ?? null;
    },

    refundsOf(paymentId: string): Promise<{ state: RefundState; amountCents: number }[]> {
      return db.select({ state: refunds.state, amountCents: refunds.amountCents }).from(refunds).where(eq(refunds.paymentId, paymentId));
    },

    /** Cents the ledger has already posted as owed back on the order (its refundOwed postings). */
    async refundOwedPosted(orderId: string): Promise<number> {
      const [row] = await db
        .select({ cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
        .from(ledgerEntries)
        .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
        .where(and(eq(ledgerPostings.orderId, orderId), eq(ledgerPostings.kind, 'refundOwed'), eq(ledgerEntries.accountKind, 'refunds')));
      return Number(row?.cents ?? 0);
    },

    /**
     * Serialises money decisions on one account (a payout, a hand-over) for the rest of the
     * transaction, so two admins at once see each other's posting.
     */
    async lockAccount(kind: AccountKind, ownerId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`ledger:${kind}:${ownerId}`}))`);
    },

    balance: (kind: AccountKind, ownerId: string | null, before?: Date) => balanceOf(db, kind, ownerId, before),

    async payoutInFlight(accountKind: 'partner' | 'driver', accountId: string): Promise<boolean> {
      const rows = await db.select({ id: payouts.id }).from(payouts).where(and(eq(payouts.accountKind, accountKind), eq(payouts.accountId, accountId), eq(payouts.status, 'Sent')));
      return rows.length > 0;
    },

    async insertPayout(row: typeof payouts.$inferInsert): Promise<PayoutRow> {
      const [inserted] = await db.insert(payouts).values(row).returning();
      return inserted!;
    },

    /** Moves a payout on from one status, once: null when it was not in that status (any more), e.g. a duplicate result. */
    async movePayout(id: string, from: PayoutRow['status'], set: Partial<Pick<PayoutRow, 'status' | 'reference' | 'failureReason' | 'conversationId' | 'resultCode'>>): Promise<PayoutRow | null> {
      const [row] = await db
        .update(payouts)
        .set({ ...set, updatedAt: new Date() })
        .where(and(eq(payouts.id, id), eq(payouts.status, from)))
        .returning();
      return row ?? null;
    },

    /** A failed payout was sent again as `retryId`; false when it had been retried already. */
    async markRetried(id: string, retryId: string): Promise<boolean> {
      const rows = await db
        .update(payouts)
        .set({ retriedAs: retryId, updatedAt: new Date() })
        .where(and(eq(payouts.id, id), eq(payouts.status, 'Failed'), isNull(payouts.retriedAs)))
        .returning({ id: payouts.id });
      return rows.length === 1;
    },

    /** Sets (or with null clears) a store's own commission rate; null when there is no such store. */
    async setCommission(partnerId: string, percent: number | null): Promise<{ businessName: string; previous: number | null } | null> {
      const [before] = await db.select({ businessName: partners.businessName, previous: partners.commissionPercent }).from(partners).where(eq(partners.id, partnerId)).for('update');
      if (!before) return null;
      await db.update(partners).set({ commissionPercent: percent, updatedAt: new Date() }).where(eq(partners.id, partnerId));
      return before;
    },
  };
}
export type LedgerWrites = ReturnType<typeof ledgerWrites>;

async function balanceOf(db: DbOrTx, kind: AccountKind, ownerId: string | null, before?: Date): Promise<number> {
  const conditions: SQL[] = [eq(ledgerEntries.accountKind, kind), ownerIs(ownerId)];
  if (before) conditions.push(lt(ledgerEntries.createdAt, before));
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(and(...conditions));
  return Number(row?.cents ?? 0);
}

export interface StatementEntry {
  createdAt: Date;
  postingKind: string;
  accountKind: string;
  amountCents: number;
  grossCents: number | null;
  orderNumber: string | null;
  note: string | null;
}

export type PayoutRow = typeof payouts.$inferSelect;

export function createLedgerRepository(db: Db) {
  return {
    transaction<T>(work: (writes: LedgerWrites, tx: DbOrTx) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(ledgerWrites(tx), tx));
    },
    balance: (kind: AccountKind, ownerId: string | null, before?: Date) => balanceOf(db, kind, ownerId, before),

    /** The shop's or rider's name and phone, or null when there is no such account. */
    async owner(kind: 'partner' | 'driver', id: string): Promise<{ name: string; phone: string } | null> {
      const [row] =
        kind === 'partner'
          ? await db.select({ name: partners.businessName, phone: partners.contactNumber }).from(partners).where(eq(partners.id, id))
          : await db.select({ name: sql<string>`coalesce(${drivers.fullName}, ${drivers.username})`, phone: drivers.phoneNumber }).from(drivers).where(eq(drivers.id, id));
      return row ?? null;
    },

    /** Every shop and rider account with entries, summed per account. */
    async ownedBalances(): Promise<{ accountKind: string; ownerId: string; cents: number }[]> {
      const rows = await db
        .select({ accountKind: ledgerEntries.accountKind, ownerId: ledgerEntries.accountOwnerId, cents: sql<string>`sum(${ledgerEntries.amountCents})` })
        .from(ledgerEntries)
        .where(inArray(ledgerEntries.accountKind, ['shop', 'rider', 'riderCash']))
        .groupBy(ledgerEntries.accountKind, ledgerEntries.accountOwnerId);
      return rows.filter((r) => r.ownerId !== null).map((r) => ({ accountKind: r.accountKind, ownerId: r.ownerId!, cents: Number(r.cents) }));
    },

    async names(partnerIds: string[], driverIds: string[]) {
      const shops = partnerIds.length ? await db.select({ id: partners.id, name: partners.businessName, phone: partners.contactNumber }).from(partners).where(inArray(partners.id, partnerIds)) : [];
      const riders = driverIds.length ? await db.select({ id: drivers.id, name: sql<string>`coalesce(${drivers.fullName}, ${drivers.username})`, phone: drivers.phoneNumber }).from(drivers).where(inArray(drivers.id, driverIds)) : [];
      return { shops, riders };
    },

    async payout(id: string): Promise<PayoutRow | null> {
      if (!/^[0-9a-f]{24}$/.test(id)) return null;
      const [row] = await db.select().from(payouts).where(eq(payouts.id, id));
      return row ?? null;
    },

    /** Accepted by M-Pesa: its result will name this ConversationID. Only while the payout is still Sent. */
    async markPayoutAccepted(id: string, conversationId: string): Promise<void> {
      await db.update(payouts).set({ conversationId, updatedAt: new Date() }).where(and(eq(payouts.id, id), eq(payouts.status, 'Sent')));
    },

    /** Newest first, with the filters the console offers. */
    payouts(filter: { status?: PayoutRow['status'] | undefined; accountKind?: 'partner' | 'driver' | undefined; accountId?: string | undefined; limit: number }): Promise<PayoutRow[]> {
      const conditions: SQL[] = [];
      if (filter.status) conditions.push(eq(payouts.status, filter.status));
      if (filter.accountKind) conditions.push(eq(payouts.accountKind, filter.accountKind));
      if (filter.accountId) conditions.push(eq(payouts.accountId, filter.accountId));
      return db
        .select()
        .from(payouts)
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(desc(payouts.createdAt), desc(payouts.id))
        .limit(filter.limit);
    },

    /** A store's name and its own commission rate (null: COMMISSION_PERCENT); null when there is no such store. */
    async commission(partnerId: string): Promise<{ businessName: string; commissionPercent: number | null } | null> {
      const [row] = await db.select({ businessName: partners.businessName, commissionPercent: partners.commissionPercent }).from(partners).where(eq(partners.id, partnerId));
      return row ?? null;
    },

    /** What the tip rule reads of an order, by its id or SKN number. */
    async orderForTip(idOrNumber: string) {
      const [row] = await db
        .select({ id: orders.id, userId: orders.userId, status: orders.status, deliveryOption: orders.deliveryOption, assignedDriverId: orders.assignedDriverId, deliveredAt: orders.deliveredAt })
        .from(orders)
        .where(/^[0-9a-f]{24}$/.test(idOrNumber) ? eq(orders.id, idOrNumber) : eq(orders.orderId, idOrNumber));
      return row ?? null;
    },

    /** One owner's entries on the given accounts between two instants, oldest first, with the order number they concern. */
    async entries(kinds: AccountKind[], ownerId: string, from: Date, to: Date): Promise<StatementEntry[]> {
      const rows = await db
        .select({
          createdAt: ledgerEntries.createdAt,
          postingKind: ledgerPostings.kind,
          accountKind: ledgerEntries.accountKind,
          amountCents: ledgerEntries.amountCents,
          grossCents: ledgerEntries.grossCents,
          orderNumber: orders.orderId,
          note: ledgerPostings.note,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
        .leftJoin(orders, eq(orders.id, ledgerPostings.orderId))
        .where(and(inArray(ledgerEntries.accountKind, kinds), eq(ledgerEntries.accountOwnerId, ownerId), gte(ledgerEntries.createdAt, from), lt(ledgerEntries.createdAt, to)))
        .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
      return rows.map((r) => ({ ...r, amountCents: Number(r.amountCents), grossCents: r.grossCents === null ? null : Number(r.grossCents) }));
    },
  };
}
export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
