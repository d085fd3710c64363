import { doublePrecision, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns.ts';

/** Core Web Vitals reported by real browsers, summarised (p75) on the admin overview. */
export const webVitals = pgTable(
  'web_vitals',
  {
    id: idColumn().primaryKey(),
    name: text('name', { enum: ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] }).notNull(),
    value: doublePrecision('value').notNull(),
    /** The route pattern, e.g. /store/:id, so pages group together. */
    page: text('page').notNull(),
    rating: text('rating'),
    createdAt: createdAt(),
  },
  (t) => [index('web_vitals_name_page_idx').on(t.name, t.page, t.createdAt)],
);
