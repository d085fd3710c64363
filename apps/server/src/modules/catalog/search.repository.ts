import { sql, type SQL } from 'drizzle-orm';
import type { TSearchResponse } from '@sokoni/domain/contracts/catalog';
import type { TStoreHours } from '@sokoni/domain/opening-hours';
import type { DbOrTx } from '../../db/client.ts';
import { createNamedStatements } from './named-statements.ts';
import { applyWordFixes, checkedWords, wordFixesOf, type WordFix } from './spelling.repository.ts';
import { nameConditions, rankedMatch, textSearchOn } from './text-match.ts';
import { nameCandidates } from './name-candidates.ts';
import { searchText, searchTextValues, shapeKey, textShape, type SearchText, type TextShape } from './search-text.ts';
import { hiddenStoreIds, storeIsVisibleAs } from './store-visibility.sql.ts';

type ProductHit = TSearchResponse['products'][number];

/** A statement's value by name (search-text.ts): every search of one shape shares the SQL. */
const value = (name: string) => sql.placeholder(name) as unknown as SQL;

/** Category or subcategory names (`names`: a JSON array, a short list) matching the text, best first, as a JSON array. */
function namesMatching(names: SQL, t: SearchText, limit: SQL): SQL {
  const m = rankedMatch(sql`t.n`, t);
  return sql`(SELECT coalesce(json_agg(g.n ORDER BY g.score DESC, lower(g.n)), '[]'::json) FROM (
    SELECT t.n, ${m.score} AS score FROM json_array_elements_text(${names}::json) AS t(n)
    WHERE ${m.where} ORDER BY 2 DESC, lower(t.n) LIMIT ${limit}) g)`;
}

/**
 * Stores matching the text, ranked by kind of match, then how close (word_similarity), then
 * rating: names starting with the text score 2 + similarity, names containing it 1 + similarity,
 * close fuzzy matches the similarity alone. A name that contains the text shares trigrams with
 * it, so its similarity is above 0 and the kinds never overlap: a kind is only scored (the
 * similarity costs microseconds a name, and a common word matches hundreds of stores) while the
 * kinds before it left the list short.
 */
function partnersMatching(t: SearchText, limit: SQL): SQL {
  const c = nameConditions(sql`s.business_name`, t);
  const similarity = c.fuzzy ? c.similarity : sql`0`;
  const kind = (score: SQL, where: SQL, gate: SQL) => sql`
    SELECT s.id, s.business_name, s.slug, s.rating_average, ${score} AS score, s.opening_hours, s.paused_until FROM partners s
    WHERE ${gate} AND ${storeIsVisibleAs('s')} AND ${where} ORDER BY 5 DESC, 4 DESC, 1 LIMIT ${limit}`;
  const fuzzy = c.fuzzy
    ? kind(similarity, sql`${c.fuzzy} AND NOT ${c.contains}`, sql`(SELECT count(*) FROM k1) + (SELECT count(*) FROM k2) < ${limit}`)
    : sql`SELECT * FROM k1 WHERE false`;
  return sql`(WITH k1 AS MATERIALIZED (${kind(sql`2 + ${similarity}`, c.startsWith, sql`true`)}),
    k2 AS MATERIALIZED (${kind(sql`1 + ${similarity}`, sql`${c.contains} AND NOT ${c.startsWith}`, sql`(SELECT count(*) FROM k1) < ${limit}`)}),
    k3 AS MATERIALIZED (${fuzzy})
    SELECT coalesce(json_agg(json_build_object('businessName', g.business_name, '_id', g.id, 'slug', g.slug, 'openingHours', g.opening_hours, 'pausedUntil', g.paused_until)
      ORDER BY g.score DESC, g.rating_average DESC, g.id), '[]'::json) FROM (
    SELECT * FROM (SELECT * FROM k1 UNION ALL SELECT * FROM k2 UNION ALL SELECT * FROM k3) u
    ORDER BY score DESC, rating_average DESC, id LIMIT ${limit}) g)`;
}

const byRating = sql`p.rating_average DESC, p.rating_count DESC, p.id DESC`;
const byRatingOf = sql`rating_average DESC, rating_count DESC, id DESC`;
const productJson = sql`json_build_object('name', g.name, '_id', g.id, 'partnerId', g.partner_id)`;
/**
 * Products of suspended stores never show. The few suspended ids are read once per statement
 * (a small partial index) into the `sus` CTE and each tier hashes them: cheaper to plan than a
 * join to partners in every tier.
 */
