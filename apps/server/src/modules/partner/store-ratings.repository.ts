import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { TStoreRatingEntry } from '@sokoni/domain/contracts/partner';
import type { DbOrTx } from '../../db/client.ts';
import { reviews } from '../../db/schema/index.ts';

/**
 * The ratings of stores in the light form a store answer carries (`ratings.reviews`): one
 * `{ rating }` per rating, so clients that count `ratings.reviews.length` show the right number
 * while the landing answer stays small. The database answers at most five rows per store (one
 * per star value); the entries are spread out here.
 */
export function createStoreRatingsRepository(db: DbOrTx) {
  return {
    async entriesOf(partnerIds: string[]): Promise<Map<string, TStoreRatingEntry[]>> {
      const byStore = new Map<string, TStoreRatingEntry[]>();
      if (partnerIds.length === 0) return byStore;
      const rows = await db
        .select({ partnerId: reviews.targetId, rating: reviews.rating, times: count() })
        .from(reviews)
        .where(and(eq(reviews.targetType, 'partner'), inArray(reviews.targetId, partnerIds), isNotNull(reviews.rating)))
        .groupBy(reviews.targetId, reviews.rating)
        .orderBy(reviews.targetId, reviews.rating);
      for (const row of rows) {
        const entries = byStore.get(row.partnerId) ?? [];
        for (let i = 0; i < row.times; i++) entries.push({ rating: row.rating! });
        byStore.set(row.partnerId, entries);
      }
      return byStore;
    },
  };
}
export type StoreRatingsRepository = ReturnType<typeof createStoreRatingsRepository>;
