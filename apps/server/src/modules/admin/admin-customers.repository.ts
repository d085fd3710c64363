import { and, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { UserRow } from '../auth/user.repository.ts';
import { containsPattern, newestFirst } from './admin-cursor.ts';
import { adminTransaction } from '../audit/admin-transaction.ts';

const newest = newestFirst('customers', users.createdAt, users.id);

/**
 * Orders the customer has placed (one index lookup per listed customer). The outer column is
 * written out: Drizzle leaves columns unqualified in single-table selects, and a bare "id" here
 * would mean the order's id.
 */
const orderCount = sql<number>`(SELECT count(*) FROM orders o WHERE o.user_id = users.id)`.mapWith(Number);

function customerWrites(db: DbOrTx) {
  return {
    async lock(id: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
      return row ?? null;
    },
    async setSuspended(id: string, suspended: boolean, reason: string | null) {
      const [row] = await db
        .update(users)
        .set({ suspended, suspendedReason: suspended ? reason : null, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row!;
    },
    async orderCount(id: string): Promise<number> {
      const [row] = await db.select({ n: orderCount }).from(users).where(eq(users.id, id));
      return row?.n ?? 0;
    },
  };
}

export function createAdminCustomerRepository(db: Db) {
  return {
    transaction: adminTransaction(db, customerWrites),

    async list(query: { q?: string; cursor?: string; limit: number }) {
      const text = query.q ? containsPattern(query.q) : null;
      const rows = await db
        .select({ row: users, id: users.id, orderCount, cursorMicros: newest.micros })
        .from(users)
        .where(
          and(
            text ? or(ilike(users.username, text), ilike(users.names, text), ilike(users.email, text), ilike(users.phoneNumber, text), ilike(users.town, text)) : undefined,
            newest.after(query.cursor),
          ),
        )
        .orderBy(...newest.orderBy)
        .limit(query.limit + 1);
      return newest.page(rows, query.limit, (r) => ({ ...r.row, orderCount: r.orderCount }));
    },
  };
}
export type AdminCustomerRepository = ReturnType<typeof createAdminCustomerRepository>;
