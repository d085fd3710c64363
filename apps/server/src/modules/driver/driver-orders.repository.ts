import { and, eq, gte, inArray, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import { CANCELLED, CONFIRMED_DELIVERED } from '@sokoni/domain/order-status';
import { RECEIVED_STATUSES } from '@sokoni/domain/order-statuses';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { openForDrivers } from '../orders/open-for-drivers.sql.ts';
import { offeredTo } from '../dispatch/offers.repository.ts';
import type { OrderAggregate, OrderReadRepository } from '../orders/order-reads.repository.ts';

export interface DayRange {
  from: Date;
  to: Date;
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
      return reads.listWhere(and(eq(orders.assignedDriverId, driverId), notInArray(orders.status, [CONFIRMED_DELIVERED, CANCELLED])), limit);
    },
    completed(driverId: string, day: DayRange | null, limit: number): Promise<OrderAggregate[]> {
      return reads.listWhere(completedOf(driverId, day), limit);
    },
    /** Count and fees over every matching order, however many the list shows. */
    async completedTotals(driverId: string, day: DayRange | null): Promise<{ count: number; fees: number }> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int`, fees: sql<string>`coalesce(sum(${orders.deliveryFee}), 0)` })
        .from(orders)
        .where(completedOf(driverId, day));
      return { count: row?.count ?? 0, fees: Number(row?.fees ?? 0) };
    },
  };
}
export type DriverOrderRepository = ReturnType<typeof createDriverOrderRepository>;
