import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { orderItems, orderProblems, orders, partners, subOrders, users, type ProblemAnswerRow, type ProblemLineRow, type ProblemSettlementRow } from '../../db/schema/index.ts';
import type { OrderedChoice } from '@sokoni/domain/product-options';
import type { ProblemOutcome } from '@sokoni/domain/contracts/problems';

export type ProblemRow = typeof orderProblems.$inferSelect;

/** Order items as a report shows them: what was bought, from which shop, at what price. */
export interface ProblemItem {
  id: string;
  name: string;
  quantity: number;
  priceCents: number;
  /** The options chosen with it; [] without. */
  choices: OrderedChoice[];
  storeId: string;
  storeName: string;
  /** Its part's status: a cancelled or declined part's money went back (or was never taken) then. */
  partStatus: string;
}

export function createProblemRepository(db: DbOrTx) {
  return {
    async order(orderId: string) {
      const [row] = await db
        .select({ id: orders.id, orderNumber: orders.orderId, userId: orders.userId, status: orders.status, deliveredAt: orders.deliveredAt, deliveryFeeCents: orders.deliveryFeeCents, paymentMethod: orders.paymentMethod })
        .from(orders)
        .where(eq(orders.id, orderId));
      return row ?? null;
    },
    /** The items of the given orders with their shop, for reports and their amounts. */
    async items(orderIds: readonly string[]): Promise<(ProblemItem & { orderId: string })[]> {
      if (orderIds.length === 0) return [];
      return db
        .select({
          id: orderItems.id,
          orderId: orderItems.orderId,
          name: orderItems.name,
          quantity: orderItems.quantity,
          priceCents: orderItems.priceCents,
          choices: orderItems.choices,
          storeId: subOrders.partnerId,
          storeName: partners.businessName,
          partStatus: subOrders.status,
        })
        .from(orderItems)
        .innerJoin(subOrders, eq(subOrders.id, orderItems.subOrderId))
        .innerJoin(partners, eq(partners.id, subOrders.partnerId))
        .where(inArray(orderItems.orderId, [...orderIds]));
    },
    /** Order numbers (SKN-…), delivery fees and payment methods of the given orders, in one query. */
    async orderMoney(orderIds: readonly string[]): Promise<Map<string, { number: string; deliveryFeeCents: number; paymentMethod: string }>> {
      if (orderIds.length === 0) return new Map();
      const rows = await db.select({ id: orders.id, number: orders.orderId, deliveryFeeCents: orders.deliveryFeeCents, paymentMethod: orders.paymentMethod }).from(orders).where(inArray(orders.id, [...orderIds]));
      return new Map(rows.map((r) => [r.id, r]));
    },
    /** Order numbers (SKN-…) of the given orders, in one query. */
    async orderNumbers(orderIds: readonly string[]): Promise<Map<string, string>> {
      if (orderIds.length === 0) return new Map();
      const rows = await db.select({ id: orders.id, number: orders.orderId }).from(orders).where(inArray(orders.id, [...orderIds]));
      return new Map(rows.map((r) => [r.id, r.number]));
    },
    async storesOf(orderId: string): Promise<{ storeId: string; subOrderId: string }[]> {
      return db.select({ storeId: subOrders.partnerId, subOrderId: subOrders.id }).from(subOrders).where(eq(subOrders.orderId, orderId));
    },
    async insert(values: { orderId: string; userId: string; kind: string; lines: ProblemLineRow[]; note: string | null; photos: string[]; dueAt: Date; refundAs: 'mpesa' | 'credit' | null }): Promise<ProblemRow> {
      const [row] = await db.insert(orderProblems).values({ id: newId(), ...values }).returning();
      return row!;
    },
    async find(id: string): Promise<ProblemRow | null> {
      const [row] = await db.select().from(orderProblems).where(eq(orderProblems.id, id));
      return row ?? null;
    },
    /** Holds the order's row until the transaction ends, so two reports on one order are checked one after the other. */
    async lockOrder(orderId: string): Promise<void> {
      await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
    },
    async forOrder(orderId: string): Promise<ProblemRow[]> {
      return db.select().from(orderProblems).where(eq(orderProblems.orderId, orderId)).orderBy(desc(orderProblems.createdAt));
    },
    /** Reports on orders a shop had a part in, newest first. */
    async forStore(storeId: string, limit: number): Promise<ProblemRow[]> {
      const withStore = db.select({ orderId: subOrders.orderId }).from(subOrders).where(eq(subOrders.partnerId, storeId));
      return db.select().from(orderProblems).where(inArray(orderProblems.orderId, withStore)).orderBy(desc(orderProblems.createdAt)).limit(limit);
    },
    /** The admin's queue: undecided reports by deadline (overdue first), or every report newest first. */
    async queue(which: 'pending' | 'all', limit: number): Promise<ProblemRow[]> {
      if (which === 'all') return db.select().from(orderProblems).orderBy(desc(orderProblems.createdAt)).limit(limit);
      return db
        .select()
        .from(orderProblems)
        .where(inArray(orderProblems.status, ['open', 'answered']))
        .orderBy(asc(orderProblems.dueAt))
        .limit(limit);
    },
    async addAnswer(id: string, answer: ProblemAnswerRow): Promise<ProblemRow | null> {
      const [row] = await db
        .update(orderProblems)
        .set({
          answers: sql`${orderProblems.answers} || ${JSON.stringify([answer])}::jsonb`,
          status: sql`case when ${orderProblems.status} = 'open' then 'answered' else ${orderProblems.status} end`,
        })
        .where(and(eq(orderProblems.id, id), inArray(orderProblems.status, ['open', 'answered'])))
        .returning();
      return row ?? null;
    },
    /** Decides a report once: a second decision (two admins at once) finds nothing left to decide. */
    async resolve(id: string, decision: { outcome: ProblemOutcome; reason: string | null; adminId: string; settlement?: ProblemSettlementRow }): Promise<ProblemRow | null> {
      const [row] = await db
        .update(orderProblems)
        .set({
          status: decision.outcome === 'reject' ? 'rejected' : 'resolved',
          outcome: decision.outcome,
          outcomeReason: decision.reason,
          settlement: decision.settlement ?? null,
          resolvedBy: decision.adminId,
          resolvedAt: new Date(),
        })
        .where(and(eq(orderProblems.id, id), inArray(orderProblems.status, ['open', 'answered'])))
        .returning();
      return row ?? null;
    },
    async setSettlement(id: string, settlement: ProblemSettlementRow): Promise<void> {
      await db.update(orderProblems).set({ settlement }).where(eq(orderProblems.id, id));
    },
    async customerContact(userId: string) {
      const [row] = await db.select({ email: users.email, phone: users.phoneNumber, language: users.language, names: users.names }).from(users).where(eq(users.id, userId));
      return row ?? null;
    },
  };
}
export type ProblemRepository = ReturnType<typeof createProblemRepository>;
