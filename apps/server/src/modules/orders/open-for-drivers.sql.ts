import { and, eq, isNull, notExists, notInArray, sql, type SQL } from 'drizzle-orm';
import { CANCELLED, DECLINED } from '@sokoni/domain/order-status';
import type { DbOrTx } from '../../db/client.ts';
import { orders, subOrders } from '../../db/schema/index.ts';

/**
 * The SQL twin of `isOpenForDrivers` (packages/domain/src/driver-orders.ts): platform delivery,
 * nobody assigned, the order ReadyForPickup and no live sub-order anywhere else (a declined part is not live). Used both to list
 * available orders and as the guard of the accepting UPDATE, so only one driver can ever win.
 */
export function openForDrivers(db: DbOrTx): SQL {
  const notReady = db
    .select({ one: sql`1` })
    .from(subOrders)
    .where(and(eq(subOrders.orderId, orders.id), notInArray(subOrders.status, ['ReadyForPickup', CANCELLED, DECLINED])));
  return and(eq(orders.deliveryOption, 'platform'), isNull(orders.assignedDriverId), eq(orders.status, 'ReadyForPickup'), notExists(notReady))!;
}
