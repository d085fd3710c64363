import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers/test-database.ts';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { keysetAfter, keysetOrderBy } from './pagination.ts';
import { productOrder } from './product-order.ts';

/**
 * The catalogue's lists are only fast while an index serves their filter and order together,
 * from the cursor on. Price filters and sorts need the price indexes built on the very expression
 * the catalogue queries (product-columns.ts) and the cursor compared with the key's own type:
 * migration 0033 rebuilt the indexes that 0029's change to cents had left on a numeric cast. A
 * category or subcategory newest first needs migration 0035's indexes, a subcategory by price 0036's. With sequential scans and
 * sorts priced out, a plan that still sorts means no index fits.
 */
let database: Database;

async function plan(query: SQL): Promise<string> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    await tx.execute(sql`SET LOCAL enable_sort = off`);
    const result = (await tx.execute(sql`EXPLAIN (COSTS OFF) ${query}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
    return result.rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  // A catalogue whose statistics the planner reads (a recycled test database may keep another
  // file's): 2,000 products, one in a hundred in the Pizza category and subcategory.
  await database.db.execute(sql`INSERT INTO partners (id, business_name, business_type, contact_number, email, id_number, password_hash, town, location, slug)
    VALUES ('aaaaaaaaaaaaaaaaaaaaaaaa', 'Index Test Shop', 'food', '0700000000', 'index@example.com', '12345678', 'x', 'Nakuru', 'Town centre', 'index-test-shop')`);
  await database.db.execute(sql`INSERT INTO products (id, partner_id, name, price_cents, brand, category, sub_category, created_at)
    SELECT lpad(to_hex(i), 24, '0'), 'aaaaaaaaaaaaaaaaaaaaaaaa', 'Product ' || i, 1000 + i, 'Brand',
      CASE WHEN i % 100 = 0 THEN 'Pizza' ELSE 'Other' END, CASE WHEN i % 100 = 0 THEN 'Pizza' ELSE 'Other' END,
      timestamptz '2025-01-01' + i * interval '1 hour'
    FROM generate_series(1, 2000) AS i`);
  await database.db.execute(sql`ANALYZE products`);
});
afterAll(async () => {
  await database?.close();
});

describe('the price indexes', () => {
  it.each(['price_asc', 'price_desc'] as const)('serve the %s order and its cursor without sorting', async (name) => {
    const order = productOrder(name);
    const after = keysetAfter(order, [150000, 'ffffffffffffffffffffffff'])!;
    const text = await plan(
      database.db
        .select({ id: products.id })
        .from(products)
        .where(after)
        .orderBy(...keysetOrderBy(order))
        .limit(25)
        .getSQL(),
    );
    expect(text).toContain('products_effective_price_idx');
    expect(text).not.toMatch(/Sort/);
    // The cursor is where the index starts reading, not a filter over every row before it.
    expect(text).toMatch(/Index Cond: .*ROW\(/);
  });

  it.each([
    ['category', products.category, 'products_category_price_idx'],
    ['subcategory', products.subCategory, 'products_sub_category_price_idx'],
  ] as const)('serve a %s sorted by price', async (_kind, column, index) => {
    const order = productOrder('price_asc');
    const text = await plan(
      database.db
        .select({ id: products.id })
        .from(products)
        .where(sql`lower(${column}) = 'food'`)
        .orderBy(...keysetOrderBy(order))
        .limit(25)
        .getSQL(),
    );
    expect(text).toContain(index);
    expect(text).not.toMatch(/Sort/);
  });
});

describe('the category indexes', () => {
  it.each([
    ['category', products.category, 'products_category_created_idx'],
    ['subcategory', products.subCategory, 'products_sub_category_created_idx'],
  ] as const)('serve a %s newest first from a cursor without sorting', async (_kind, column, index) => {
    const order = productOrder('newest');
    const after = keysetAfter(order, [1_767_225_600_000_000, 'ffffffffffffffffffffffff'])!;
    const text = await plan(
      database.db
        .select({ id: products.id })
        .from(products)
        .where(sql`lower(${column}) = 'pizza' AND ${after}`)
        .orderBy(...keysetOrderBy(order))
        .limit(25)
        .getSQL(),
    );
    expect(text).toContain(index);
    expect(text).not.toMatch(/Sort/);
    expect(text).toMatch(/Index Cond: .*ROW\(/);
  });
});
