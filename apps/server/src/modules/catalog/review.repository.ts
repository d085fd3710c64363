import { and, desc, eq, sql } from 'drizzle-orm';
import { RECEIVED_STATUSES } from '@sokoni/domain/order-statuses';
import type { DbOrTx } from '../../db/client.ts';
import { partners, products, reviews, users } from '../../db/schema/index.ts';
import { newId } from '../../db/ids.ts';
import { queryRows } from '../../db/sql-rows.ts';
import { storeIsVisibleAs } from './store-visibility.sql.ts';

export type ReviewTarget = 'partner' | 'product';

export interface ReviewRow {
  id: string;
  rating: number | null;
  comment: string | null;
  createdAt: Date;
  updatedAt: Date;
  username: string | null;
  names: string | null;
  verifiedPurchase: boolean;
}

interface RatingSummary {
  average: number;
  count: number;
}

/**
 * The reviewer received an order from the shop: the store itself, or the product's store. Computed
 * on read, so a review written before the delivery is marked once the order arrives.
 */
const verifiedPurchase = sql<boolean>`EXISTS (
  SELECT 1 FROM sub_orders so JOIN orders o ON o.id = so.order_id
  WHERE o.user_id = ${reviews.userId} AND so.status IN (${sql.join(RECEIVED_STATUSES.map((s) => sql`${s}`), sql`, `)})
    AND so.partner_id = CASE WHEN ${reviews.targetType} = 'partner' THEN ${reviews.targetId}
      ELSE (SELECT p.partner_id FROM products p WHERE p.id = ${reviews.targetId}) END
)`;

const reviewColumns = {
  id: reviews.id,
  rating: reviews.rating,
  comment: reviews.comment,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  username: users.username,
  names: users.names,
  verifiedPurchase: verifiedPurchase.as('verified_purchase'),
};

export function createReviewRepository(db: DbOrTx) {
  async function withReviewer(tx: DbOrTx, id: string): Promise<ReviewRow> {
    const [row] = await tx.select(reviewColumns).from(reviews).leftJoin(users, eq(users.id, reviews.userId)).where(eq(reviews.id, id));
    return row!;
  }

  return {
    /** Whether the store, or the product and its store, is public (not suspended). */
    async targetVisible(target: ReviewTarget, id: string, tx: DbOrTx = db): Promise<boolean> {
      const found =
        target === 'partner'
          ? await queryRows(tx, sql`SELECT 1 FROM partners WHERE id = ${id} AND ${storeIsVisibleAs('partners')}`)
          : await queryRows(tx, sql`SELECT 1 FROM products p JOIN partners s ON s.id = p.partner_id WHERE p.id = ${id} AND ${storeIsVisibleAs('s')}`);
      return found.length > 0;
    },

    /**
     * Locks the rated row for the rest of the transaction. Raters of one target then take turns,
     * so each recount sees every rating committed before it and the stored average never misses one.
     */
    async lockTarget(tx: DbOrTx, target: ReviewTarget, id: string): Promise<boolean> {
      const found =
        target === 'partner'
          ? await queryRows(tx, sql`SELECT id FROM partners WHERE id = ${id} AND ${storeIsVisibleAs('partners')} FOR NO KEY UPDATE`)
          : await queryRows(tx, sql`SELECT p.id FROM products p JOIN partners s ON s.id = p.partner_id
              WHERE p.id = ${id} AND ${storeIsVisibleAs('s')} FOR NO KEY UPDATE OF p`);
      return found.length > 0;
    },

    /**
     * One rating per user and target: a second one replaces the first (and its comment when one is
     * given). A first rating without a comment joins the reviewer's latest plain comment on the
     * target, so commenting and then rating make one review, as rating and then commenting do.
     * Callers hold the target's lock (lockTarget), so two ratings cannot both claim the comment.
     */
    async upsertRating(tx: DbOrTx, input: { target: ReviewTarget; targetId: string; userId: string; rating: number; comment?: string }) {
      const mine = and(eq(reviews.targetType, input.target), eq(reviews.targetId, input.targetId), eq(reviews.userId, input.userId));
      if (input.comment === undefined) {
        const [rated] = await tx.select({ id: reviews.id }).from(reviews).where(and(mine, sql`${reviews.rating} IS NOT NULL`));
        const [plain] = rated
          ? []
          : await tx.select({ id: reviews.id }).from(reviews).where(and(mine, sql`${reviews.rating} IS NULL`)).orderBy(desc(reviews.createdAt)).limit(1);
        if (plain) {
          await tx.update(reviews).set({ rating: input.rating, updatedAt: new Date() }).where(eq(reviews.id, plain.id));
          return withReviewer(tx, plain.id);
        }
      }
      const [row] = await tx
        .insert(reviews)
        .values({ id: newId(), targetType: input.target, targetId: input.targetId, userId: input.userId, rating: input.rating, comment: input.comment ?? null })
        .onConflictDoUpdate({
          target: [reviews.targetType, reviews.targetId, reviews.userId],
          targetWhere: sql`${reviews.rating} IS NOT NULL`,
          set: {
            rating: input.rating,
            comment: input.comment === undefined ? sql`${reviews.comment}` : input.comment,
            updatedAt: new Date(),
          },
        })
        .returning({ id: reviews.id });
      return withReviewer(tx, row!.id);
    },

    async insertComment(tx: DbOrTx, input: { target: ReviewTarget; targetId: string; userId: string; comment: string }) {
      const id = newId();
      await tx.insert(reviews).values({ id, targetType: input.target, targetId: input.targetId, userId: input.userId, comment: input.comment });
      return withReviewer(tx, id);
    },

    /** Stores the mean and number of the target's current ratings, recounted in one statement. */
    async recount(tx: DbOrTx, target: ReviewTarget, id: string): Promise<RatingSummary> {
      const table = target === 'partner' ? partners : products;
      const [row] = await tx
        .update(table)
        .set({
          ratingAverage: sql`(SELECT coalesce(round(avg(r.rating), 2), 0) FROM reviews r
            WHERE r.target_type = ${target} AND r.target_id = ${id} AND r.rating IS NOT NULL)`,
          ratingCount: sql`(SELECT count(*) FROM reviews r
            WHERE r.target_type = ${target} AND r.target_id = ${id} AND r.rating IS NOT NULL)`,
        })
        .where(eq(table.id, id))
        .returning({ average: table.ratingAverage, count: table.ratingCount });
      return row!;
    },

    /** 'Ordered here' first, then newest first; reviewers who deleted their account show as anonymous. */
    listForTarget(target: ReviewTarget, id: string, limit: number): Promise<ReviewRow[]> {
      return db
        .select(reviewColumns)
        .from(reviews)
        .leftJoin(users, eq(users.id, reviews.userId))
        .where(and(eq(reviews.targetType, target), eq(reviews.targetId, id)))
        .orderBy(desc(verifiedPurchase), desc(reviews.createdAt), desc(reviews.id))
        .limit(limit);
    },

    transaction: <T>(run: (tx: DbOrTx) => Promise<T>) => db.transaction(run),
  };
}
export type ReviewRepository = ReturnType<typeof createReviewRepository>;
