import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../../db/sql-rows.ts';
import { storeIsVisibleAs } from './store-visibility.sql.ts';

/**
 * Distinct category or subcategory names of visible products. A plain DISTINCT would read every
 * product; this walks the lower(...) btree index instead, one probe per distinct value (a
 * "loose index scan"), each probe also giving the spelling of the product it lands on.
 */
function distinctNames(column: 'category' | 'sub_category'): SQL {
  const col = sql.raw(`p.${column}`);
  const step = (after: SQL) => sql`
    SELECT lower(${col}) AS k, ${col} AS name FROM products p
    JOIN partners s ON s.id = p.partner_id AND ${storeIsVisibleAs('s')}
    WHERE ${after} ORDER BY lower(${col}) LIMIT 1`;
  return sql`
    WITH RECURSIVE walk(k, name) AS (
      (${step(sql`${col} IS NOT NULL`)})
      UNION ALL
      SELECT nxt.k, nxt.name FROM walk CROSS JOIN LATERAL (${step(sql`lower(${col}) > walk.k`)}) nxt
    )
    SELECT name FROM walk`;
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
        sql`SELECT min(p.sub_category) AS name FROM products p JOIN partners s ON s.id = p.partner_id AND ${storeIsVisibleAs('s')}
            WHERE lower(p.category) = lower(${category}) AND p.sub_category IS NOT NULL
            GROUP BY lower(p.sub_category) ORDER BY lower(p.sub_category)`,
      ),
  };
}
export type FacetRepository = ReturnType<typeof createFacetRepository>;
