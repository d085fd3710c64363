import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { isObjectId } from '@sokoni/domain/ids';
import type { DbOrTx } from '../../db/client.ts';
import { orderItems, orders, partners, promoCodes, promoUses, riderRatings, riderTips, subOrders, users } from '../../db/schema/index.ts';
import type { OrderItemRow, OrderRow, SubOrderRow } from './orders.repository.ts';
import { readStatusHistory, type StatusHistoryView } from './status-history.reads.ts';

interface OrderShop {
  id: string;
  businessName: string;
  location: string;
  town: string;
  /** For the order's driver: Call and WhatsApp the shop (read by this repository; other writers may leave it out). */
  contactNumber?: string;
  /** The street address the shop wrote in its profile ('Argwings Kodhek Road, near Yaya Centre'), for its riders. */
  address?: string | null;
  /** How long the shop takes to prepare an order, for the customer's arrival estimate (read by this repository). */
  prepMinutes?: number;
}
export interface OrderCustomer {
  id: string;
  names: string;
  username: string;
  phoneNumber: string;
}
export interface SubOrderWithShop extends SubOrderRow {
  shop: OrderShop;
}
/** An order with everything its pages show: customer, sub-orders with their shops, items. */
export interface OrderAggregate {
  order: OrderRow;
  user: OrderCustomer;
  subOrders: SubOrderWithShop[];
  items: OrderItemRow[];
  /** A tip added after delivery and the customer's rating of the rider (read by this repository; other writers may leave them out). */
  riderTip?: typeof riderTips.$inferSelect | null;
  riderRating?: typeof riderRatings.$inferSelect | null;
  /** The promo code's shop (null for an every-shop code), for the discount as it applies now (read by this repository). */
  promo?: { partnerId: string | null; fundedBy: 'platform' | 'shop' } | null;
}

/** A path id is either the 24-hex _id or the public order number. */
const byIdOrNumber = (value: string) => (isObjectId(value) ? eq(orders.id, value.toLowerCase()) : eq(orders.orderId, value));

const customerColumns = { id: users.id, names: users.names, username: users.username, phoneNumber: users.phoneNumber };
const shopColumns = { id: partners.id, businessName: partners.businessName, location: partners.location, town: partners.town, contactNumber: partners.contactNumber, address: partners.address, prepMinutes: partners.prepMinutes };

export function createOrderReadRepository(db: DbOrTx) {
  async function assemble(rows: { order: OrderRow; user: OrderCustomer }[]): Promise<OrderAggregate[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.order.id);
    const withPromo = rows.filter((r) => r.order.promoCode).map((r) => r.order.id);
    const [subs, items, tips, ratings, promos] = await Promise.all([
      db
        .select({ sub: subOrders, shop: shopColumns })
        .from(subOrders)
        .innerJoin(partners, eq(partners.id, subOrders.partnerId))
        .where(inArray(subOrders.orderId, ids))
        .orderBy(asc(subOrders.createdAt), asc(subOrders.id)),
      db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)),
      db.select().from(riderTips).where(inArray(riderTips.orderId, ids)),
      db.select().from(riderRatings).where(inArray(riderRatings.orderId, ids)),
      withPromo.length === 0
        ? Promise.resolve([])
        : db
            .select({ orderId: promoUses.orderId, partnerId: promoCodes.partnerId, fundedBy: promoCodes.fundedBy })
            .from(promoUses)
            .innerJoin(promoCodes, eq(promoCodes.id, promoUses.promoId))
            .where(inArray(promoUses.orderId, withPromo)),
    ]);
    return rows.map(({ order, user }) => ({
      order,
      user,
      subOrders: subs.filter((s) => s.sub.orderId === order.id).map((s) => ({ ...s.sub, shop: s.shop })),
      items: items.filter((i) => i.orderId === order.id),
      riderTip: tips.find((t) => t.orderId === order.id) ?? null,
      riderRating: ratings.find((r) => r.orderId === order.id) ?? null,
      promo: promos.find((p) => p.orderId === order.id) ?? null,
    }));
  }

  const selectOrders = () => db.select({ order: orders, user: customerColumns }).from(orders).innerJoin(users, eq(users.id, orders.userId));

  return {
    /** By the public order number (SKN-…) or the 24-hex id. */
    async findByIdOrNumber(idOrNumber: string): Promise<OrderAggregate | null> {
      const rows = await selectOrders().where(byIdOrNumber(idOrNumber));
      return (await assemble(rows))[0] ?? null;
    },
    async findById(id: string): Promise<OrderAggregate | null> {
      const rows = await selectOrders().where(eq(orders.id, id));
      return (await assemble(rows))[0] ?? null;
    },
    async findByIdempotencyKey(userId: string, key: string): Promise<OrderAggregate | null> {
      const rows = await selectOrders().where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
      return (await assemble(rows))[0] ?? null;
    },
    /** The customer's orders, newest first. */
    async listForUser(userId: string, limit: number): Promise<OrderAggregate[]> {
      const rows = await selectOrders().where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit);
      return assemble(rows);
    },
    /** Orders matching a condition, newest first: other modules' lists (a driver's orders) reuse the assembly. */
    async listWhere(where: SQL | undefined, limit: number): Promise<OrderAggregate[]> {
      const rows = await selectOrders().where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit);
      return assemble(rows);
    },
    async findSubOrder(id: string): Promise<SubOrderRow | null> {
      const [row] = await db.select().from(subOrders).where(eq(subOrders.id, id));
      return row ?? null;
    },
    /** The order's recorded status changes, oldest first, with shop and actor names. */
    statusHistory(orderId: string): Promise<StatusHistoryView[]> {
      return readStatusHistory(db, orderId);
    },
    /** Status only, for the pollers: no items, no joins beyond the sub-orders. */
    async statusOf(idOrNumber: string) {
      const [order] = await db
        .select({ id: orders.id, orderId: orders.orderId, status: orders.status, userId: orders.userId, assignedDriverId: orders.assignedDriverId })
        .from(orders)
        .where(byIdOrNumber(idOrNumber));
      if (!order) return null;
      const subs = await db
        .select({ id: subOrders.id, status: subOrders.status, partnerId: subOrders.partnerId })
        .from(subOrders)
        .where(eq(subOrders.orderId, order.id))
        .orderBy(asc(subOrders.createdAt), asc(subOrders.id));
      return { ...order, subOrders: subs };
    },
  };
}
export type OrderReadRepository = ReturnType<typeof createOrderReadRepository>;
