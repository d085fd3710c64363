import { shillingsFromCents } from '@sokoni/domain/money';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { TAdminOrderRow, TAdminPayment, TAdminRefund } from '@sokoni/domain/contracts/admin';
import { kenyaDayBounds } from '@sokoni/domain/kenya-day';
import type { Db } from '../../db/client.ts';
import { drivers, orders, partners, payments, refunds, subOrders, users } from '../../db/schema/index.ts';
import { newestFirst } from './admin-cursor.ts';

export interface OrderListFilter {
  status?: string;
  from?: string;
  to?: string;
  shop?: string;
  driver?: string;
  cursor?: string;
  limit: number;
}

const newest = newestFirst('orders', orders.createdAt, orders.id);

export function createAdminOrderRepository(db: Db) {
  /** What M-Pesa finally took for each order (its tips aside) and what went back to the customer (to the phone or as credit), in shillings. */
  async function moneyOf(orderIds: string[]): Promise<Map<string, { paid: number; refunded: number }>> {
    const result = new Map<string, { paid: number; refunded: number }>();
    if (orderIds.length === 0) return result;
    const [paid, refunded] = await Promise.all([
      db
        .select({ orderId: payments.orderId, amount: sql<string>`sum(${payments.amountCents})` })
        .from(payments)
        .where(and(inArray(payments.orderId, orderIds), eq(payments.status, 'paid'), eq(payments.purpose, 'order')))
        .groupBy(payments.orderId),
      db
        .select({ orderId: refunds.orderId, amount: sql<string>`sum(${refunds.amountCents})` })
        .from(refunds)
        .where(and(inArray(refunds.orderId, orderIds), inArray(refunds.state, ['sent', 'credited'])))
        .groupBy(refunds.orderId),
    ]);
    for (const id of orderIds) result.set(id, { paid: 0, refunded: 0 });
    for (const row of paid) result.get(row.orderId)!.paid = shillingsFromCents(Number(row.amount));
    for (const row of refunded) result.get(row.orderId)!.refunded = shillingsFromCents(Number(row.amount));
    return result;
  }

  return {
    /** Orders newest first, filtered by status, Nairobi days (inclusive), a shop in it, or its driver. */
    async list(filter: OrderListFilter): Promise<{ items: TAdminOrderRow[]; nextCursor: string | null }> {
      const withShop = filter.shop
        ? sql`EXISTS (SELECT 1 FROM ${subOrders} WHERE ${subOrders.orderId} = ${orders.id} AND ${subOrders.partnerId} = ${filter.shop})`
        : undefined;
      const rows = await db
        .select({
          id: orders.id,
          order: orders,
          customer: { id: users.id, names: users.names, phoneNumber: users.phoneNumber },
          driverName: sql<string>`coalesce(${drivers.fullName}, ${drivers.username})`,
          driverPhone: drivers.phoneNumber,
          cursorMicros: newest.micros,
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .leftJoin(drivers, eq(drivers.id, orders.assignedDriverId))
        .where(
          and(
            filter.status ? eq(orders.status, filter.status) : undefined,
            filter.from ? gte(orders.createdAt, kenyaDayBounds(filter.from).from) : undefined,
            filter.to ? lt(orders.createdAt, kenyaDayBounds(filter.to).to) : undefined,
            filter.driver ? eq(orders.assignedDriverId, filter.driver) : undefined,
            withShop,
            newest.after(filter.cursor),
          ),
        )
        .orderBy(...newest.orderBy)
        .limit(filter.limit + 1);

      const ids = rows.map((r) => r.id);
      const shops = ids.length
        ? await db
            .select({ orderId: subOrders.orderId, id: partners.id, businessName: partners.businessName, status: subOrders.status })
            .from(subOrders)
            .innerJoin(partners, eq(partners.id, subOrders.partnerId))
            .where(inArray(subOrders.orderId, ids))
            .orderBy(asc(subOrders.createdAt), asc(subOrders.id))
        : [];

      const money = await moneyOf(ids);
      return newest.page(rows, filter.limit, ({ order, customer, driverName, driverPhone }) => ({
        _id: order.id,
        orderId: order.orderId,
        status: order.status,
        total: shillingsFromCents(order.totalCents),
        deliveryFee: shillingsFromCents(order.deliveryFeeCents),
        discount: shillingsFromCents(order.discountCents),
        deliveryOption: order.deliveryOption,
        paymentMethod: order.paymentMethod,
        town: order.deliveryTown,
        customer: { _id: customer.id, name: customer.names, phoneNumber: customer.phoneNumber },
        driver: order.assignedDriverId ? { _id: order.assignedDriverId, name: driverName ?? '', phoneNumber: driverPhone ?? '' } : null,
        shops: shops.filter((s) => s.orderId === order.id).map((s) => ({ _id: s.id, businessName: s.businessName, status: s.status })),
        createdAt: order.createdAt.toISOString(),
        paid: money.get(order.id)?.paid ?? 0,
        refunded: money.get(order.id)?.refunded ?? 0,
      }));
    },

    /** Every M-Pesa attempt of the order, oldest first. */
    async paymentsOf(orderId: string): Promise<TAdminPayment[]> {
      const rows = await db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt), asc(payments.id));
      return rows.map((p) => ({
        _id: p.id,
        kind: p.kind,
        purpose: p.purpose,
        status: p.status,
        amount: shillingsFromCents(p.amountCents),
        phone: p.phone,
        reason: p.reason,
        resultDesc: p.resultDesc,
        receipt: p.receipt,
        createdAt: p.createdAt.toISOString(),
      }));
    },

    async refundsOf(orderId: string): Promise<TAdminRefund[]> {
      const rows = await db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt), asc(refunds.id));
      return rows.map((r) => ({
        _id: r.id,
        paymentId: r.paymentId,
        state: r.state,
        amount: shillingsFromCents(r.amountCents),
        reason: r.reason,
        failure: r.failure,
        transactionId: r.transactionId,
        createdAt: r.createdAt.toISOString(),
      }));
    },

    async driverOf(driverId: string) {
      const [row] = await db.select({ id: drivers.id, username: sql<string>`coalesce(${drivers.fullName}, ${drivers.username})`, phoneNumber: drivers.phoneNumber }).from(drivers).where(eq(drivers.id, driverId));
      return row ?? null;
    },
  };
}
export type AdminOrderRepository = ReturnType<typeof createAdminOrderRepository>;
