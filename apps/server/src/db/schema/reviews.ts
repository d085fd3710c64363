import { index, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, idColumn, updatedAt } from './columns.ts';
import { users } from './users.ts';

/**
 * Ratings and comments on a store or a product. A user has at most one rating per target
 * (rating again replaces it); plain comments (rating null) may be many.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: idColumn().primaryKey(),
    targetType: text('target_type', { enum: ['partner', 'product'] }).notNull(),
    targetId: idColumn('target_id').notNull(),
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating'),
    comment: text('comment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reviews_target_idx').on(t.targetType, t.targetId, t.createdAt),
    uniqueIndex('reviews_one_rating_idx')
      .on(t.targetType, t.targetId, t.userId)
      .where(sql`${t.rating} IS NOT NULL`),
  ],
);
