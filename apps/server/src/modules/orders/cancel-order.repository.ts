import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DeliveryOption } from '@sokoni/domain/delivery-fee';
import type { Db, DbOrTx } from '../../db/client.ts';
import { orderItems, orders, products, subOrders } from '../../db/schema/index.ts';
import { orderWrites } from './orders.repository.ts';

export interface OrderToCancel {
  id: string;
  orderId: string;
  userId: string;
  status: string;
  deliveryOption: DeliveryOption;
  assignedDriverId: string | null;
  subOrders: { id: string; partnerId: string; status: string }[];
}

function cancellationWrites(db: DbOrTx) {
  return {
    ...orderWrites(db),
    /** Locks the order row (every lifecycle change takes this lock first) and reads it with its sub-orders. */
    async lockOrder(id: string): Promise<OrderToCancel | null> {
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
    /** Cancels one sub-order only if it is still in the status it was checked in. */
    async cancelSubOrder(id: string, from: string, to: string): Promise<boolean> {
      const rows = await db
        .update(subOrders)
        .set({ status: to, updatedAt: new Date() })
        .where(and(eq(subOrders.id, id), eq(subOrders.status, from)))
        .returning({ id: subOrders.id });
      return rows.length === 1;
    },
    /**
     * Puts the order's units back on the shelf, for the products that still exist (a deleted
     * product's lines keep their copy but have nowhere to return to). Products are updated in id
     * order so two cancellations sharing products never wait on each other in a cycle.
     */
    async restock(orderId: string): Promise<number> {
      const lines = await db
        .select({ productId: orderItems.productId, quantity: sql<number>`sum(${orderItems.quantity})::int`.mapWith(Number) })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.productId)))
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
  };
}
export type CancellationWrites = ReturnType<typeof cancellationWrites>;

export function createCancellationRepository(db: Db) {
  return {
    /** Runs `work` in one transaction; `tx` lets the caller add its own writes (an audit row) to it. */
    transaction<T>(work: (repo: CancellationWrites, tx: DbOrTx) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(cancellationWrites(tx), tx));
    },
  };
}
export type CancellationRepository = ReturnType<typeof createCancellationRepository>;
