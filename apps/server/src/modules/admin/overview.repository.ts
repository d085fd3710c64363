import { and, count, gte, ne, sql } from 'drizzle-orm';
import { DRIVER_SHARE_PERCENT } from '@sokoni/domain/delivery-fee';
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

    /** Money (cents, 0 when there were none) of the orders placed since `from` that were not cancelled; payouts rounded per order like driverEarningCents (halves up). */
    async money(from: Date) {
      const [row] = await db
        .select({
          itemsCents: sql`coalesce(sum(${orders.totalCents}), 0)`.mapWith(num),
          deliveryFeesCents: sql`coalesce(sum(${orders.deliveryFeeCents}), 0)`.mapWith(num),
          discountsCents: sql`coalesce(sum(${orders.discountCents}), 0)`.mapWith(num),
          platformFeesCents: sql`coalesce(sum(${orders.deliveryFeeCents}) FILTER (WHERE ${isPlatform}), 0)`.mapWith(num),
          driverPayoutsCents: sql`coalesce(sum(round(${orders.deliveryFeeCents} * ${DRIVER_SHARE_PERCENT}::numeric / 100)) FILTER (WHERE ${isPlatform}), 0)`.mapWith(num),
        })
        .from(orders)
        .where(and(gte(orders.createdAt, from), notCancelled));
      return row ?? { itemsCents: 0, deliveryFeesCents: 0, discountsCents: 0, platformFeesCents: 0, driverPayoutsCents: 0 };
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
          valueCents: sql`coalesce(sum(${orders.totalCents} + ${orders.deliveryFeeCents} - ${orders.discountCents}) FILTER (WHERE ${notCancelled}), 0)`.mapWith(num),
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
