import { sql, type SQL } from 'drizzle-orm';
import { products } from '../../db/schema/index.ts';
import { keysetAfter, type KeysetOrder, type PageWindow } from './pagination.ts';
import { effectivePriceCents } from './product-columns.ts';
import { likePatterns } from './text-match.ts';

/** Which products a list keeps; every field is optional and they all must hold. */
export interface ProductFilter {
  partnerId?: string;
  category?: string;
  subcategory?: string;
  /** For each entry, the name must contain (any case) one of its texts: ['kuku', 'chicken']. */
  names?: (readonly string[])[];
  minPriceCents?: number;
  maxPriceCents?: number;
  discountedOnly?: boolean;
  minRating?: number;
  ratedOnly?: boolean;
  /** Only products of these stores (the ones delivering to a place). */
  storeIds?: string[];
  /** No products of these stores. */
  exceptStoreIds?: string[];
}

/**
 * A filter as SQL with placeholders (values in `values`), and its shape: the same shape always
 * gives the same SQL text, so one prepared statement serves every filter of that shape.
 */
export interface BoundFilter {
  where: SQL | undefined;
  values: Record<string, unknown>;
  shape: string;
}

/**
 * `unseen`: for a statement that keeps one plan for every value (product.repository.ts
 * `planKept`), each value (but the delivering stores') is read through a one-row subquery,
 * `(SELECT $1::text)`, as the cursor's are (bindKeysetAfter): no plan, custom or generic, sees
 * it, so PostgreSQL's first custom plans cost what its generic plan costs and it settles on that
 * plan. Seeing 'Pizza' or a minimum rating, the custom plans looked cheaper than the generic one
 * (153 against 215), and PostgreSQL planned such a page at every call (0.2 ms) for the same plan.
 */
export function bindFilter(f: ProductFilter, unseen = false): BoundFilter {
  const parts: SQL[] = [];
  const values: Record<string, unknown> = {};
  const shape: string[] = [];
  // `type` null: the value stays seen (the stores delivering to a place: how many there are decides
  // between walking the date index and sorting those stores' products).
  const add = (name: string, value: unknown, condition: (p: SQL) => SQL, type: string | null) => {
    values[name] = value;
    shape.push(name);
    const placeholder = sql.placeholder(name) as unknown as SQL;
    parts.push(condition(unseen && type ? sql`(SELECT ${placeholder}::${sql.raw(type)})` : placeholder));
  };
  const fixed = (name: string, condition: SQL) => {
    shape.push(name);
    parts.push(condition);
  };
  if (f.partnerId) add('partnerId', f.partnerId, (p) => sql`${products.partnerId} = ${p}`, 'char(24)');
  if (f.category) add('category', f.category, (p) => sql`lower(${products.category}) = lower(${p})`, 'text');
  if (f.subcategory) add('subcategory', f.subcategory, (p) => sql`lower(${products.subCategory}) = lower(${p})`, 'text');
  // Unseen, the two bounds of a range are written as row comparisons on the price index's
  // (price, id): PostgreSQL guesses 0.5% of the rows for an unseen range (then sorted 5,000 rows
  // of a 500-5,000 shilling page, 2.7 ms), and a third for each row comparison, which keeps the
  // walk down the index. Every id is above '' (24 spaces), so the comparisons mean the bounds.
  const priceAtLeast = unseen ? (p: SQL) => sql`(${effectivePriceCents}, ${products.id}) >= (${p}, ''::char(24))` : (p: SQL) => sql`${effectivePriceCents} >= ${p}`;
  const priceAtMost = unseen ? (p: SQL) => sql`(${effectivePriceCents}, ${products.id}) < (${p} + 1, ''::char(24))` : (p: SQL) => sql`${effectivePriceCents} <= ${p}`;
  if (f.minPriceCents !== undefined) add('minPriceCents', f.minPriceCents, priceAtLeast, 'bigint');
  if (f.maxPriceCents !== undefined) add('maxPriceCents', f.maxPriceCents, priceAtMost, 'bigint');
  if (f.discountedOnly) fixed('discounted', sql`${products.discountedPriceCents} > 0`);
  if (f.minRating) add('minRating', f.minRating, (p) => sql`${products.ratingAverage} >= ${p}`, 'numeric');
  if (f.ratedOnly) fixed('rated', sql`${products.ratingCount} > 0`);
  if (f.storeIds) {
    if (f.storeIds.length) add('storeIds', f.storeIds, (p) => sql`${products.partnerId} = ANY(${p}::char(24)[])`, null);
    else fixed('noStores', sql`false`);
  }
  if (f.exceptStoreIds?.length) add('exceptStoreIds', f.exceptStoreIds, (p) => sql`${products.partnerId} <> ALL(${p}::char(24)[])`, null);
  (f.names ?? []).forEach((texts, i) => {
    // Same conditions as nameConditions(...).contains, with the patterns bound.
    const shapes: string[] = [];
    const any = texts.map((text, j) => {
      const patterns = likePatterns(text);
      shapes.push(String(patterns.length));
      const likes = patterns.map((pattern, k) => {
        values[`name${i}_${j}_${k}`] = pattern;
        return sql`lower(${products.name}) LIKE lower(${sql.placeholder(`name${i}_${j}_${k}`)}) ESCAPE '\\'`;
      });
      return likes.length === 1 ? likes[0]! : sql`(${sql.join(likes, sql` OR `)})`;
    });
    fixed(`name${i}:${shapes.join('/')}`, any.length === 1 ? any[0]! : sql`(${sql.join(any, sql` OR `)})`);
  });
  return { where: parts.length ? sql.join(parts, sql` AND `) : undefined, values, shape: shape.join(',') };
}

/**
 * keysetAfter with placeholders: `(keys, id) < ((SELECT $after0), …)`. Each value is read by a
 * one-row subquery, so no plan sees it: with the cursor's own value, PostgreSQL judged every next
 * page a different case from the kept plan and planned it afresh (half the statement's cost),
 * where the plan it keeps for the first page (the order's index, started at the cursor) serves
 * every page. The index still starts reading at the cursor.
 */
export function bindKeysetAfter<R>(order: KeysetOrder<R>, after: PageWindow['after'], values: Record<string, unknown>): SQL | undefined {
  return keysetAfter(order, after, ({ text, cast }, i) => {
    values[`after${i}`] = text;
    return sql`(SELECT ${sql.placeholder(`after${i}`)}::${sql.raw(cast)})`;
  });
}
