import { and, eq, ilike, or, sql } from 'drizzle-orm';
import { CONFIRMED_DELIVERED } from '@sokoni/domain/order-status';
import type { Db, DbOrTx } from '../../db/client.ts';
import { drivers } from '../../db/schema/index.ts';
import type { DriverRow, NewDriverRow } from '../driver/driver.repository.ts';
import { containsPattern, newestFirst } from './admin-cursor.ts';
import { adminTransaction } from '../audit/admin-transaction.ts';

export type VerificationStatus = DriverRow['verificationStatus'];

const newest = newestFirst('drivers', drivers.createdAt, drivers.id);

/**
 * Orders this driver has handed over (one index lookup per listed driver). The outer column is
 * written out: Drizzle leaves columns unqualified in single-table selects.
 */
const deliveredOrders = sql<number>`(SELECT count(*) FROM orders o WHERE o.assigned_driver_id = drivers.id AND o.status IN ('Delivered', ${CONFIRMED_DELIVERED}))`.mapWith(Number);

function driverWrites(db: DbOrTx) {
  return {
    /** Locks the driver row so two admins deciding at once are applied one after the other. */
    async lock(id: string): Promise<DriverRow | null> {
      const [row] = await db.select().from(drivers).where(eq(drivers.id, id)).for('update');
      return row ?? null;
    },
    async update(id: string, patch: Partial<NewDriverRow>): Promise<DriverRow> {
      const [row] = await db.update(drivers).set({ ...patch, updatedAt: new Date() }).where(eq(drivers.id, id)).returning();
      return row!;
    },
    async deliveredCount(id: string): Promise<number> {
      const [row] = await db.select({ n: deliveredOrders }).from(drivers).where(eq(drivers.id, id));
      return row?.n ?? 0;
    },
  };
}
export type AdminDriverWrites = ReturnType<typeof driverWrites>;

export function createAdminDriverRepository(db: Db) {
  return {
    transaction: adminTransaction(db, driverWrites),

    async documents(id: string): Promise<Pick<DriverRow, 'username' | 'idPhotoUrl' | 'licencePhotoUrl'> | null> {
      const [row] = await db.select({ username: drivers.username, idPhotoUrl: drivers.idPhotoUrl, licencePhotoUrl: drivers.licencePhotoUrl }).from(drivers).where(eq(drivers.id, id));
      return row ?? null;
    },

    async list(query: { q?: string; status?: VerificationStatus; cursor?: string; limit: number }) {
      const text = query.q ? containsPattern(query.q) : null;
      const rows = await db
        .select({ row: drivers, id: drivers.id, deliveredOrders, cursorMicros: newest.micros })
        .from(drivers)
        .where(
          and(
            text
              ? or(
                  ilike(drivers.username, text),
                  ilike(drivers.fullName, text),
                  ilike(drivers.email, text),
                  ilike(drivers.phoneNumber, text),
                  ilike(drivers.nationalId, text),
                  sql`${drivers.vehicleDetails}->>'plateNumber' ILIKE ${text}`,
                )
              : undefined,
            query.status ? eq(drivers.verificationStatus, query.status) : undefined,
            newest.after(query.cursor),
          ),
        )
        .orderBy(...newest.orderBy)
        .limit(query.limit + 1);
      return newest.page(rows, query.limit, (r) => ({ ...r.row, deliveredOrders: r.deliveredOrders }));
    },
  };
}
export type AdminDriverRepository = ReturnType<typeof createAdminDriverRepository>;
