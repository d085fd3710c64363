import { and, asc, eq, inArray, notExists, notInArray, sql } from 'drizzle-orm';
import { CANCELLED, CONFIRMED_DELIVERED } from '@sokoni/domain/order-status';
import type { DeliveryOption } from '@sokoni/domain/delivery-fee';
import type { Db, DbOrTx } from '../../db/client.ts';
import { orders, subOrders } from '../../db/schema/index.ts';
import { orderWrites } from './orders.repository.ts';
import { openForDrivers } from './open-for-drivers.sql.ts';

/** An order as the lifecycle rules read it, under its row lock. */
export interface LockedOrder {
  id: string;
  orderId: string;
  userId: string;
  status: string;
  deliveryOption: DeliveryOption;
  assignedDriverId: string | null;
  subOrders: { id: string; partnerId: string; status: string }[];
}

/** Statuses at which the driver already holds a shop's items. */
const COLLECTED = ['PickedUp', 'OutForDelivery', 'Delivered', CONFIRMED_DELIVERED];

/** Writes after an order is placed; each is conditional on the state it was decided from. */
export function lifecycleWrites(db: DbOrTx) {
  return {
    ...orderWrites(db),
    /**
     * Locks the order row for the rest of the transaction, then reads its sub-orders: every
     * lifecycle change takes this lock first, so changes to one order run one after another.
     */
    async lockOrderState(id: string): Promise<LockedOrder | null> {
      const [order] = await db
        .select({
          id: orders.id,
          orderId: orders.orderId,
          userId: orders.userId,
          status: orders.status,
          deliveryOption: orders.deliveryOption,
          assignedDriverId: orders.assignedDriverId,
        })
        .from(orders)
        .where(eq(orders.id, id))
        .for('update');
      if (!order) return null;
      const subs = await db
        .select({ id: subOrders.id, partnerId: subOrders.partnerId, status: subOrders.status })
        .from(subOrders)
        .where(eq(subOrders.orderId, id))
        .orderBy(asc(subOrders.createdAt), asc(subOrders.id));
      return { ...order, subOrders: subs };
    },
    async setSubOrderStatus(id: string, from: string, to: string): Promise<boolean> {
      const rows = await db
        .update(subOrders)
        .set({ status: to, updatedAt: new Date() })
        .where(and(eq(subOrders.id, id), eq(subOrders.status, from)))
        .returning({ id: subOrders.id });
      return rows.length === 1;
    },
    /** Assigns the driver only while the order is still open to drivers: at most one claim succeeds. */
    async claimForDriver(orderId: string, driverId: string): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ assignedDriverId: driverId, updatedAt: new Date() })
        .where(and(eq(orders.id, orderId), openForDrivers(db)))
        .returning({ id: orders.id });
      return rows.length === 1;
    },
    /** Hands the order back only while no shop's items have been collected. */
    async releaseDriver(orderId: string, driverId: string): Promise<boolean> {
      const collected = db
        .select({ one: sql`1` })
        .from(subOrders)
        .where(and(eq(subOrders.orderId, orders.id), inArray(subOrders.status, COLLECTED)));
      const rows = await db
        .update(orders)
        .set({ assignedDriverId: null, updatedAt: new Date() })
        .where(
          and(
            eq(orders.id, orderId),
            eq(orders.assignedDriverId, driverId),
            notInArray(orders.status, ['Delivered', CONFIRMED_DELIVERED, CANCELLED]),
            notExists(collected),
          ),
        )
        .returning({ id: orders.id });
      return rows.length === 1;
    },
    /**
     * The driver hands everything over: the order and its out-for-delivery sub-orders become
     * Delivered with the driver's name, phone and the time. Null when the order was not the
     * driver's to deliver any more.
     */
    async markDelivered(orderId: string, driverId: string, by: { name: string; phone: string }) {
      const now = new Date();
      const delivered = { status: 'Delivered', deliveredBy: by.name, deliveredByPhone: by.phone, deliveredAt: now, updatedAt: now };
      const updated = await db
        .update(orders)
        .set(delivered)
        .where(and(eq(orders.id, orderId), eq(orders.assignedDriverId, driverId), eq(orders.status, 'OutForDelivery')))
        .returning({ id: orders.id });
      if (updated.length !== 1) return null;
      return db
        .update(subOrders)
        .set(delivered)
        .where(and(eq(subOrders.orderId, orderId), eq(subOrders.status, 'OutForDelivery')))
        .returning({ id: subOrders.id, partnerId: subOrders.partnerId });
    },
  };
}
export type LifecycleWrites = ReturnType<typeof lifecycleWrites>;

export function createOrderLifecycleRepository(db: Db) {
  return {
    /** Orders a driver holds that are not finished (delivered, confirmed or cancelled). */
    async unfinishedOrderIdsOf(driverId: string): Promise<string[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.assignedDriverId, driverId), notInArray(orders.status, ['Delivered', CONFIRMED_DELIVERED, CANCELLED])));
      return rows.map((r) => r.id);
    },
    /** Runs `work` in one transaction with the writes bound to it. */
    transaction<T>(work: (repo: LifecycleWrites) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(lifecycleWrites(tx)));
    },
  };
}
export type OrderLifecycleRepository = ReturnType<typeof createOrderLifecycleRepository>;
