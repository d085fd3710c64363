import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { orderItems, orders, products, subOrders, substitutions } from '../../db/schema/index.ts';

export type SubstitutionRow = typeof substitutions.$inferSelect;

/** Queries of substitutions and the order lines, stock and totals they change; the rules are in the service. */
export function substitutionWrites(db: DbOrTx) {
  return {
    async findItem(itemId: string) {
      const [row] = await db.select().from(orderItems).where(eq(orderItems.id, itemId));
      return row ?? null;
    },
    /** Locks the product's row for the rest of the transaction, as checkout does before taking stock. */
    async lockProduct(productId: string) {
      const [row] = await db
        .select({
          id: products.id,
          name: products.name,
          priceCents: products.priceCents,
          discountedPriceCents: products.discountedPriceCents,
          inventory: products.inventory,
          partnerId: products.partnerId,
          soldOut: products.soldOut,
          soldOutUntil: products.soldOutUntil,
        })
        .from(products)
        .where(eq(products.id, productId))
        .for('update');
      return row ?? null;
    },
    async takeStock(productId: string, quantity: number): Promise<boolean> {
      const rows = await db
        .update(products)
        .set({ inventory: sql`${products.inventory} - ${quantity}`, updatedAt: new Date() })
        .where(and(eq(products.id, productId), gte(products.inventory, quantity)))
        .returning({ id: products.id });
      return rows.length === 1;
    },
    async putBackStock(productId: string | null, quantity: number): Promise<void> {
      if (!productId) return;
      await db.update(products).set({ inventory: sql`${products.inventory} + ${quantity}`, updatedAt: new Date() }).where(eq(products.id, productId));
    },
    async insert(row: Omit<typeof substitutions.$inferInsert, 'id'>): Promise<SubstitutionRow> {
      const [created] = await db.insert(substitutions).values({ id: newId(), ...row }).returning();
      return created!;
    },
    async find(id: string): Promise<SubstitutionRow | null> {
      const [row] = await db.select().from(substitutions).where(eq(substitutions.id, id));
      return row ?? null;
    },
    async openFor(orderItemId: string): Promise<SubstitutionRow | null> {
      const [row] = await db
        .select()
        .from(substitutions)
        .where(and(eq(substitutions.orderItemId, orderItemId), eq(substitutions.state, 'proposed')));
      return row ?? null;
    },
    /** Decides a proposal still open; false when it was decided first by someone else. */
    async decide(id: string, state: 'approved' | 'refused' | 'expired'): Promise<boolean> {
      const rows = await db
        .update(substitutions)
        .set({ state, decidedAt: new Date() })
        .where(and(eq(substitutions.id, id), eq(substitutions.state, 'proposed')))
        .returning({ id: substitutions.id });
      return rows.length === 1;
    },
    async replaceItem(itemId: string, line: { productId: string | null; name: string; priceCents: number; quantity: number }): Promise<void> {
      // Another product replaces the line: the options chosen for the old one no longer apply.
      await db.update(orderItems).set({ ...line, choices: [] }).where(eq(orderItems.id, itemId));
    },
    async deleteItem(itemId: string): Promise<void> {
      await db.delete(orderItems).where(eq(orderItems.id, itemId));
    },
    async itemsLeft(subOrderId: string): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(orderItems).where(eq(orderItems.subOrderId, subOrderId));
      return Number(row?.n ?? 0);
    },
    /** Moves the sub-order's and the order's items totals by `deltaCents` (negative: less to pay). */
    async adjustTotals(orderId: string, subOrderId: string, deltaCents: number): Promise<void> {
      await db.update(subOrders).set({ totalCents: sql`${subOrders.totalCents} + ${deltaCents}`, updatedAt: new Date() }).where(eq(subOrders.id, subOrderId));
      await db.update(orders).set({ totalCents: sql`${orders.totalCents} + ${deltaCents}`, updatedAt: new Date() }).where(eq(orders.id, orderId));
    },
    listForOrder(orderId: string): Promise<SubstitutionRow[]> {
      return db.select().from(substitutions).where(eq(substitutions.orderId, orderId)).orderBy(asc(substitutions.createdAt), asc(substitutions.id));
    },
  };
}
export type SubstitutionWrites = ReturnType<typeof substitutionWrites>;
