import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { orderItems, orders, products, statusHistory, subOrders } from '../../db/schema/index.ts';
import { createPartnerNotificationRepository } from '../partner/notifications.repository.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type SubOrderRow = typeof subOrders.$inferSelect;
export type NewSubOrderRow = typeof subOrders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItemRow = typeof orderItems.$inferInsert;
export type NewStatusHistoryRow = typeof statusHistory.$inferInsert;

/** Writes of the order aggregate; every status change is conditional on the status it was read in. */
export function orderWrites(db: DbOrTx) {
  return {
    async insertOrder(row: NewOrderRow): Promise<OrderRow> {
      const [created] = await db.insert(orders).values(row).returning();
      return created!;
    },
    async insertSubOrders(rows: NewSubOrderRow[]): Promise<SubOrderRow[]> {
      return db.insert(subOrders).values(rows).returning();
    },
    async insertItems(rows: NewOrderItemRow[]): Promise<void> {
      await db.insert(orderItems).values(rows);
    },
    async insertHistory(rows: NewStatusHistoryRow[]): Promise<void> {
      if (rows.length) await db.insert(statusHistory).values(rows);
    },
    /** Takes stock only if enough is left; the row lock makes concurrent buyers queue, never oversell. */
    async takeStock(productId: string, quantity: number): Promise<boolean> {
      const rows = await db
        .update(products)
        .set({ inventory: sql`${products.inventory} - ${quantity}`, updatedAt: new Date() })
        .where(and(eq(products.id, productId), gte(products.inventory, quantity)))
        .returning({ id: products.id });
      return rows.length === 1;
    },
    async stockOf(productId: string): Promise<number> {
      const [row] = await db.select({ inventory: products.inventory }).from(products).where(eq(products.id, productId));
      return row?.inventory ?? 0;
    },
    /** Locks the order row for the rest of the transaction and reads its status (parent recomputes queue here). */
    async lockOrder(orderId: string): Promise<string | null> {
      const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).for('update');
      return row?.status ?? null;
    },
    /**
     * Moves the order on only if it is still in `from`; false means someone else moved it first.
     * `stampDelivered` records the delivery time unless one is already recorded.
     */
    async setOrderStatus(id: string, from: string, to: string, options: { stampDelivered?: boolean } = {}): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({
          status: to,
          updatedAt: new Date(),
          ...(options.stampDelivered ? { deliveredAt: sql`coalesce(${orders.deliveredAt}, now())` } : {}),
        })
        .where(and(eq(orders.id, id), eq(orders.status, from)))
        .returning({ id: orders.id });
      return rows.length === 1;
    },
    /** Sets every sub-order of an order that is not already in `to`; returns those changed with their previous status. */
    async setSubOrdersStatus(orderId: string, to: string, options: { stampDelivered?: boolean } = {}) {
      return db
        .update(subOrders)
        .set({
          status: to,
          updatedAt: new Date(),
          ...(options.stampDelivered ? { deliveredAt: sql`coalesce(${subOrders.deliveredAt}, now())` } : {}),
        })
        .where(and(eq(subOrders.orderId, orderId), ne(subOrders.status, to)))
        .returning({ id: subOrders.id, partnerId: subOrders.partnerId });
    },
    async subOrderStatuses(orderId: string): Promise<string[]> {
      const rows = await db.select({ status: subOrders.status }).from(subOrders).where(eq(subOrders.orderId, orderId));
      return rows.map((r) => r.status);
    },
    notifications: createPartnerNotificationRepository(db),
  };
}
export type OrderWrites = ReturnType<typeof orderWrites>;

export function createOrderRepository(db: Db) {
  return {
    ...orderWrites(db),
    /** Runs `work` in one transaction with repositories bound to it. */
    transaction<T>(work: (repo: OrderWrites) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(orderWrites(tx)));
    },
  };
}
export type OrderRepository = ReturnType<typeof createOrderRepository>;
