import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { isObjectId } from '@sokoni/domain/ids';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { drivers, orderItems, orders, products, riderRatings, riderTips } from '../../db/schema/index.ts';

export interface AfterDeliveryOrder {
  id: string;
  orderNumber: string;
  userId: string;
  status: string;
  deliveryOption: 'platform' | 'own';
  assignedDriverId: string | null;
  deliveredAt: Date | null;
  /** The checkout tip, cents (0 for none). */
  tipCents: number;
}

const byIdOrNumber = (value: string) => (isObjectId(value) ? eq(orders.id, value.toLowerCase()) : eq(orders.orderId, value));

/** Queries for what happens after a delivery: tips added later, rider ratings, an old order's lines. */
export function createAfterDeliveryRepository(db: Db) {
  return {
    async order(idOrNumber: string): Promise<AfterDeliveryOrder | null> {
      const [row] = await db
        .select({
          id: orders.id,
          orderNumber: orders.orderId,
          userId: orders.userId,
          status: orders.status,
          deliveryOption: orders.deliveryOption,
          assignedDriverId: orders.assignedDriverId,
          deliveredAt: orders.deliveredAt,
          tipCents: orders.tipCents,
        })
        .from(orders)
        .where(byIdOrNumber(idOrNumber));
      return row ?? null;
    },

    async pastLines(orderId: string) {
      return db
        .select({ productId: orderItems.productId, name: orderItems.name, quantity: orderItems.quantity, priceCents: orderItems.priceCents, choices: orderItems.choices })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.id));
    },

    /** What the cart shows of a product beside its price: picture and unit. */
    async productLooks(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: products.id, primaryImage: products.primaryImage, images: products.images, unit: products.unit })
        .from(products)
        .where(inArray(products.id, [...ids]));
    },

    async insertTip(row: { orderId: string; driverId: string; userId: string; amountCents: number; method: 'cash' | 'mpesa' }) {
      const [inserted] = await db
        .insert(riderTips)
        .values({ id: newId(), ...row, status: row.method === 'cash' ? 'Promised' : 'Awaiting' })
        .returning();
      return inserted!;
    },

    /** Another go at a tip whose M-Pesa prompt failed: null when the order's tip is not a failed one. */
    async retryFailedTip(orderId: string, change: { amountCents: number; method: 'cash' | 'mpesa' }) {
      const [row] = await db
        .update(riderTips)
        .set({ ...change, status: change.method === 'cash' ? 'Promised' : 'Awaiting', paymentId: null, createdAt: new Date() })
        .where(and(eq(riderTips.orderId, orderId), eq(riderTips.status, 'Failed')))
        .returning();
      return row ?? null;
    },

    async tipOf(orderId: string) {
      const [row] = await db.select().from(riderTips).where(eq(riderTips.orderId, orderId));
      return row ?? null;
    },

    async insertRating(row: { orderId: string; driverId: string; userId: string; rating: number; tags: string[]; comment: string | null }) {
      const [inserted] = await db.insert(riderRatings).values({ id: newId(), ...row }).returning();
      return inserted!;
    },

    async ratingSummary(driverId: string, recent: number) {
      const [totals] = await db
        .select({ count: sql<number>`count(*)`.mapWith(Number), sum: sql<number>`coalesce(sum(${riderRatings.rating}), 0)`.mapWith(Number) })
        .from(riderRatings)
        .where(eq(riderRatings.driverId, driverId));
      const rows = await db
        .select({ id: riderRatings.id, rating: riderRatings.rating, tags: riderRatings.tags, comment: riderRatings.comment, createdAt: riderRatings.createdAt })
        .from(riderRatings)
        .where(eq(riderRatings.driverId, driverId))
        .orderBy(desc(riderRatings.createdAt), desc(riderRatings.id))
        .limit(recent);
      return { count: totals?.count ?? 0, sum: totals?.sum ?? 0, rows };
    },

    /** Every rider with their ratings' count, sum and low ones (1-2 stars), and their latest comment. */
    async ridersWithRatings() {
      return db
        .select({
          id: drivers.id,
          username: drivers.username,
          phoneNumber: drivers.phoneNumber,
          suspended: drivers.suspended,
          count: sql<number>`(SELECT count(*) FROM rider_ratings r WHERE r.driver_id = drivers.id)`.mapWith(Number),
          sum: sql<number>`(SELECT coalesce(sum(r.rating), 0) FROM rider_ratings r WHERE r.driver_id = drivers.id)`.mapWith(Number),
          low: sql<number>`(SELECT count(*) FROM rider_ratings r WHERE r.driver_id = drivers.id AND r.rating <= 2)`.mapWith(Number),
          lastComment: sql<string | null>`(SELECT r.comment FROM rider_ratings r WHERE r.driver_id = drivers.id AND r.comment IS NOT NULL ORDER BY r.created_at DESC LIMIT 1)`,
        })
        .from(drivers)
        .where(eq(drivers.verificationStatus, 'Approved'));
    },
  };
}
export type AfterDeliveryRepository = ReturnType<typeof createAfterDeliveryRepository>;
