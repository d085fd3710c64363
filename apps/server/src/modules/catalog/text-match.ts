import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { TEXT_SEARCH_SETTINGS } from '../../db/text-search-settings.ts';

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
  /** Close fuzzy match (pg_trgm's <%, threshold in TEXT_SEARCH_SETTINGS), or null for short text. */
  fuzzy: SQL | null;
  /** word_similarity of the text to the name, 0-1. */
  similarity: SQL;
}

/** Whether the text has a run of three letters or digits (so trigram indexes can narrow it down). */
export function hasTrigramRun(text: string): boolean {
  return longestWordRun(text) >= 3;
}

/**
 * The LIKE patterns of `contains` as values: one ('%text%') for text with a run of three letters
 * or digits, two (the start of the name or of a word in it) for shorter text.
 */
export function likePatterns(text: string): string[] {
  const p = matchPatterns(text);
  return longestWordRun(text) >= 3 ? [p.contains] : [p.starts, p.wordStart];
}

/**
 * A text as a statement's values (bound parameters or placeholders): the text itself and its
 * escaped LIKE patterns. `long`: whether it has a run of three letters or digits, which decides
 * the conditions' SQL.
 */
export interface MatchText {
  text: SQL;
  /** 'text%' */
  starts: SQL;
  /** '%text%' */
  contains: SQL;
  /** '% text%': a word of the name starts with the text. */
  wordStart: SQL;
  long: boolean;
}

/** The text's LIKE patterns, escaped, as a MatchText's values. */
export function matchPatterns(text: string): { starts: string; contains: string; wordStart: string } {
  const escaped = escapeLike(text);
  return { starts: `${escaped}%`, contains: `%${escaped}%`, wordStart: `% ${escaped}%` };
}

/** `lowered`: the column already holds lower(name), computed once per row by the caller. */
export function nameConditions(column: SQL | { getSQL(): SQL }, t: MatchText, lowered = false): NameConditions {
  const target = lowered ? sql`${column}` : sql`lower(${column})`;
  const q = sql`lower(${t.text})`;
  const startsWith = sql`${target} LIKE lower(${t.starts}) ESCAPE '\\'`;
  return {
    startsWith,
    contains: t.long ? sql`${target} LIKE lower(${t.contains}) ESCAPE '\\'` : sql`(${startsWith} OR ${target} LIKE lower(${t.wordStart}) ESCAPE '\\')`,
    fuzzy: t.long ? sql`${q} <% ${target}` : null,
    similarity: sql`word_similarity(${q}, ${target})`,
  };
}

/** For small sets (store names, category names): all kinds at once, ranked by one score. */
export function rankedMatch(column: SQL | { getSQL(): SQL }, t: MatchText): { where: SQL; score: SQL } {
  const c = nameConditions(column, t);
  return {
    where: c.fuzzy ? sql`(${c.contains} OR ${c.fuzzy})` : c.contains,
    // Short text has no fuzzy matches to rank, so its similarity (costly per row) is not computed.
    score: sql`(CASE WHEN ${c.startsWith} THEN 2 WHEN ${c.contains} THEN 1 ELSE 0 END + ${c.fuzzy ? c.similarity : sql`0`})`,
  };
}

/**
 * Runs text queries with the search's planner settings (TEXT_SEARCH_SETTINGS). On PostgreSQL the
 * search pool's sessions already have them, so `run` gets that pool and a search is a single
 * statement; on PGlite (one in-process connection shared by everything) they are set for one
 * transaction only.
 */
export type TextSearch = <T>(run: (db: DbOrTx) => Promise<T>) => Promise<T>;

export function textSearchOn(db: DbOrTx, searchDb?: DbOrTx): TextSearch {
  if (searchDb) return (run) => run(searchDb);
  const settings = sql.join(
    Object.entries(TEXT_SEARCH_SETTINGS).map(([name, value]) => sql`set_config(${name}, ${value}, true)`),
    sql`, `,
  );
  return (run) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`SELECT ${settings}`);
      return run(tx);
    });
}
