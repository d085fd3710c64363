import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from './sql-rows.ts';

/**
 * Distinct category and subcategory names of visible products. A plain DISTINCT would read every
 * product; this walks the lower(...) btree indexes instead, one probe per distinct value (a
 * "loose index scan"), so it stays fast however many products share a category. Each value is
 * shown with the spelling of one of its products.
 */
export function distinctNames(column: 'category' | 'sub_category') {
  const col = sql.raw(`p.${column}`);
  const visible = sql`JOIN partners s ON s.id = p.partner_id AND NOT s.suspended`;
  return sql`
    WITH RECURSIVE walk(k) AS (
      (SELECT lower(${col}) FROM products p ${visible} WHERE ${col} IS NOT NULL ORDER BY lower(${col}) LIMIT 1)
      UNION ALL
      SELECT (SELECT lower(${col}) FROM products p ${visible} WHERE lower(${col}) > walk.k ORDER BY lower(${col}) LIMIT 1)
      FROM walk WHERE walk.k IS NOT NULL
    )
    SELECT (SELECT ${col} FROM products p WHERE lower(${col}) = walk.k LIMIT 1) AS name
    FROM walk WHERE walk.k IS NOT NULL`;
}

async function names(db: DbOrTx, query: SQL): Promise<string[]> {
  const rows = await queryRows<{ name: string | null }>(db, query);
  return rows.map((r) => r.name).filter((n): n is string => Boolean(n));
}

export function createFacetRepository(db: DbOrTx) {
  return {
    categories: () => names(db, distinctNames('category')),
    subcategories: () => names(db, distinctNames('sub_category')),

    /** Subcategories used within one category (read through the category index). */
    subcategoriesOf: (category: string) =>
      names(
        db,
        sql`SELECT min(p.sub_category) AS name FROM products p JOIN partners s ON s.id = p.partner_id AND NOT s.suspended
            WHERE lower(p.category) = lower(${category}) AND p.sub_category IS NOT NULL
            GROUP BY lower(p.sub_category) ORDER BY lower(p.sub_category)`,
      ),
  };
}
export type FacetRepository = ReturnType<typeof createFacetRepository>;
