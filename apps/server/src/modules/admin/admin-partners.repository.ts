import { and, count, eq, ilike, inArray, or, sql, sum } from 'drizzle-orm';
import { CANCELLED } from '@sokoni/domain/order-status';
import { RECEIVED_STATUSES } from '@sokoni/domain/order-statuses';
import type { Db, DbOrTx } from '../../db/client.ts';
import { partners, products, subOrders } from '../../db/schema/index.ts';
import type { PartnerRow } from '../partner/partner.repository.ts';
import { containsPattern, newestFirst } from './admin-cursor.ts';
import { adminTransaction } from '../audit/admin-transaction.ts';

export type PartnerFilter = 'all' | 'suspended' | 'unverified';

const newest = newestFirst('partners', partners.createdAt, partners.id);

function partnerWrites(db: DbOrTx) {
  return {
    /** Locks the store row so two admins deciding at once are applied one after the other. */
    async lock(id: string): Promise<PartnerRow | null> {
      const [row] = await db.select().from(partners).where(eq(partners.id, id)).for('update');
      return row ?? null;
    },
    /** Only the moderation columns: everything else about a store is the store's to edit. */
    async update(id: string, patch: Partial<Pick<PartnerRow, 'verified' | 'suspended' | 'suspendedReason' | 'pausedUntil' | 'pauseReason'>>): Promise<PartnerRow> {
      const [row] = await db.update(partners).set({ ...patch, updatedAt: new Date() }).where(eq(partners.id, id)).returning();
      return row!;
    },
  };
}
export type AdminPartnerWrites = ReturnType<typeof partnerWrites>;

export function createAdminPartnerRepository(db: Db) {
  return {
    transaction: adminTransaction(db, partnerWrites),

    async list(query: { q?: string; status: PartnerFilter; cursor?: string; limit: number }) {
      const text = query.q ? containsPattern(query.q) : null;
      const rows = await db
        .select({ row: partners, id: partners.id, cursorMicros: newest.micros })
        .from(partners)
        .where(
          and(
            text ? or(ilike(partners.businessName, text), ilike(partners.email, text), ilike(partners.town, text)) : undefined,
            query.status === 'suspended' ? eq(partners.suspended, true) : undefined,
            query.status === 'unverified' ? eq(partners.verified, false) : undefined,
            newest.after(query.cursor),
          ),
        )
        .orderBy(...newest.orderBy)
        .limit(query.limit + 1);
      return newest.page(rows, query.limit, (r) => r.row);
    },

    async findById(id: string): Promise<PartnerRow | null> {
      const [row] = await db.select().from(partners).where(eq(partners.id, id));
      return row ?? null;
    },

    /** What the store has done on the platform: products listed and its sub-orders by outcome. */
    async activity(id: string) {
      const [[productRow], [orderRow]] = await Promise.all([
        db.select({ n: count() }).from(products).where(eq(products.partnerId, id)),
        db
          .select({
            total: count(),
            delivered: sql<number>`count(*) FILTER (WHERE ${inArray(subOrders.status, [...RECEIVED_STATUSES])})`.mapWith(Number),
            cancelled: sql<number>`count(*) FILTER (WHERE ${eq(subOrders.status, CANCELLED)})`.mapWith(Number),
            deliveredValueCents: sum(sql`CASE WHEN ${inArray(subOrders.status, [...RECEIVED_STATUSES])} THEN ${subOrders.totalCents} ELSE 0 END`).mapWith(Number),
          })
          .from(subOrders)
          .where(eq(subOrders.partnerId, id)),
      ]);
      return {
        products: productRow?.n ?? 0,
        subOrders: orderRow?.total ?? 0,
        deliveredSubOrders: orderRow?.delivered ?? 0,
        cancelledSubOrders: orderRow?.cancelled ?? 0,
        deliveredValueCents: orderRow?.deliveredValueCents ?? 0,
      };
    },
  };
}
export type AdminPartnerRepository = ReturnType<typeof createAdminPartnerRepository>;
