import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * Name matching with pg_trgm. User text only ever reaches SQL as a bound parameter; inside LIKE
 * patterns its own %, _ and \ are escaped so they match literally.
 *
 * Kinds of match, best first: the name starts with the text (btree lower(name)
 * text_pattern_ops), it contains the text (GIN trigram index), or, for short lists such as
 * store names, it is a close fuzzy match (word_similarity). Product names are many, so a typo in
 * them is first corrected against the known words (spelling.repository.ts).
 */

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** pg_trgm only builds trigrams from letters and digits; text without them can never match. */
export function hasSearchableCharacters(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

/**
 * A contains-pattern ('%xy%') or a fuzzy match needs a run of three letters or digits to yield a
 * trigram; with shorter text the index could not narrow anything down, so such text only
 * matches at the start of a word.
 */
function longestWordRun(text: string): number {
  let best = 0;
  for (const word of text.split(/[^\p{L}\p{N}]+/u)) best = Math.max(best, Array.from(word).length);
  return best;
}

interface NameConditions {
  startsWith: SQL;
  /** Contains the text; for text too short for trigrams, a word starts with it. */
  contains: SQL;
  /** Close fuzzy match (pg_trgm's <%, threshold set by withTextSearch), or null for short text. */
  fuzzy: SQL | null;
  /** word_similarity of the text to the name, 0-1. */
  similarity: SQL;
}

/**
 * The LIKE patterns of `contains` as values: one ('%text%') for text with a run of three letters
 * or digits, two (the start of the name or of a word in it) for shorter text.
 */
export function likePatterns(text: string): string[] {
  const escaped = escapeLike(text);
  return longestWordRun(text) >= 3 ? [`%${escaped}%`] : [`${escaped}%`, `% ${escaped}%`];
}

/** `lowered`: the column already holds lower(name), computed once per row by the caller. */
export function nameConditions(column: SQL | { getSQL(): SQL }, text: string, lowered = false): NameConditions {
  const target = lowered ? sql`${column}` : sql`lower(${column})`;
  const q = sql`lower(${text})`;
  const escaped = escapeLike(text);
  const long = longestWordRun(text) >= 3;
  return {
    startsWith: sql`${target} LIKE lower(${`${escaped}%`}) ESCAPE '\\'`,
    contains: long
      ? sql`${target} LIKE lower(${`%${escaped}%`}) ESCAPE '\\'`
      : sql`(${target} LIKE lower(${`${escaped}%`}) ESCAPE '\\' OR ${target} LIKE lower(${`% ${escaped}%`}) ESCAPE '\\')`,
    fuzzy: long ? sql`${q} <% ${target}` : null,
    similarity: sql`word_similarity(${q}, ${target})`,
  };
}

/** For small sets (store names, category names): all kinds at once, ranked by one score. */
export function rankedMatch(column: SQL | { getSQL(): SQL }, text: string): { where: SQL; score: SQL } {
  const c = nameConditions(column, text);
  return {
    where: c.fuzzy ? sql`(${c.contains} OR ${c.fuzzy})` : c.contains,
    // Short text has no fuzzy matches to rank, so its similarity (costly per row) is not computed.
    score: sql`(CASE WHEN ${c.startsWith} THEN 2 WHEN ${c.contains} THEN 1 ELSE 0 END + ${c.fuzzy ? c.similarity : sql`0`})`,
  };
}

/**
 * pg_trgm thresholds: loose enough that 'buger' still finds Burger Hub and corrects to 'burger'
 * (similarity 0.44), strict enough that 'mama' is not "corrected" to 'mala' (0.25).
 */
export const FUZZY_THRESHOLD = 0.4;

/**
 * Runs text queries in one transaction whose planner settings suit them: the fuzzy operators
 * look cheap to the planner but cost microseconds a row, so a sequential scan (every row
 * compared) is ruled out in favour of the trigram indexes, and neither parallel workers nor JIT
 * compilation are started for queries meant to take a millisecond.
 */
export function withTextSearch<T>(db: DbOrTx, run: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT set_config('enable_seqscan', 'off', true), set_config('max_parallel_workers_per_gather', '0', true),
                 set_config('jit', 'off', true), set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true),
                 set_config('pg_trgm.similarity_threshold', ${String(FUZZY_THRESHOLD)}, true)`,
    );
    return run(tx);
  });
}
