import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * Name matching with pg_trgm. User text only ever reaches SQL as a bound parameter; inside LIKE
 * patterns its own %, _ and \ are escaped so they match literally.
 *
 * Tiers, best first: the name starts with the text, a word of it does, it contains the text, or
 * it is a close fuzzy match (word_similarity, so 'piza' finds 'Margherita Pizza'). All four are
 * answered by the GIN trigram index on lower(name).
 */

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** pg_trgm only builds trigrams from letters and digits; text without them can never match. */
export function hasSearchableCharacters(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

/**
 * A contains-pattern ('%xy%') or a fuzzy match needs a run of three letters or digits to yield a
 * trigram; shorter text falls back to prefix matching, which the index answers from the word-start
 * trigrams instead of scanning every row.
 */
function longestWordRun(text: string): number {
  let best = 0;
  for (const word of text.split(/[^\p{L}\p{N}]+/u)) best = Math.max(best, Array.from(word).length);
  return best;
}

export interface TextMatch {
  /** Rows to keep. */
  where: SQL;
  /** Higher is better: tier (0-3) plus word similarity (0-1), rounded so it can be a cursor value. */
  score: SQL;
}

export function textMatch(column: SQL | { getSQL(): SQL }, text: string): TextMatch {
  const target = sql`lower(${column})`;
  const q = sql`lower(${text})`;
  const escaped = escapeLike(text);
  const startsWith = sql`${target} LIKE lower(${`${escaped}%`}) ESCAPE '\\'`;
  const wordStarts = sql`${target} LIKE lower(${`% ${escaped}%`}) ESCAPE '\\'`;
  if (longestWordRun(text) < 3) {
    return {
      where: sql`(${startsWith} OR ${wordStarts})`,
      score: sql`(CASE WHEN ${startsWith} THEN 3 ELSE 2 END)::numeric`,
    };
  }
  const contains = sql`${target} LIKE lower(${`%${escaped}%`}) ESCAPE '\\'`;
  const fuzzy = sql`${q} <% ${target}`;
  return {
    where: sql`(${contains} OR ${fuzzy})`,
    score: sql`round((CASE WHEN ${startsWith} THEN 3 WHEN ${wordStarts} THEN 2 WHEN ${contains} THEN 1 ELSE 0 END + word_similarity(${q}, ${target}))::numeric, 4)`,
  };
}

/**
 * The fuzzy operator (<%) keeps rows whose word similarity reaches pg_trgm's threshold, a
 * setting; it is raised or lowered for one transaction only, so other queries are unaffected.
 */
export async function withFuzzyThreshold<T>(db: DbOrTx, threshold: number, run: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(threshold)}, true)`);
    return run(tx);
  });
}

/** Loose enough for ranked suggestions ('buger' finds burgers), strict enough for filtering. */
export const SUGGESTION_THRESHOLD = 0.4;
export const FILTER_THRESHOLD = 0.5;
