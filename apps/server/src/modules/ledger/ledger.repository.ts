import { and, asc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AccountKind, Posting } from '@sokoni/domain/ledger';
import type { Db, DbOrTx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { drivers, ledgerEntries, ledgerPostings, orders, partners, payouts, subOrders } from '../../db/schema/index.ts';

export interface PostingMeta {
  orderId?: string | null;
  actor: { kind: string; id: string | null };
  note?: string | null;
}

/** What the ledger reads of an order when its money moves, under the order's row lock. */
export interface OrderMoney {
  deliveryFee: number;
  parts: { id: string; partnerId: string; status: string; total: number; commissionPercent: number | null }[];
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
      const [order] = await db.select({ deliveryFee: orders.deliveryFee }).from(orders).where(eq(orders.id, orderId));
      const parts = await db
        .select({ id: subOrders.id, partnerId: subOrders.partnerId, status: subOrders.status, total: subOrders.total, commissionPercent: partners.commissionPercent })
        .from(subOrders)
        .innerJoin(partners, eq(partners.id, subOrders.partnerId))
        .where(eq(subOrders.orderId, orderId))
        .orderBy(asc(subOrders.createdAt), asc(subOrders.id));
      return { deliveryFee: order?.deliveryFee ?? 0, parts };
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

    async insertPayout(row: typeof payouts.$inferInsert) {
      const [inserted] = await db.insert(payouts).values(row).returning();
      return inserted!;
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

    /** What the tip rule reads of an order, by its id or SKN number. */
    async orderForTip(idOrNumber: string) {
      const [row] = await db
        .select({ id: orders.id, status: orders.status, deliveryOption: orders.deliveryOption, assignedDriverId: orders.assignedDriverId, deliveredAt: orders.deliveredAt })
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
