import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers/test-database.ts';
import { dropApplicationSchema } from '../modules/backup/restore.repository.ts';
import type { Database } from './client.ts';
import { knownMigrations, migrationsUpTo } from './schema-version.ts';

/**
 * Migration 0029 turns every stored amount into integer cents (decision 034). A database left at
 * the migration before it, holding amounts with every kind of cents (and the float traps 0.1, 0.29,
 * 1.005 would fall into), comes out with exactly those cents, on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL.
 */
let database: Database;
const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
const id = (n: number) => n.toString(16).padStart(24, '0');

beforeAll(async () => {
  database = await createTestDatabase();
  await dropApplicationSchema(database.db);
  const before = knownMigrations().find((m) => m.tag === '0028_store_columns_shown')!;
  const folder = migrationsUpTo(before.when);
  await database.migrate(folder.folder).finally(folder.remove);
  // The rows of an older version, written as it wrote them: foreign keys are not the point here.
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.execute(sql`INSERT INTO products (id, partner_id, name, price, discounted_price, brand, category) VALUES
      (${id(1)}, ${id(90)}, 'Sukuma', 0.1, 0, 'B', 'Food'), (${id(2)}, ${id(90)}, 'Unga', 1250.29, 999.99, 'B', 'Food'), (${id(3)}, ${id(90)}, 'TV', 9999999999.99, 0.01, 'B', 'Electronics')`);
    await tx.execute(sql`INSERT INTO orders (id, order_id, user_id, delivery_town, delivery_location, delivery_fee, delivery_option, payment_method, total, credit_used, tip, discount) VALUES
      (${id(10)}, 'SKN-20261101-000001', ${id(91)}, 'Nairobi', '-1.29,36.82', 126, 'platform', 'COD', 1250.39, 0.29, 50, 156.30)`);
    await tx.execute(sql`INSERT INTO sub_orders (id, order_id, partner_id, total) VALUES (${id(11)}, ${id(10)}, ${id(90)}, 1250.39)`);
    await tx.execute(sql`INSERT INTO order_items (id, order_id, sub_order_id, name, quantity, price) VALUES (${id(12)}, ${id(10)}, ${id(11)}, 'Unga', 1, 1250.29), (${id(13)}, ${id(10)}, ${id(11)}, 'Sukuma', 1, 0.1)`);
    await tx.execute(sql`INSERT INTO substitutions (id, order_id, sub_order_id, item_name, item_quantity, item_price, replacement_name, replacement_price, replacement_quantity, expires_at) VALUES
      (${id(14)}, ${id(10)}, ${id(11)}, 'Sukuma', 1, 0.1, 'Spinach', 35.55, 2, now())`);
    await tx.execute(sql`INSERT INTO promo_codes (id, code, kind, value, min_order, max_discount, funded_by) VALUES
      (${id(20)}, 'KARIBU', 'percent', 12.5, 500.05, 200, 'platform'), (${id(21)}, 'PUNGUZO', 'fixed', 75.25, NULL, NULL, 'shop')`);
    await tx.execute(sql`INSERT INTO promo_uses (id, promo_id, user_id, order_id, discount) VALUES (${id(22)}, ${id(20)}, ${id(91)}, ${id(10)}, 156.30)`);
    await tx.execute(sql`INSERT INTO payments (id, order_id, kind, status, amount, phone) VALUES (${id(30)}, ${id(10)}, 'stk', 'paid', 1427, '254712345678')`);
    await tx.execute(sql`INSERT INTO refunds (id, order_id, payment_id, key, state, amount, phone, reason) VALUES (${id(31)}, ${id(10)}, ${id(30)}, 'k', 'sent', 11, '254712345678', 'test')`);
  });
  await database.migrate();
}, 120_000);
afterAll(async () => {
  await database?.close();
});

describe('migration 0029: money in integer cents', () => {
  it('converts prices, order amounts, promos, payments and refunds to exactly their cents', async () => {
    expect(await rows(sql`SELECT id, price_cents::text AS p, discounted_price_cents::text AS d FROM products ORDER BY id`)).toEqual([
      { id: id(1), p: '10', d: '0' },
      { id: id(2), p: '125029', d: '99999' },
      { id: id(3), p: '999999999999', d: '1' },
    ]);
    expect(await rows(sql`SELECT delivery_fee_cents::text AS fee, total_cents::text AS total, credit_used_cents::text AS credit, tip_cents::text AS tip, discount_cents::text AS discount FROM orders`)).toEqual([
      { fee: '12600', total: '125039', credit: '29', tip: '5000', discount: '15630' },
    ]);
    expect(await rows(sql`SELECT total_cents::text AS total FROM sub_orders`)).toEqual([{ total: '125039' }]);
    expect(await rows(sql`SELECT price_cents::text AS price FROM order_items ORDER BY id`)).toEqual([{ price: '125029' }, { price: '10' }]);
    expect(await rows(sql`SELECT item_price_cents::text AS item, replacement_price_cents::text AS replacement FROM substitutions`)).toEqual([{ item: '10', replacement: '3555' }]);
    expect(await rows(sql`SELECT code, value_hundredths::text AS v, min_order_cents::text AS min, max_discount_cents::text AS max FROM promo_codes ORDER BY code`)).toEqual([
      { code: 'KARIBU', v: '1250', min: '50005', max: '20000' },
      { code: 'PUNGUZO', v: '7525', min: null, max: null },
    ]);
    expect(await rows(sql`SELECT discount_cents::text AS d FROM promo_uses`)).toEqual([{ d: '15630' }]);
    expect(await rows(sql`SELECT amount_cents::text AS a FROM payments`)).toEqual([{ a: '142700' }]);
    expect(await rows(sql`SELECT amount_cents::text AS a FROM refunds`)).toEqual([{ a: '1100' }]);
  });

  it('leaves integer columns with their defaults, and the price indexes in place', async () => {
    const columns = await rows<{ table_name: string; column_name: string; data_type: string; column_default: string | null }>(sql`
      SELECT table_name, column_name, data_type, column_default FROM information_schema.columns
      WHERE table_schema = 'public' AND (right(column_name, 6) = '_cents' OR column_name = 'value_hundredths')
        AND table_name IN ('products', 'orders', 'sub_orders', 'order_items', 'substitutions', 'promo_codes', 'promo_uses', 'payments', 'refunds')`);
    expect(columns.length).toBe(17);
    expect(columns.every((c) => c.data_type === 'bigint')).toBe(true);
    const defaults = Object.fromEntries(columns.filter((c) => c.column_default !== null).map((c) => [`${c.table_name}.${c.column_name}`, c.column_default]));
    expect(defaults).toEqual({
      'products.discounted_price_cents': '0',
      'orders.credit_used_cents': '0',
      'orders.tip_cents': '0',
      'orders.discount_cents': '0',
    });
    const indexes = await rows<{ indexname: string; indexdef: string }>(sql`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'products' AND indexname LIKE '%price%'`);
    expect(indexes.map((i) => i.indexname).sort()).toEqual(['products_category_price_idx', 'products_effective_price_idx', 'products_sub_category_price_idx']);
    expect(indexes.every((i) => i.indexdef.includes('discounted_price_cents') && i.indexdef.includes('price_cents'))).toBe(true);
  });
});
