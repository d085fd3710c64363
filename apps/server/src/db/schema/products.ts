import { boolean, check, index, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { cents, createdAt, idColumn, updatedAt } from './columns.ts';
import { partners } from './partners.ts';
import type { OptionGroup } from '@sokoni/domain/product-options';

export const products = pgTable(
  'products',
  {
    id: idColumn().primaryKey(),
    partnerId: idColumn('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceCents: cents('price_cents').notNull(),
    /** Used instead of price when above zero. */
    discountedPriceCents: cents('discounted_price_cents').notNull().default(0),
    brand: text('brand').notNull(),
    category: text('category').notNull(),
    subCategory: text('sub_category'),
    /** Pack size shown with the unit, e.g. 500 grams. */
    quantity: numeric('quantity', { precision: 10, scale: 2, mode: 'number' }).notNull().default(1),
    unit: text('unit').notNull().default('pcs'),
    /** Units in stock; never negative (checked constraint in the migration). */
    inventory: integer('inventory').notNull().default(0),
    /** The most one order may take of this product, set by its shop; null means only the platform's line limit. */
    maxPerOrder: integer('max_per_order'),
    /** Marked sold out by its shop; the stock count stays as it is. */
    soldOut: boolean('sold_out').notNull().default(false),
    /** When a sold-out mark ends by itself (end of the day); null keeps it until turned back on. */
    soldOutUntil: timestamp('sold_out_until', { withTimezone: true, mode: 'date' }),
    description: text('description').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** Option groups (sizes, extras, weights), read and written with the product (decision 038); [] without. */
    options: jsonb('options').$type<OptionGroup[]>().notNull().default([]),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    primaryImage: text('primary_image'),
    ratingAverage: numeric('rating_average', { precision: 4, scale: 2, mode: 'number' }).notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_max_per_order_check', sql`${t.maxPerOrder} IS NULL OR ${t.maxPerOrder} >= 1`),
    index('products_partner_idx').on(t.partnerId, t.createdAt, t.id),
    index('products_created_idx').on(t.createdAt, t.id),
    index('products_category_idx').on(sql`lower(${t.category})`),
    index('products_sub_category_idx').on(sql`lower(${t.subCategory})`),
    // A category or subcategory newest first (the chips on /menu, in the default order), read in
    // order from the cursor on: a subcategory holds a few percent of the catalogue, and walking the
    // date index alone, or sorting every match, read thousands of rows a page at 100,000 products.
    // The single-column indexes above stay: counting a category's products is cheaper on them.
    index('products_category_created_idx').on(sql`lower(${t.category})`, t.createdAt, t.id),
    index('products_sub_category_created_idx').on(sql`lower(${t.subCategory})`, t.createdAt, t.id),
    index('products_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    // Keyset orders of the catalogue: (sort keys..., id), see modules/catalog/pagination.ts.
    // partner_id and name ride along so search walks best-rated matches without reading rows.
    index('products_rating_idx').on(t.ratingAverage, t.ratingCount, t.id, t.partnerId, t.name),
    // Names starting with a text (LIKE 'abc%' in any collation), in byte order then id, so search
    // reads the first few in its order without sorting every name that shares the prefix.
    index('products_name_prefix_idx').on(sql`lower(${t.name}) text_pattern_ops`, t.id),
    // The price customers pay; written exactly as the catalogue queries it (product-columns.ts).
    index('products_effective_price_idx').on(
      sql`(CASE WHEN ${t.discountedPriceCents} > 0 THEN ${t.discountedPriceCents} ELSE ${t.priceCents} END)`,
      t.id,
    ),
    // A category sorted by price (category chips with a price sort): prices differ by category,
    // so walking the price index alone would skip thousands of other categories' products.
    index('products_category_price_idx').on(
      sql`lower(${t.category})`,
      sql`(CASE WHEN ${t.discountedPriceCents} > 0 THEN ${t.discountedPriceCents} ELSE ${t.priceCents} END)`,
      t.id,
    ),
    // The same for a subcategory, a few percent of the catalogue: the price index alone walked
    // thousands of other products a page at 100,000 products.
    index('products_sub_category_price_idx').on(
      sql`lower(${t.subCategory})`,
      sql`(CASE WHEN ${t.discountedPriceCents} > 0 THEN ${t.discountedPriceCents} ELSE ${t.priceCents} END)`,
      t.id,
    ),
  ],
);

/**
 * Every word (3+ letters or digits, lower case) that has appeared in a product name, filled by
 * database triggers on products (see the migration). Search corrects a misspelt word against this
 * short list ('piza' -> 'pizza') instead of comparing it with every product name. Words are never
 * removed: a word whose products are gone simply finds nothing.
 */
export const productWords = pgTable(
  'product_words',
  {
    word: text('word').primaryKey(),
    // How many products' names hold the word, kept by the same triggers: search walks the best
    // rated names only for text this count says is common (search.repository.ts, decision 041).
    products: integer('products').notNull().default(0),
  },
  (t) => [index('product_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);