const visible = sql`p.partner_id NOT IN (SELECT id FROM sus)`;

/**
 * How many of the best-rated products a search walks (on the rating index, which carries the
 * name, so no row is read) looking for names that contain the text. A common word fills its
 * page within a few hundred; a rarer one is then fetched through the trigram index instead,
 * where its few matches are cheap. Either way a search reads a bounded number of entries.
 */
const RATING_WALK = sql.raw('10000');

/**
 * Text no more products' names hold than this is fetched through the trigram index at once: its
 * matches are few, where the rating walk would read thousands of names to find one or two.
 */
const RARE_MATCHES = sql.raw('200');

/**
 * Two facts about the text read from product_words (a few thousand words, trigram-indexed)
 * instead of the products, for plain ASCII text, where JavaScript's and PostgreSQL's ideas of a
 * letter agree; runs longer than the longest word kept (40) are not checked:
 *   - known: a necessary condition for any product name to contain it: every run of 3+ letters or
 *     digits in the text lies inside some word of some name. Text that fails it (a typo, a
 *     store's name) skips the product walks.
 *   - rare: for some run, the words holding it are held by at most RARE_MATCHES products in all
 *     (each word counts its products), so no more names than that can contain the text. The
 *     counts only choose how to look (decision 041), never what is found.
 */
function wordFacts(t: SearchText): SQL {
  if (!t.shape.runs) return sql`SELECT true AS ok, false AS rare`;
  // One look at the words per run gives both: whether any holds it, and how many products they hold.
  return sql`SELECT bool_and(c.words > 0) AS ok, min(c.products) <= ${RARE_MATCHES} AS rare
    FROM unnest(${t.runs}::text[]) AS r(pattern)
    CROSS JOIN LATERAL (SELECT count(*) AS words, coalesce(sum(w.products), 0) AS products FROM product_words w WHERE w.word LIKE r.pattern) c`;
}

/**
 * Names starting with the text. For plain ASCII text, as the range of lower(name) that starts
 * with it (search-text.ts), which is exact there and is all the statement says: the prefix
 * index then serves it in name order whatever the text, so one kept plan suits 's' as well as
 * 'pizza' (a LIKE beside it let a generic plan intersect the trigram index, which for one letter
 * holds most names). Other text keeps the LIKE, planned for its own value (decision 028).
 */
function startsWithName(t: SearchText, startsWith: SQL): SQL {
  return t.shape.plain ? sql`lower(p.name) ~>=~ ${t.low} AND lower(p.name) ~<~ ${t.high}` : startsWith;
}

/**
 * Product suggestions for the text, as a JSON array, best first, leaving out the ids of the
 * value `found` (a char(24)[]), at most the value `limit`:
 *   1. (withPrefix) names starting with the text, in name order (prefix btree on (lower(name), id));
 *   2. names containing it among the RATING_WALK best rated (not starting with it, when tier 1 ran),
 *      unless the word counts say the text is rare (wordFacts): then tier 3 finds its few at once;
 *   3. every other name containing it, best rated first, through the trigram index.
 * Tiers 2 and 3 give the same list as one rating order would, so skipping tier 2 changes no answer.
 * Each tier runs only while the ones before it left the list short (one-time filters on the
 * counts of the earlier tiers), so a common word is answered by the first index it touches.
 * The sort keys of tier 3 are written as expressions (+ 0) on purpose: the planner then fetches
 * the matches through the trigram index and sorts them, instead of walking the whole rating
 * index for a word that turns out to be rare.
 */
