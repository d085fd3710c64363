import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { movePaymentStatus, type PaymentStatusMove } from '../orders/order-payment-status.ts';
import { newId } from '../../db/ids.ts';
import { orderItems, orders, paymentRecords, payments, subOrders, users } from '../../db/schema/index.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentRecordRow = typeof paymentRecords.$inferSelect;

/** The order as payments need it. */
export interface PayableOrder {
  id: string;
  orderNumber: string;
  userId: string;
  customerPhone: string;
  status: string;
  paymentMethod: string;
  paymentStatus: string;
  totalCents: number;
  deliveryFeeCents: number;
  /** A promo code's discount, off the items: M-Pesa asks total - discount + fee - credit, plus the tip. */
  discountCents: number;
  /** A tip for the rider chosen at checkout, paid with the order. */
  tipCents: number;
  mpesaReceipt: string | null;
  /** Sokoni credit that paid part of the order: M-Pesa asks only for the rest. */
  creditUsedCents: number;
  createdAt: Date;
}

const OPEN = ['sending', 'awaiting'] as const;

/** The unique index a PostgreSQL error (possibly wrapped) violated, or null. */
function violated(error: unknown): string | null {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    const candidate = current as { code?: string; constraint?: string; cause?: unknown };
    if (candidate.code === '23505') return candidate.constraint ?? '';
    current = candidate.cause;
  }
  return null;
}

