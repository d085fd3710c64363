import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { orderItems, products } from '../../db/schema/index.ts';
import { lifecycleWrites, type LockedOrder } from './order-lifecycle.repository.ts';

/** An order as the cancellation sees it: locked, with its sub-orders. */
export type OrderToCancel = LockedOrder;

/** The lifecycle writes (lock, conditional sub-order status) plus putting stock back. */
function cancellationWrites(db: DbOrTx) {
  return {
    ...lifecycleWrites(db),
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
