import { sql, type SQL } from 'drizzle-orm';
import type { TSearchResponse } from '@sokoni/domain/contracts/catalog';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from './sql-rows.ts';
import type { SpellingRepository } from './spelling.repository.ts';
import { nameConditions, rankedMatch, withTextSearch } from './text-match.ts';

type ProductHit = TSearchResponse['products'][number];

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

const byRating = sql`p.rating_average DESC, p.rating_count DESC, p.id DESC`;
const productJson = sql`json_build_object('name', g.name, '_id', g.id, 'partnerId', g.partner_id)`;
const seenIds = (found: ProductHit[]) => (found.length ? sql`AND p.id NOT IN (${sql.join(found.map((f) => sql`${f._id}`), sql`, `)})` : sql``);

/**
 * How many of the best-rated products a search walks (on the rating index, which carries the
 * name, so no row is read) looking for names that contain the text. A common word fills its
 * page within a few hundred; a rarer one is then fetched through the trigram index instead,
 * where its few matches are cheap. Either way a search reads a bounded number of entries.
 */
const RATING_WALK = 2_000;

/** Names starting with the text, in name order (prefix btree), then names containing it among the best rated. */
function productsMatching(text: string, limit: number): SQL {
  const c = nameConditions(sql`p.name`, text);
  const byName = sql`lower(p.name) USING ~<~, p.id`;
  return sql`(SELECT coalesce(json_agg(${productJson} ORDER BY g.tier, g.ord), '[]'::json) FROM (
    SELECT * FROM (
      (SELECT p.id, p.name, p.partner_id, 1 AS tier, row_number() OVER (ORDER BY ${byName}) AS ord
       FROM products p JOIN partners s ON s.id = p.partner_id AND NOT s.suspended
       WHERE ${c.startsWith} ORDER BY ${byName} LIMIT ${limit})
      UNION ALL
      (SELECT p.id, p.name, p.partner_id, 2 AS tier, row_number() OVER (ORDER BY ${byRating}) AS ord
       FROM (SELECT id, name, partner_id, rating_average, rating_count FROM products
             ORDER BY rating_average DESC, rating_count DESC, id DESC LIMIT ${RATING_WALK}) p
       JOIN partners s ON s.id = p.partner_id AND NOT s.suspended
       WHERE ${c.contains} AND NOT ${c.startsWith} ORDER BY ${byRating} LIMIT ${limit})
    ) u ORDER BY tier, ord LIMIT ${limit}) g)`;
}

/**
 * Every visible name containing `text`, best rated first, not already found. The sort keys are
 * written as expressions (+ 0) on purpose: the planner then fetches the matches through the
 * trigram index and sorts them, instead of walking the whole rating index for a word that
 * turns out to be rare.
 */
function containsAll(tx: DbOrTx, text: string, found: ProductHit[], limit: number): Promise<ProductHit[]> {
  const c = nameConditions(sql`p.name`, text);
  return queryRows<ProductHit>(
    tx,
    sql`SELECT p.id AS "_id", p.name, p.partner_id AS "partnerId"
        FROM products p JOIN partners s ON s.id = p.partner_id AND NOT s.suspended
        WHERE ${c.contains} ${seenIds(found)}
        ORDER BY p.rating_average + 0 DESC, p.rating_count + 0 DESC, p.id DESC LIMIT ${limit - found.length}`,
  );
}

/** Names containing `text` among the best rated (a bounded walk), then anywhere if still short. */
async function containsBestRated(tx: DbOrTx, text: string, found: ProductHit[], limit: number): Promise<ProductHit[]> {
  const c = nameConditions(sql`p.name`, text);
  const walked = await queryRows<ProductHit>(
    tx,
    sql`SELECT p.id AS "_id", p.name, p.partner_id AS "partnerId"
        FROM (SELECT id, name, partner_id, rating_average, rating_count FROM products
              ORDER BY rating_average DESC, rating_count DESC, id DESC LIMIT ${RATING_WALK}) p
        JOIN partners s ON s.id = p.partner_id AND NOT s.suspended
        WHERE ${c.contains} ${seenIds(found)} ORDER BY ${byRating} LIMIT ${limit - found.length}`,
  );
  const all = [...found, ...walked];
  return all.length < limit ? [...walked, ...(await containsAll(tx, text, all, limit))] : walked;
}

/** Whether a store, category or subcategory name found contains the text as typed. */
function namedElsewhere(result: TSearchResponse, text: string): boolean {
  const needle = text.toLowerCase();
  const names = [...result.categories, ...result.subcategories, ...result.partners.map((p) => p.businessName)];
  return names.some((name) => name.toLowerCase().includes(needle));
}

export function createSearchRepository(db: DbOrTx, spelling: SpellingRepository) {
  return {
    /** `names` are the visible category and subcategory names (a short, cached list). */
    search(text: string, limit: number, names: { categories: string[]; subcategories: string[] }): Promise<TSearchResponse> {
      return withTextSearch(db, async (tx) => {
        const [row] = await queryRows<TSearchResponse>(
          tx,
          sql`SELECT ${namesMatching(names.categories, text, limit)} AS categories,
                     ${namesMatching(names.subcategories, text, limit)} AS subcategories,
                     ${partnersMatching(text, limit)} AS partners,
                     ${productsMatching(text, limit)} AS products`,
        );
        const result: TSearchResponse = {
          categories: row?.categories ?? [],
          subcategories: row?.subcategories ?? [],
          partners: row?.partners ?? [],
          products: row?.products ?? [],
        };
        // Not enough among the best rated: the rest of the names containing the text.
        if (result.products.length < limit) result.products.push(...(await containsAll(tx, text, result.products, limit)));
        // Still short, and no store or category carries the text either: it may be misspelt, so
        // try it with corrected words. ('mama' names stores; correcting it would only add noise.)
        if (result.products.length < limit && !namedElsewhere(result, text)) {
          const corrected = await spelling.correct(text, tx);
          if (corrected) result.products.push(...(await containsBestRated(tx, corrected, result.products, limit)));
        }
        return result;
      });
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
