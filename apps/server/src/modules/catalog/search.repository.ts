import { sql, type SQL } from 'drizzle-orm';
import type { TSearchResponse } from '@sokoni/domain/contracts/catalog';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from './sql-rows.ts';
import type { SpellingRepository } from './spelling.repository.ts';
import { nameConditions, rankedMatch, withTextSearch } from './text-match.ts';

type ProductHit = TSearchResponse['products'][number];
type Groups = Pick<TSearchResponse, 'categories' | 'subcategories' | 'partners'>;

/** Category or subcategory names (a short list) matching the text, best first, as a JSON array. */
function namesMatching(names: string[], text: string, limit: number): SQL {
  const m = rankedMatch(sql`t.n`, text);
  return sql`(SELECT coalesce(json_agg(g.n ORDER BY g.score DESC, lower(g.n)), '[]'::json) FROM (
    SELECT t.n, ${m.score} AS score FROM json_array_elements_text(${JSON.stringify(names)}::json) AS t(n)
    WHERE ${m.where} ORDER BY 2 DESC, lower(t.n) LIMIT ${limit}) g)`;
}

/** Stores are few: every kind of match in one query, ranked by match, then rating. */
function partnersMatching(text: string, limit: number): SQL {
  const m = rankedMatch(sql`s.business_name`, text);
  return sql`(SELECT coalesce(json_agg(json_build_object('businessName', g.business_name, '_id', g.id, 'slug', g.slug)
      ORDER BY g.score DESC, g.rating_average DESC, g.id), '[]'::json) FROM (
    SELECT s.id, s.business_name, s.slug, s.rating_average, ${m.score} AS score FROM partners s
    WHERE NOT s.suspended AND ${m.where} ORDER BY 5 DESC, 4 DESC, 1 LIMIT ${limit}) g)`;
}

/**
 * Products are many, and a common word matches thousands of them, so the kinds of match are
 * asked one after another, each cut to what is still missing: names starting with the text (in
 * name order, from the prefix btree), then names containing it, best rated first (walking the
 * rating index until enough are found), then, for a misspelling, names containing the corrected
 * text ('piza' -> 'pizza'). Most searches stop after the first or second step.
 */
async function productsMatching(tx: DbOrTx, spelling: SpellingRepository, text: string, limit: number): Promise<ProductHit[]> {
  const byRating = sql`p.rating_average DESC, p.rating_count DESC, p.id DESC`;
  const found: ProductHit[] = [];
  const step = async (where: SQL, order: SQL) => {
    const seen = found.length ? sql`AND p.id NOT IN (${sql.join(found.map((f) => sql`${f._id}`), sql`, `)})` : sql``;
    const rows = await queryRows<ProductHit>(
      tx,
      sql`SELECT p.id AS "_id", p.name, p.partner_id AS "partnerId" FROM products p
          JOIN partners s ON s.id = p.partner_id AND NOT s.suspended
          WHERE ${where} ${seen} ORDER BY ${order} LIMIT ${limit - found.length}`,
    );
    found.push(...rows);
    return found.length >= limit;
  };
  const exact = nameConditions(sql`p.name`, text);
  if (await step(exact.startsWith, sql`lower(p.name) USING ~<~, p.id`)) return found;
  if (await step(exact.contains, byRating)) return found;
  const corrected = await spelling.correct(text, tx);
  if (corrected) await step(nameConditions(sql`p.name`, corrected).contains, byRating);
  return found;
}

export function createSearchRepository(db: DbOrTx, spelling: SpellingRepository) {
  return {
    /** `names` are the visible category and subcategory names (a short, cached list). */
    search(text: string, limit: number, names: { categories: string[]; subcategories: string[] }): Promise<TSearchResponse> {
      return withTextSearch(db, async (tx) => {
        const [groups] = await queryRows<Groups>(
          tx,
          sql`SELECT ${namesMatching(names.categories, text, limit)} AS categories,
                     ${namesMatching(names.subcategories, text, limit)} AS subcategories,
                     ${partnersMatching(text, limit)} AS partners`,
        );
        const products = await productsMatching(tx, spelling, text, limit);
        return {
          categories: groups?.categories ?? [],
          subcategories: groups?.subcategories ?? [],
          partners: groups?.partners ?? [],
          products,
        };
      });
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
