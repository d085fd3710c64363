import { sql, type SQL } from 'drizzle-orm';
import type { TSearchResponse } from '@sokoni/domain/contracts/catalog';
import type { DbOrTx } from '../../db/client.ts';
import { distinctNames } from './facet.repository.ts';
import { queryRows } from './sql-rows.ts';
import { SUGGESTION_THRESHOLD, textMatch, withFuzzyThreshold } from './text-match.ts';

/** A ranked group as a JSON array, so all four groups come back in one statement. */
const group = (rows: SQL, object: SQL) => sql`(SELECT coalesce(json_agg(${object} ORDER BY g.score DESC, g.tiebreak DESC, g.id), '[]'::json) FROM (${rows}) g)`;

function namesMatching(column: 'category' | 'sub_category', text: string, limit: number): SQL {
  const m = textMatch(sql`n.name`, text);
  const rows = sql`SELECT n.name, ${m.score} AS score, 0 AS tiebreak, lower(n.name) AS id FROM (${distinctNames(column)}) n WHERE ${m.where} ORDER BY 2 DESC, 4 LIMIT ${limit}`;
  return sql`(SELECT coalesce(json_agg(g.name ORDER BY g.score DESC, g.id), '[]'::json) FROM (${rows}) g)`;
}

function partnersMatching(text: string, limit: number): SQL {
  const m = textMatch(sql`s.business_name`, text);
  const rows = sql`SELECT s.id, s.business_name, s.slug, ${m.score} AS score, s.rating_average AS tiebreak FROM partners s
    WHERE NOT s.suspended AND ${m.where} ORDER BY 4 DESC, 5 DESC, 1 LIMIT ${limit}`;
  return group(rows, sql`json_build_object('businessName', g.business_name, '_id', g.id, 'slug', g.slug)`);
}

function productsMatching(text: string, limit: number): SQL {
  const m = textMatch(sql`p.name`, text);
  const rows = sql`SELECT p.id, p.name, p.partner_id, ${m.score} AS score, p.rating_average AS tiebreak FROM products p
    JOIN partners s ON s.id = p.partner_id AND NOT s.suspended
    WHERE ${m.where} ORDER BY 4 DESC, 5 DESC, 1 LIMIT ${limit}`;
  return group(rows, sql`json_build_object('name', g.name, '_id', g.id, 'partnerId', g.partner_id)`);
}

export function createSearchRepository(db: DbOrTx) {
  return {
    /** Every group ranked best first (tier, then similarity, then rating) and cut to `limit`. */
    search(text: string, limit: number): Promise<TSearchResponse> {
      return withFuzzyThreshold(db, SUGGESTION_THRESHOLD, async (tx) => {
        const [row] = await queryRows<TSearchResponse>(tx, sql`SELECT
          ${namesMatching('category', text, limit)} AS categories,
          ${namesMatching('sub_category', text, limit)} AS subcategories,
          ${partnersMatching(text, limit)} AS partners,
          ${productsMatching(text, limit)} AS products`);
        return {
          categories: row?.categories ?? [],
          subcategories: row?.subcategories ?? [],
          partners: row?.partners ?? [],
          products: row?.products ?? [],
        };
      });
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