/** Queries of M-Pesa attempts and their records; the rules live in the payment services. */
export function createPaymentRepository(db: Db) {
  return {
    async order(orderId: string, tx: DbOrTx = db): Promise<PayableOrder | null> {
      const [row] = await tx
        .select({
          id: orders.id,
          orderNumber: orders.orderId,
          userId: orders.userId,
          customerPhone: users.phoneNumber,
          status: orders.status,
          paymentMethod: orders.paymentMethod,
          paymentStatus: orders.paymentStatus,
          totalCents: orders.totalCents,
          deliveryFeeCents: orders.deliveryFeeCents,
          discountCents: orders.discountCents,
          creditUsedCents: orders.creditUsedCents,
          tipCents: orders.tipCents,
          mpesaReceipt: orders.mpesaReceipt,
          createdAt: orders.createdAt,
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(eq(orders.id, orderId));
      return row ?? null;
    },

    async customerPhone(userId: string): Promise<string | null> {
      const [row] = await db.select({ phone: users.phoneNumber }).from(users).where(eq(users.id, userId));
      return row?.phone ?? null;
    },

    async orderIdByNumber(orderNumber: string): Promise<string | null> {
      const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.orderId, orderNumber));
      return row?.id ?? null;
    },

    async phoneHasOpenPrompt(phone: string): Promise<boolean> {
      const [row] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.phone, phone), eq(payments.kind, 'stk'), inArray(payments.status, [...OPEN])))
        .limit(1);
      return row !== undefined;
    },

    /** A new prompt about to be sent; 'phone-busy' when another prompt is still open on that phone. */
    async insertPrompt(row: { orderId: string; amountCents: number; phone: string; purpose?: 'order' | 'tip' }): Promise<{ id: string } | 'phone-busy'> {
      const id = newId();
      try {
        await db.insert(payments).values({ id, kind: 'stk', status: 'sending', ...row });
        return { id };
      } catch (error) {
        if (violated(error) === 'payments_one_open_prompt_per_phone_uq') return 'phone-busy';
        throw error;
      }
    },

    /** A Paybill payment, open until it settles the order; null when its receipt is already recorded. */
    async insertC2b(row: { orderId: string; amountCents: number; phone: string; receipt: string }): Promise<PaymentRow | null> {
      try {
        const [inserted] = await db.insert(payments).values({ id: newId(), kind: 'c2b', status: 'awaiting', callbackAt: new Date(), ...row }).returning();
        return inserted ?? null;
      } catch (error) {
        if (violated(error) === 'payments_receipt_uq') return null;
        throw error;
      }
    },

    async insertFailed(row: { orderId: string; amountCents: number; phone: string; reason: string; resultDesc: string }): Promise<string> {
      const id = newId();
      await db.insert(payments).values({ id, kind: 'stk', status: 'failed', ...row });
      return id;
    },

    async markSent(id: string, ids: { merchantRequestId: string; checkoutRequestId: string }): Promise<void> {
      await db.update(payments).set({ status: 'awaiting', ...ids, updatedAt: new Date() }).where(and(eq(payments.id, id), eq(payments.status, 'sending')));
    },

    async markNotSent(id: string, resultDesc: string): Promise<void> {
      await db.update(payments).set({ status: 'failed', reason: 'not-sent', resultDesc, updatedAt: new Date() }).where(eq(payments.id, id));
    },

    async find(id: string): Promise<PaymentRow | null> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id));
      return row ?? null;
    },

    async findByCheckoutRequestId(checkoutRequestId: string): Promise<PaymentRow | null> {
      const [row] = await db.select().from(payments).where(eq(payments.checkoutRequestId, checkoutRequestId));
      return row ?? null;
    },

    async latestOfOrder(orderId: string): Promise<PaymentRow | null> {
      // A tip's prompt (after delivery) says nothing about how the order itself was paid.
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.purpose, 'order')))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(1);
      return row ?? null;
    },

    listOfOrder(orderId: string): Promise<PaymentRow[]> {
      return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt), asc(payments.id));
    },

    /** A callback arrived; a success's receipt is kept until the query confirms it. False when the receipt belongs to another payment. */
    async noteCallback(id: string, receipt: string | null): Promise<boolean> {
      try {
        await db
          .update(payments)
          .set({ callbackAt: new Date(), ...(receipt ? { receipt } : {}), updatedAt: new Date() })
          .where(and(eq(payments.id, id), eq(payments.status, 'awaiting')));
        return true;
      } catch (error) {
        if (violated(error) === 'payments_receipt_uq') return false;
        throw error;
      }
    },

    /** The query said it did not end in a payment; false when it was settled already. */
    async settleFailed(id: string, result: { resultCode: number; resultDesc: string; reason: string }): Promise<boolean> {
      const rows = await db
        .update(payments)
        .set({ status: 'failed', ...result, updatedAt: new Date() })
        .where(and(eq(payments.id, id), eq(payments.status, 'awaiting')))
        .returning({ id: payments.id });
      return rows.length === 1;
    },

    /** The query confirmed the payment; false when it was settled already (a duplicate). */
    async settlePaid(tx: DbOrTx, id: string, result: { resultCode: number; resultDesc: string }): Promise<boolean> {
      const rows = await tx
        .update(payments)
        .set({ status: 'paid', ...result, reason: null, updatedAt: new Date() })
        .where(and(eq(payments.id, id), eq(payments.status, 'awaiting')))
        .returning({ id: payments.id });
      return rows.length === 1;
    },

    /** Prompts still open when the order expires end with it. */
    async expireOpen(tx: DbOrTx, orderId: string): Promise<void> {
      await tx
        .update(payments)
        .set({ status: 'expired', reason: 'expired', updatedAt: new Date() })
        .where(and(eq(payments.orderId, orderId), inArray(payments.status, [...OPEN])));
    },

    /** The order's payment status, through its one writer (the payment process table). */
    movePaymentStatus(orderId: string, move: PaymentStatusMove, tx: DbOrTx = db): Promise<boolean> {
      return movePaymentStatus(tx, orderId, move);
    },

    /** Each store's part of the order: what its new-order notification says. */
    async storeParts(tx: DbOrTx, orderId: string): Promise<{ subOrderId: string; partnerId: string; totalCents: number; itemCount: number }[]> {
      return tx
        .select({
          subOrderId: subOrders.id,
          partnerId: subOrders.partnerId,
          totalCents: subOrders.totalCents,
          itemCount: sql<number>`(SELECT coalesce(sum(${orderItems.quantity}), 0)::int FROM ${orderItems} WHERE ${orderItems.subOrderId} = ${subOrders.id})`.mapWith(Number),
        })
        .from(subOrders)
        .where(eq(subOrders.orderId, orderId))
        .orderBy(asc(subOrders.id));
    },

    async record(entry: { kind: string; note: string; body?: unknown; paymentId?: string | null; orderId?: string | null }, tx: DbOrTx = db): Promise<void> {
      await tx.insert(paymentRecords).values({
        id: newId(),
        kind: entry.kind,
        note: entry.note.slice(0, 2000),
        body: entry.body ?? null,
        paymentId: entry.paymentId ?? null,
        orderId: entry.orderId ?? null,
      });
    },

    recordsOfOrder(orderId: string): Promise<PaymentRecordRow[]> {
      return db.select().from(paymentRecords).where(eq(paymentRecords.orderId, orderId)).orderBy(asc(paymentRecords.createdAt), asc(paymentRecords.id));
    },
  };
}
export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
