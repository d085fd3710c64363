import { and, asc, eq, inArray, isNotNull, notExists, notInArray, sql } from 'drizzle-orm';
import { CONFIRMED_DELIVERED } from '@sokoni/domain/order-status';
import { CLOSED_STATUSES } from '@sokoni/domain/order-statuses';
import type { DeliveryOption } from '@sokoni/domain/delivery-fee';
import type { Db, DbOrTx } from '../../db/client.ts';
import { orderItems, orders, partners, products, statusHistory, subOrders } from '../../db/schema/index.ts';
import { createPartnerNotificationRepository } from '../partner/notifications.repository.ts';
import { openForDrivers } from './open-for-drivers.sql.ts';
import type { NewStatusHistoryRow } from './orders.repository.ts';

/** An order as the lifecycle rules read it, under its row lock. */
export interface LockedOrder {
  id: string;
  orderId: string;
  userId: string;
  status: string;
  deliveryOption: DeliveryOption;
  assignedDriverId: string | null;
  paymentMethod: string;
  paymentStatus: string;
  /** Items only, in cents; the delivery fee is apart. */
  totalCents: number;
  deliveryFeeCents: number;
  /** A checkout tip for the rider (cents; 0 for none), paid with the order. */
  tipCents?: number;
  scheduledFor: Date | null;
  subOrders: { id: string; partnerId: string; storeName: string; status: string; totalCents: number }[];
}

/**
 * What a move records about the hand-over: the driver's name, phone and the time; or, when the
 * customer confirms, the time unless the driver already recorded one.
 */
export type DeliveryStamp = { by: { name: string; phone: string }; at: Date } | 'first-confirmation';

/** Statuses at which the driver already holds a store's items. */
const COLLECTED = ['PickedUp', 'OutForDelivery', 'Delivered', CONFIRMED_DELIVERED];

function stampColumns(table: typeof orders | typeof subOrders, stamp: DeliveryStamp | undefined) {
  if (!stamp) return {};
  if (stamp === 'first-confirmation') return { deliveredAt: sql`coalesce(${table.deliveredAt}, now())` };
  return { deliveredBy: stamp.by.name, deliveredByPhone: stamp.by.phone, deliveredAt: stamp.at };
}

/** Writes after an order is placed; each is conditional on the state it was decided from. */
function lifecycleWrites(db: DbOrTx) {
  return {
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
          paymentMethod: orders.paymentMethod,
          paymentStatus: orders.paymentStatus,
          totalCents: orders.totalCents,
          deliveryFeeCents: orders.deliveryFeeCents,
          tipCents: orders.tipCents,
          scheduledFor: orders.scheduledFor,
        })
        .from(orders)
        .where(eq(orders.id, id))
        .for('update');
      if (!order) return null;
      const subs = await db
        .select({ id: subOrders.id, partnerId: subOrders.partnerId, storeName: partners.businessName, status: subOrders.status, totalCents: subOrders.totalCents })
        .from(subOrders)
        .innerJoin(partners, eq(partners.id, subOrders.partnerId))
        .where(eq(subOrders.orderId, id))
        .orderBy(asc(subOrders.createdAt), asc(subOrders.id));
      return { ...order, subOrders: subs };
    },
    /** Moves the order on only if it is still in `from`; false means someone else moved it first. */
    async moveOrder(id: string, from: string, to: string, stamp?: DeliveryStamp): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ status: to, updatedAt: new Date(), ...stampColumns(orders, stamp) })
        .where(and(eq(orders.id, id), eq(orders.status, from)))
        .returning({ id: orders.id });
      return rows.length === 1;
    },
    async moveSubOrder(id: string, from: string, to: string, stamp?: DeliveryStamp): Promise<boolean> {
      const rows = await db
        .update(subOrders)
        .set({ status: to, updatedAt: new Date(), ...stampColumns(subOrders, stamp) })
        .where(and(eq(subOrders.id, id), eq(subOrders.status, from)))
        .returning({ id: subOrders.id });
      return rows.length === 1;
    },
    async insertHistory(rows: NewStatusHistoryRow[]): Promise<void> {
      if (rows.length) await db.insert(statusHistory).values(rows);
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
    /** Hands the order back only while no store's items have been collected. */
    async releaseDriver(orderId: string, driverId: string): Promise<boolean> {
      const collected = db
        .select({ one: sql`1` })
        .from(subOrders)
        .where(and(eq(subOrders.orderId, orders.id), inArray(subOrders.status, COLLECTED)));
      const rows = await db
        .update(orders)
        .set({ assignedDriverId: null, updatedAt: new Date() })
        .where(and(eq(orders.id, orderId), eq(orders.assignedDriverId, driverId), notInArray(orders.status, [...CLOSED_STATUSES]), notExists(collected)))
        .returning({ id: orders.id });
      return rows.length === 1;
    },
    /**
     * Puts the units of the order's given sub-orders back on the shelf, for the products that still
     * exist (a deleted product's lines keep their copy but have nowhere to return to). Products are
     * updated in id order so two cancellations sharing products never wait on each other in a cycle.
     */
    async restock(orderId: string, subOrderIds: readonly string[]): Promise<number> {
      if (subOrderIds.length === 0) return 0;
      const lines = await db
        .select({ productId: orderItems.productId, quantity: sql<number>`sum(${orderItems.quantity})::int`.mapWith(Number) })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, orderId), inArray(orderItems.subOrderId, [...subOrderIds]), isNotNull(orderItems.productId)))
        .groupBy(orderItems.productId)
        .orderBy(asc(orderItems.productId));
      let units = 0;
      for (const line of lines) {
        const updated = await db
          .update(products)
          .set({ inventory: sql`${products.inventory} + ${line.quantity}`, updatedAt: new Date() })
          .where(eq(products.id, line.productId!))
          .returning({ id: products.id });
        if (updated.length === 1) units += line.quantity;
      }
      return units;
    },
    /** Records why a shop said no to its part. */
    async recordDecline(subOrderId: string, reason: string, note: string | null): Promise<void> {
      await db.update(subOrders).set({ declineReason: reason, declineNote: note, updatedAt: new Date() }).where(eq(subOrders.id, subOrderId));
    },
    /** The order's items total without a part that will not be delivered, and whether the customer is asked to go on. */
    async dropFromOrder(orderId: string, amountCents: number, afterDecline: 'ask' | null): Promise<void> {
      await db
        .update(orders)
        .set({ totalCents: sql`${orders.totalCents} - ${amountCents}`, updatedAt: new Date(), ...(afterDecline ? { afterDecline } : {}) })
        .where(eq(orders.id, orderId));
    },
    async setDeliveryFee(orderId: string, feeCents: number): Promise<void> {
      await db.update(orders).set({ deliveryFeeCents: feeCents, updatedAt: new Date() }).where(eq(orders.id, orderId));
    },
    async setAfterDecline(orderId: string, choice: 'continue'): Promise<void> {
      await db.update(orders).set({ afterDecline: choice, updatedAt: new Date() }).where(eq(orders.id, orderId));
    },
    notifications: createPartnerNotificationRepository(db),
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
        .where(and(eq(orders.assignedDriverId, driverId), notInArray(orders.status, [...CLOSED_STATUSES])));
      return rows.map((r) => r.id);
    },
    /** Runs `work` in one transaction with the writes bound to it; `tx` lets a caller add its own writes (an audit row). */
    transaction<T>(work: (repo: LifecycleWrites, tx: DbOrTx) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(lifecycleWrites(tx), tx));
    },
  };
}
export type OrderLifecycleRepository = ReturnType<typeof createOrderLifecycleRepository>;
