import { and, count, desc, eq, getTableColumns, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { orders, partners, promoCodes, promoUses, users } from '../../db/schema/index.ts';
import { adminTransaction } from '../audit/admin-transaction.ts';

export type PromoRow = typeof promoCodes.$inferSelect;
export type NewPromoRow = typeof promoCodes.$inferInsert;
export type PromoWithShop = PromoRow & { shopName: string | null };

/** Orders that ended without the customer receiving anything do not make a customer 'not new'. */
const ENDED_UNDELIVERED = ['Cancelled', 'Declined', 'Expired'];

const withShop = { ...getTableColumns(promoCodes), shopName: partners.businessName };

function promoWrites(db: DbOrTx) {
  return {
    async insert(row: NewPromoRow): Promise<PromoRow> {
      const [created] = await db.insert(promoCodes).values(row).returning();
      return created!;
    },
    async setPaused(id: string, pausedAt: Date | null): Promise<PromoRow | null> {
      const [row] = await db.update(promoCodes).set({ pausedAt }).where(eq(promoCodes.id, id)).returning();
      return row ?? null;
    },
  };
}

/** Reads a checkout needs about a code and a customer, usable inside the order's transaction. */
export function promoReads(db: DbOrTx) {
  return {
    async byCode(code: string): Promise<PromoWithShop | null> {
      const [row] = await db
        .select(withShop)
        .from(promoCodes)
        .leftJoin(partners, eq(partners.id, promoCodes.partnerId))
        .where(sql`upper(${promoCodes.code}) = ${code.toUpperCase()}`);
      return row ?? null;
    },
    async byId(id: string): Promise<PromoRow | null> {
      const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id));
      return row ?? null;
    },
    /** Uses of the code by the customer that were not given back. */
    async customerUses(promoId: string, userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(promoUses)
        .where(and(eq(promoUses.promoId, promoId), eq(promoUses.userId, userId), isNull(promoUses.releasedAt)));
      return row?.n ?? 0;
    },
    /** The customer's orders (other than `exceptOrderId`) that did not end undelivered. */
    async earlierOrders(userId: string, exceptOrderId: string | null = null): Promise<number> {
      const conditions = [eq(orders.userId, userId), notInArray(orders.status, ENDED_UNDELIVERED)];
      if (exceptOrderId) conditions.push(sql`${orders.id} <> ${exceptOrderId}`);
      const [row] = await db.select({ n: count() }).from(orders).where(and(...conditions));
      return row?.n ?? 0;
    },
  };
}
export type PromoReads = ReturnType<typeof promoReads>;

/** Writes of the order's own transaction: taking a use, and giving it back. */
export function promoUseWrites(db: DbOrTx) {
  return {
    /**
     * Takes one use if the code is live and not used up, in one conditional UPDATE: the row lock
     * makes a second customer racing for the last use wait, then find the count already full.
     */
    async takeUse(promoId: string): Promise<boolean> {
      const rows = await db
        .update(promoCodes)
        .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
        .where(and(eq(promoCodes.id, promoId), isNull(promoCodes.pausedAt), sql`(${promoCodes.totalUses} IS NULL OR ${promoCodes.usedCount} < ${promoCodes.totalUses})`))
        .returning({ id: promoCodes.id });
      return rows.length === 1;
    },
    async recordUse(row: { id: string; promoId: string; userId: string; orderId: string; discountCents: number; code: string }): Promise<void> {
      await db.insert(promoUses).values({ id: row.id, promoId: row.promoId, userId: row.userId, orderId: row.orderId, discountCents: row.discountCents });
      await db.update(orders).set({ discountCents: row.discountCents, promoCode: row.code }).where(eq(orders.id, row.orderId));
    },
    /** Gives the order's use back (once): the code's count drops and the customer may use it again. */
    async release(orderId: string, at: Date): Promise<boolean> {
      const [use] = await db
        .update(promoUses)
        .set({ releasedAt: at })
        .where(and(eq(promoUses.orderId, orderId), isNull(promoUses.releasedAt)))
        .returning({ promoId: promoUses.promoId });
      if (!use) return false;
      await db.update(promoCodes).set({ usedCount: sql`greatest(${promoCodes.usedCount} - 1, 0)` }).where(eq(promoCodes.id, use.promoId));
      return true;
    },
    /** The code the order used (released or not) and who funds it, for the ledger. */
    async promoOfOrder(orderId: string): Promise<{ discountCents: number; code: string; fundedBy: 'platform' | 'shop'; partnerId: string | null } | null> {
      const [row] = await db
        .select({ discountCents: promoUses.discountCents, code: promoCodes.code, fundedBy: promoCodes.fundedBy, partnerId: promoCodes.partnerId })
        .from(promoUses)
        .innerJoin(promoCodes, eq(promoCodes.id, promoUses.promoId))
        .where(eq(promoUses.orderId, orderId));
      return row ?? null;
    },
  };
}

export function createPromoRepository(db: Db) {
  return {
    transaction: adminTransaction(db, promoWrites),
    reads: promoReads(db),
    async list(): Promise<PromoWithShop[]> {
      return db.select(withShop).from(promoCodes).leftJoin(partners, eq(partners.id, promoCodes.partnerId)).orderBy(desc(promoCodes.createdAt)).limit(500);
    },
    async partnerName(id: string): Promise<string | null> {
      const [row] = await db.select({ name: partners.businessName }).from(partners).where(eq(partners.id, id));
      return row?.name ?? null;
    },
    async uses(promoId: string) {
      return db
        .select({ orderId: orders.id, orderNumber: orders.orderId, customer: users.names, discountCents: promoUses.discountCents, at: promoUses.createdAt, releasedAt: promoUses.releasedAt })
        .from(promoUses)
        .innerJoin(orders, eq(orders.id, promoUses.orderId))
        .innerJoin(users, eq(users.id, promoUses.userId))
        .where(eq(promoUses.promoId, promoId))
        .orderBy(desc(promoUses.createdAt))
        .limit(500);
    },
  };
}
export type PromoRepository = ReturnType<typeof createPromoRepository>;
