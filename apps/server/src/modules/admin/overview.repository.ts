import { and, count, gte, ne, sql, sum } from 'drizzle-orm';
import { DRIVER_SHARE } from '@sokoni/domain/delivery-fee';
import { CANCELLED } from '@sokoni/domain/order-status';
import type { Db } from '../../db/client.ts';
import { drivers, orders, partners, users } from '../../db/schema/index.ts';

const num = (value: unknown) => Number(value ?? 0);
/** Kenya keeps UTC+3 all year, so a Nairobi calendar day is the UTC instant plus three hours. */
const nairobiDay = sql<string>`to_char((${orders.createdAt} AT TIME ZONE 'UTC') + INTERVAL '3 hours', 'YYYY-MM-DD')`;
const notCancelled = ne(orders.status, CANCELLED);
const isPlatform = sql`${orders.deliveryOption} = 'platform'`;

/** The dashboard's figures, each a single aggregate query over indexed columns. */
export function createOverviewRepository(db: Db) {
  return {
    async orderCounts(since: { today: Date; last7Days: Date; last30Days: Date }) {
      const [row] = await db
        .select({
          today: sql`count(*) FILTER (WHERE ${gte(orders.createdAt, since.today)})`.mapWith(num),
          last7Days: sql`count(*) FILTER (WHERE ${gte(orders.createdAt, since.last7Days)})`.mapWith(num),
          last30Days: count(),
        })
        .from(orders)
        .where(gte(orders.createdAt, since.last30Days));
      return { today: row?.today ?? 0, last7Days: row?.last7Days ?? 0, last30Days: row?.last30Days ?? 0 };
    },

    /** Money of the orders placed since `from` that were not cancelled; payouts rounded per order like driverEarning. */
    async money(from: Date) {
      const [row] = await db
        .select({
          itemsValue: sum(orders.total).mapWith(num),
          deliveryFees: sum(orders.deliveryFee).mapWith(num),
          discounts: sum(orders.discount).mapWith(num),
          platformFees: sql`coalesce(sum(${orders.deliveryFee}) FILTER (WHERE ${isPlatform}), 0)`.mapWith(num),
          driverPayouts: sql`coalesce(sum(round(${orders.deliveryFee} * ${DRIVER_SHARE}::numeric, 2)) FILTER (WHERE ${isPlatform}), 0)`.mapWith(num),
        })
        .from(orders)
        .where(and(gte(orders.createdAt, from), notCancelled));
      return row ?? { itemsValue: 0, deliveryFees: 0, discounts: 0, platformFees: 0, driverPayouts: 0 };
    },

    async byStatus(from: Date) {
      return db
        .select({ status: orders.status, count: count() })
        .from(orders)
        .where(gte(orders.createdAt, from))
        .groupBy(orders.status);
    },

    /** Orders placed per Nairobi day, and what customers pay for those not cancelled. */
    async daily(from: Date) {
      return db
        .select({
          date: nairobiDay,
          orders: count(),
          value: sql`coalesce(sum(${orders.total} + ${orders.deliveryFee} - ${orders.discount}) FILTER (WHERE ${notCancelled}), 0)`.mapWith(num),
        })
        .from(orders)
        .where(gte(orders.createdAt, from))
        .groupBy(nairobiDay);
    },

    async accounts() {
      const [[stores], [fleet], [customers]] = await Promise.all([
        db
          .select({
            total: count(),
            suspended: sql`count(*) FILTER (WHERE ${partners.suspended})`.mapWith(num),
            unverified: sql`count(*) FILTER (WHERE NOT ${partners.verified})`.mapWith(num),
          })
          .from(partners)
          // Administrator accounts are partner rows but not stores.
          .where(ne(partners.role, 'admin')),
        db
          .select({
            total: count(),
            active: sql`count(*) FILTER (WHERE ${drivers.verificationStatus} = 'Approved' AND NOT ${drivers.suspended})`.mapWith(num),
            pending: sql`count(*) FILTER (WHERE ${drivers.verificationStatus} = 'Pending')`.mapWith(num),
            rejected: sql`count(*) FILTER (WHERE ${drivers.verificationStatus} = 'Rejected')`.mapWith(num),
            suspended: sql`count(*) FILTER (WHERE ${drivers.suspended})`.mapWith(num),
          })
          .from(drivers),
        db.select({ total: count(), suspended: sql`count(*) FILTER (WHERE ${users.suspended})`.mapWith(num) }).from(users),
      ]);
      return {
        partners: { total: stores!.total, active: stores!.total - stores!.suspended, suspended: stores!.suspended, unverified: stores!.unverified },
        drivers: fleet!,
        customers: { total: customers!.total, active: customers!.total - customers!.suspended, suspended: customers!.suspended },
      };
    },
  };
}
export type OverviewRepository = ReturnType<typeof createOverviewRepository>;
