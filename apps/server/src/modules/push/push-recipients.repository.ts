import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dispatchOffers, driverPresence, drivers, jobs, orderProblems, orders, partners, payouts, subOrders, users } from '../../db/schema/index.ts';
import { ANSWER_DEADLINE } from '../orders/order-jobs.ts';

/** What the messages say and whom they reach, read when a message job runs so it says what is true then. */
export function createPushRecipientRepository(db: Db) {
  return {
    async subOrder(subOrderId: string) {
      const [row] = await db
        .select({
          id: subOrders.id,
          orderId: subOrders.orderId,
          status: subOrders.status,
          amountCents: subOrders.totalCents,
          partnerId: subOrders.partnerId,
          shopName: partners.businessName,
          shopLanguage: partners.language,
          orderNumber: orders.orderId,
        })
        .from(subOrders)
        .innerJoin(partners, eq(partners.id, subOrders.partnerId))
        .innerJoin(orders, eq(orders.id, subOrders.orderId))
        .where(eq(subOrders.id, subOrderId));
      return row ?? null;
    },

    async order(orderId: string) {
      const [row] = await db
        .select({
          id: orders.id,
          orderNumber: orders.orderId,
          status: orders.status,
          deliveryOption: orders.deliveryOption,
          userId: orders.userId,
          customerLanguage: users.language,
          driverId: orders.assignedDriverId,
          driverLanguage: drivers.language,
          // Customers know their rider by the full name given at sign-up, when there is one.
          driverName: sql<string | null>`coalesce(${drivers.fullName}, ${drivers.username})`,
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .leftJoin(drivers, eq(drivers.id, orders.assignedDriverId))
        .where(eq(orders.id, orderId));
      if (!row) return null;
      const shops = await db
        .select({ id: subOrders.id, name: partners.businessName, status: subOrders.status })
        .from(subOrders)
        .innerJoin(partners, eq(partners.id, subOrders.partnerId))
        .where(eq(subOrders.orderId, orderId));
      return { ...row, shops };
    },

    /** When the shop's part declines by itself unless answered (its deadline job), or null once it cannot any more. */
    async answerDueAt(subOrderId: string): Promise<Date | null> {
      const [row] = await db
        .select({ dueAt: jobs.dueAt })
        .from(jobs)
        .where(and(eq(jobs.kind, ANSWER_DEADLINE), eq(jobs.key, subOrderId), eq(jobs.state, 'pending')));
      return row?.dueAt ?? null;
    },

    /** The order's dispatch offer: who heard first and since when. */
    async offer(orderId: string) {
      const [row] = await db
        .select({ driverIds: dispatchOffers.driverIds, openedAt: dispatchOffers.openedAt, widenedAt: dispatchOffers.widenedAt })
        .from(dispatchOffers)
        .where(eq(dispatchOffers.orderId, orderId));
      return row ?? null;
    },

    /** Approved riders who switched Online: a wide offer reaches them, not every rider ever approved. */
    async onlineRiders(ids?: readonly string[]) {
      return db
        .select({ id: drivers.id, language: drivers.language })
        .from(drivers)
        .innerJoin(driverPresence, eq(driverPresence.driverId, drivers.id))
        .where(and(eq(driverPresence.online, true), eq(drivers.verificationStatus, 'Approved'), eq(drivers.suspended, false), ids ? inArray(drivers.id, [...ids]) : undefined));
    },

    admins() {
      return db
        .select({ id: partners.id, language: partners.language })
        .from(partners)
        .where(and(eq(partners.role, 'admin'), eq(partners.suspended, false)));
    },

    async problem(problemId: string) {
      const [row] = await db
        .select({ id: orderProblems.id, status: orderProblems.status, orderId: orderProblems.orderId, userId: orderProblems.userId, customerLanguage: users.language, orderNumber: orders.orderId })
        .from(orderProblems)
        .innerJoin(orders, eq(orders.id, orderProblems.orderId))
        .innerJoin(users, eq(users.id, orderProblems.userId))
        .where(eq(orderProblems.id, problemId));
      return row ?? null;
    },

    async payout(payoutId: string) {
      const [row] = await db
        .select({
          id: payouts.id,
          status: payouts.status,
          amountCents: payouts.amountCents,
          name: sql<string>`coalesce(${partners.businessName}, ${drivers.fullName}, ${drivers.username}, '')`,
        })
        .from(payouts)
        .leftJoin(partners, and(eq(payouts.accountKind, 'partner'), eq(partners.id, payouts.accountId)))
        .leftJoin(drivers, and(eq(payouts.accountKind, 'driver'), eq(drivers.id, payouts.accountId)))
        .where(eq(payouts.id, payoutId));
      return row ?? null;
    },
  };
}
export type PushRecipientRepository = ReturnType<typeof createPushRecipientRepository>;