function productTiers(t: SearchText, found: SQL | null, limit: SQL, withPrefix: boolean): SQL {
  const c = nameConditions(sql`p.name`, t);
  const w = nameConditions(sql`p.lname`, t, true);
  const notFound = found ? sql`AND p.id <> ALL(${found}::char(24)[])` : sql``;
  const tier1 = withPrefix
    ? sql`SELECT p.id, p.name, p.partner_id FROM products p
          WHERE ${startsWithName(t, c.startsWith)} AND ${visible} ${notFound} ORDER BY lower(p.name) USING ~<~, p.id LIMIT ${limit}`
    : sql`SELECT NULL::char(24) AS id, NULL::text AS name, NULL::char(24) AS partner_id WHERE false`;
  return sql`(WITH kw AS MATERIALIZED (${wordFacts(t)}),
    sus AS MATERIALIZED (${hiddenStoreIds}),
    t1 AS MATERIALIZED (${tier1}),
    t2 AS MATERIALIZED (
      SELECT p.id, p.name, p.partner_id, p.rating_average, p.rating_count FROM (
        SELECT id, name, lower(name) AS lname, partner_id, rating_average, rating_count FROM products
        ORDER BY rating_average DESC, rating_count DESC, id DESC LIMIT ${RATING_WALK}) p
      WHERE (SELECT count(*) FROM t1) < ${limit} AND (SELECT ok AND NOT rare FROM kw)
        AND ${w.contains} ${withPrefix ? sql`AND NOT ${w.startsWith}` : sql``} AND ${visible} ${notFound}
      ORDER BY ${byRating} LIMIT ${limit}),
    t3 AS MATERIALIZED (
      SELECT p.id, p.name, p.partner_id, p.rating_average, p.rating_count FROM products p
      WHERE (SELECT count(*) FROM t1) + (SELECT count(*) FROM t2) < ${limit} AND (SELECT ok FROM kw)
        AND ${c.contains} AND ${visible} ${notFound}
        AND p.id NOT IN (SELECT id FROM t1 UNION ALL SELECT id FROM t2)
      ORDER BY p.rating_average + 0 DESC, p.rating_count + 0 DESC, p.id DESC LIMIT ${limit})
    SELECT coalesce(json_agg(${productJson} ORDER BY g.tier, g.ord), '[]'::json) FROM (
      SELECT * FROM (
        SELECT id, name, partner_id, 1 AS tier, row_number() OVER (ORDER BY lower(name) USING ~<~, id) AS ord FROM t1
        UNION ALL SELECT id, name, partner_id, 2, row_number() OVER (ORDER BY ${byRatingOf}) FROM t2
        UNION ALL SELECT id, name, partner_id, 3, row_number() OVER (ORDER BY ${byRatingOf}) FROM t3) u
      ORDER BY tier, ord LIMIT ${limit}) g)`;
}

/** Whether a store, category or subcategory name found contains the text as typed. */
function namedElsewhere(result: SearchRows, text: string): boolean {
  const needle = text.toLowerCase();
  const names = [...result.categories, ...result.subcategories, ...result.partners.map((p) => p.businessName)];
  return names.some((name) => name.toLowerCase().includes(needle));
}

/** A suggested store as the query found it: its hours and pause end, raw from the database. */
export interface StoreHit {
  businessName: string;
  _id: string;
  slug: string;
  openingHours: TStoreHours | null;
  pausedUntil: string | null;
}

/** What the search query answers before the service works out each store's open state. */
export type SearchRows = Omit<TSearchResponse, 'partners'> & { partners: StoreHit[] };

/** A search's texts and what its statement's SQL depends on. */
interface SearchShape {
  text: TextShape;
  english: TextShape | null;
  /** Whether the text's words are checked for misspellings (not for Kiswahili shopping words). */
  fixes: boolean;
}

const LIMIT = value('limit');

/**
 * The one statement of a search: categories, subcategories, stores and products matching the
 * text (values `q_*`, search-text.ts); the English products (values `e_*`) and the spelling
 * fixes (value `checked`) ride along, each looked up only when the products came out short (the
 * subqueries of untaken CASE branches never run). The category and subcategory names are the
 * values `categories` and `subcategories` (JSON arrays).
 */
export function searchStatement(shape: SearchShape): SQL {
  const text = searchText('q', shape.text);
  const short = sql`json_array_length(m.products) < ${LIMIT}`;
  return sql`SELECT m.*,
      ${shape.english ? sql`CASE WHEN ${short} THEN ${productTiers(searchText('e', shape.english), null, LIMIT, true)} END` : sql`NULL::json`} AS english,
      ${shape.fixes ? sql`CASE WHEN ${short} THEN ${wordFixesOf(value('checked'))} END` : sql`NULL::json`} AS fixes FROM (
      SELECT ${namesMatching(value('categories'), text, LIMIT)} AS categories,
             ${namesMatching(value('subcategories'), text, LIMIT)} AS subcategories,
             ${partnersMatching(text, LIMIT)} AS partners,
             ${productTiers(text, null, LIMIT, true)} AS products OFFSET 0) m`;
}

