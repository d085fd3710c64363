import { and, eq, gte, inArray, isNull, lt, notExists, notInArray, sql, type SQL } from 'drizzle-orm';
import { CANCELLED } from '@sokoni/domain/order-status';
import { RECEIVED_STATUSES } from '@sokoni/domain/order-statuses';
import type { DbOrTx } from '../../db/client.ts';
import { dispatchOffers, orders } from '../../db/schema/index.ts';
import { openForDrivers } from '../orders/open-for-drivers.sql.ts';
import type { OrderAggregate, OrderReadRepository } from '../orders/order-reads.repository.ts';

export interface DayRange {
  from: Date;
  to: Date;
}

/**
 * The SQL the available list adds to `openForDrivers`: an order in its first wave is listed only
 * to the drivers of that wave; once widened, or when it never had a wave, to every approved driver.
 */
function offeredTo(db: DbOrTx, driverId: string): SQL {
  const elsewhere = db
    .select({ one: sql`1` })
    .from(dispatchOffers)
    .where(
      and(
        eq(dispatchOffers.orderId, orders.id),
        isNull(dispatchOffers.widenedAt),
        sql`not (${dispatchOffers.driverIds} @> jsonb_build_array(${driverId}::text))`,
      ),
    );
  return notExists(elsewhere);
}

/** The driver's delivered orders, optionally those delivered within one day. */
function completedOf(driverId: string, day: DayRange | null): SQL {
  return and(
    eq(orders.assignedDriverId, driverId),
    inArray(orders.status, [...RECEIVED_STATUSES]),
    day ? gte(orders.deliveredAt, day.from) : undefined,
    day ? lt(orders.deliveredAt, day.to) : undefined,
  )!;
}

/** The driver's three lists, assembled by the orders module's read repository. */
export function createDriverOrderRepository(db: DbOrTx, reads: OrderReadRepository) {
  return {
    /** Open orders this driver is offered: those in another driver's first wave wait until it widens. */
    available(driverId: string, limit: number): Promise<OrderAggregate[]> {
      return reads.listWhere(and(openForDrivers(db), offeredTo(db, driverId)), limit);
    },
    /** True while the order is offered to a first wave of nearer drivers that this driver is not in. */
    async heldForNearerDrivers(driverId: string, orderId: string): Promise<boolean> {
      const [offered] = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.id, orderId), offeredTo(db, driverId)));
      return !offered;
    },
    active(driverId: string, limit: number): Promise<OrderAggregate[]> {
      return reads.listWhere(and(eq(orders.assignedDriverId, driverId), notInArray(orders.status, [...RECEIVED_STATUSES, CANCELLED])), limit);
    },
    completed(driverId: string, day: DayRange | null, limit: number): Promise<OrderAggregate[]> {
      return reads.listWhere(completedOf(driverId, day), limit);
    },
    /** Count and fees over every matching order, however many the list shows. */
    async completedTotals(driverId: string, day: DayRange | null): Promise<{ count: number; feesCents: number }> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int`, feesCents: sql<string>`coalesce(sum(${orders.deliveryFeeCents}), 0)` })
        .from(orders)
        .where(completedOf(driverId, day));
      return { count: row?.count ?? 0, feesCents: Number(row?.feesCents ?? 0) };
    },
  };
}
export type DriverOrderRepository = ReturnType<typeof createDriverOrderRepository>;
