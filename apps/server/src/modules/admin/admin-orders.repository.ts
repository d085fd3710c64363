import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { TAdminOrderRow } from '@sokoni/domain/contracts/admin';
import { kenyaDayBounds } from '@sokoni/domain/kenya-day';
import type { Db } from '../../db/client.ts';
import { drivers, orders, partners, subOrders, users } from '../../db/schema/index.ts';
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

      return newest.page(rows, filter.limit, ({ order, customer, driverName, driverPhone }) => ({
        _id: order.id,
        orderId: order.orderId,
        status: order.status,
        total: order.total,
        deliveryFee: order.deliveryFee,
        discount: order.discount ?? 0,
        deliveryOption: order.deliveryOption,
        paymentMethod: order.paymentMethod,
        town: order.deliveryTown,
        customer: { _id: customer.id, name: customer.names, phoneNumber: customer.phoneNumber },
        driver: order.assignedDriverId ? { _id: order.assignedDriverId, name: driverName ?? '', phoneNumber: driverPhone ?? '' } : null,
        shops: shops.filter((s) => s.orderId === order.id).map((s) => ({ _id: s.id, businessName: s.businessName, status: s.status })),
        createdAt: order.createdAt.toISOString(),
      }));
    },

    async driverOf(driverId: string) {
      const [row] = await db.select({ id: drivers.id, username: sql<string>`coalesce(${drivers.fullName}, ${drivers.username})`, phoneNumber: drivers.phoneNumber }).from(drivers).where(eq(drivers.id, driverId));
      return row ?? null;
    },
  };
}
export type AdminOrderRepository = ReturnType<typeof createAdminOrderRepository>;