/** Products of `more` not already in `products`, appended up to `limit`. */
function appendNew(products: ProductHit[], more: ProductHit[] | null | undefined, limit: number): void {
  const seen = new Set(products.map((p) => p._id));
  for (const p of more ?? []) {
    if (products.length >= limit) break;
    if (!seen.has(p._id)) products.push(p);
  }
}

/**
 * A plan kept for every text of a shape is as good as one made for the text when the text is
 * plain ASCII (its prefix is a range, search-text.ts) or long enough for trigrams. Short text
 * in other scripts is planned for its own value every time: a generic plan cannot see that its
 * prefix is short and read 50x more at 100k products (docs/decisions/028).
 */
const planKeepable = (shape: TextShape) => shape.plain || shape.long;

/** The JSON text of a name list, made once per list (the facet names are cached and shared). */
const namesJson = new WeakMap<readonly string[], string>();
function jsonOf(names: readonly string[]): string {
  let json = namesJson.get(names);
  if (json === undefined) namesJson.set(names, (json = JSON.stringify(names)));
  return json;
}

/** The JSON of the names of `names` the text could match (name-candidates.ts), which the statement ranks. */
function candidatesJson(names: readonly string[], text: string): string {
  const candidates = nameCandidates(names, text);
  return candidates === names ? jsonOf(names) : JSON.stringify(candidates);
}

/**
 * `searchDb` (PostgreSQL): the search pool, whose sessions carry the search's planner settings;
 * a search is then one named statement (two for a misspelt word), with no transaction around it.
 */
export function createSearchRepository(db: DbOrTx, searchDb?: DbOrTx) {
  const run = textSearchOn(db, searchDb);
  const statements = createNamedStatements(searchDb ?? db, 'search');
  return {
    /**
     * `texts`: the text as typed and, for Kiswahili shopping words, the same in English
     * (searchTexts): the English products fill the list after the typed text's.
     * `names` are the visible category and subcategory names (a short, cached list).
     */
    search(texts: readonly string[], limit: number, names: { categories: string[]; subcategories: string[] }): Promise<SearchRows> {
      const [text = '', english] = texts;
      return run(async (tx) => {
        const checked = english ? [] : checkedWords(text);
        const shape: SearchShape = { text: textShape(text), english: english ? textShape(english) : null, fixes: checked.length > 0 };
        const values: Record<string, unknown> = {
          ...searchTextValues('q', text),
          ...(english ? searchTextValues('e', english) : {}),
          checked: JSON.stringify(checked),
          categories: candidatesJson(names.categories, text),
          subcategories: candidatesJson(names.subcategories, text),
          limit,
        };
        const key = `search|${shapeKey(shape.text)}|${shape.english ? shapeKey(shape.english) : '-'}|${shape.fixes ? 'fixes' : '-'}`;
        const keep = planKeepable(shape.text) && (!shape.english || planKeepable(shape.english));
        type Row = SearchRows & { english: ProductHit[] | null; fixes: WordFix[] | null };
        const [row] = await statements.rows<Row>(tx, key, () => searchStatement(shape), values, keep);
        const result: SearchRows = {
          categories: row?.categories ?? [],
          subcategories: row?.subcategories ?? [],
          partners: row?.partners ?? [],
          products: row?.products ?? [],
        };
        appendNew(result.products, row?.english, limit);
        // Short, and no store or category carries the text either: it may be misspelt, so try it
        // with corrected words. ('mama' names stores; correcting it would only add noise. Kiswahili
        // words are not misspelt English, so their text is not corrected either.)
        if (result.products.length < limit && !english && !namedElsewhere(result, text)) {
          const corrected = applyWordFixes(text, row?.fixes ?? []);
          if (corrected) {
            const found = result.products.map((p) => p._id);
            const fixed = textShape(corrected);
            const [more] = await statements.rows<{ products: ProductHit[] | null }>(
              tx,
              `corrected|${shapeKey(fixed)}`,
              () => sql`SELECT ${productTiers(searchText('c', fixed), value('found'), LIMIT, false)} AS products`,
              { ...searchTextValues('c', corrected), found, limit: limit - found.length },
              planKeepable(fixed),
            );
            result.products.push(...(more?.products ?? []));
          }
        }
        return result;
      });
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
