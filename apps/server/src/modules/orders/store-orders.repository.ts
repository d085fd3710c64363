import { and, desc, eq, gte, inArray, lt, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { CANCELLED } from '@sokoni/domain/order-status';
import { AWAITING_PAYMENT, EXPIRED, RECEIVED_STATUSES } from '@sokoni/domain/order-statuses';
import type { DbOrTx } from '../../db/client.ts';
import { jobs, orderItems, orders, partners, subOrders, users } from '../../db/schema/index.ts';
import { ANSWER_DEADLINE } from './order-jobs.ts';
import type { OrderAggregate, SubOrderWithShop } from './order-reads.repository.ts';

/** One store's sub-order with just enough of its order for the sub-order DTO (no other shop's items). */
export interface StoreSubOrder {
  sub: SubOrderWithShop;
  aggregate: OrderAggregate;
}

export interface DayRange {
  from: Date;
  to: Date;
}

const shopColumns = { id: partners.id, businessName: partners.businessName, location: partners.location, town: partners.town };
const customerColumns = { id: users.id, names: users.names, username: users.username, phoneNumber: users.phoneNumber };

/** A store's sales: its live sub-orders in orders the customer confirmed, optionally delivered within a day. */
function salesOf(partnerId: string, day: DayRange | null): SQL {
  return and(
    eq(subOrders.partnerId, partnerId),
    // Handed over is sold: a PIN delivery completes the order without the customer confirming again.
    inArray(orders.status, [...RECEIVED_STATUSES]),
    ne(subOrders.status, CANCELLED),
    day ? gte(subOrders.deliveredAt, day.from) : undefined,
    day ? lt(subOrders.deliveredAt, day.to) : undefined,
  )!;
}

export function createStoreOrderRepository(db: DbOrTx) {
  /** When each of these new parts is declined unless its shop answers: the due time of its answer job. */
  async function answerDeadlines(subOrderIds: string[]): Promise<Map<string, Date>> {
    if (subOrderIds.length === 0) return new Map();
    const rows = await db
      .select({ key: jobs.key, dueAt: jobs.dueAt })
      .from(jobs)
      .where(and(eq(jobs.kind, ANSWER_DEADLINE), eq(jobs.state, 'pending'), inArray(jobs.key, subOrderIds)));
    return new Map(rows.flatMap((r) => (r.key ? [[r.key, r.dueAt] as const] : [])));
  }


  async function select(where: SQL, orderBy: SQL[], limit: number): Promise<StoreSubOrder[]> {
    const rows = await db
      .select({ sub: subOrders, shop: shopColumns, order: orders, user: customerColumns })
      .from(subOrders)
      .innerJoin(partners, eq(partners.id, subOrders.partnerId))
      .innerJoin(orders, eq(orders.id, subOrders.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(...orderBy)
      .limit(limit);
    if (rows.length === 0) return [];
    const items = await db
      .select()
      .from(orderItems)
      .where(
        inArray(
          orderItems.subOrderId,
          rows.map((r) => r.sub.id),
        ),
      )
      .orderBy(orderItems.id);
    return rows.map(({ sub, shop, order, user }) => {
      const withShop = { ...sub, shop };
      return { sub: withShop, aggregate: { order, user, subOrders: [withShop], items: items.filter((i) => i.subOrderId === sub.id) } };
    });
  }

  return {
    answerDeadlines,
    /** The store's sub-orders, newest first; an order paid ahead reaches its stores only once paid. */
    listForPartner(partnerId: string, limit: number): Promise<StoreSubOrder[]> {
      return select(and(eq(subOrders.partnerId, partnerId), notInArray(orders.status, [AWAITING_PAYMENT, EXPIRED]))!, [desc(subOrders.createdAt), desc(subOrders.id)], limit);
    },
    /** Sales, latest delivery first. */
    salesForPartner(partnerId: string, day: DayRange | null, limit: number): Promise<StoreSubOrder[]> {
      return select(salesOf(partnerId, day), [desc(subOrders.deliveredAt), desc(subOrders.id)], limit);
    },
    /** Totals over every matching sale, however many the list shows. */
    async salesTotals(partnerId: string, day: DayRange | null): Promise<{ count: number; amountCents: number }> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int`, amountCents: sql<string>`coalesce(sum(${subOrders.totalCents}), 0)` })
        .from(subOrders)
        .innerJoin(orders, eq(orders.id, subOrders.orderId))
        .where(salesOf(partnerId, day));
      return { count: row?.count ?? 0, amountCents: Number(row?.amountCents ?? 0) };
    },
  };
}
export type StoreOrderRepository = ReturnType<typeof createStoreOrderRepository>;
