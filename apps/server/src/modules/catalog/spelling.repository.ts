import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../../db/sql-rows.ts';
import { textSearchOn } from './text-match.ts';

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Words of 3+ characters, the ones a correction may replace. */
export const checkedWords = (text: string): string[] => [...new Set(words(text).filter((w) => Array.from(w).length >= 3))];

export interface WordFix {
  word: string;
  fix: string;
}

/**
 * A subquery answering, as a JSON array of { word, fix }, the most similar known word (pg_trgm
 * similarity of at least FUZZY_THRESHOLD, set in TEXT_SEARCH_SETTINGS) for each word of
 * `checked`: a value holding the JSON array of checkedWords. Search embeds it in its own statement.
 */
export function wordFixesOf(checked: SQL): SQL {
  return sql`(SELECT coalesce(json_agg(json_build_object('word', q.w, 'fix', c.word)), '[]'::json)
    FROM json_array_elements_text(${checked}::json) AS q(w)
    CROSS JOIN LATERAL (SELECT pw.word FROM product_words pw WHERE pw.word % lower(q.w)
                        ORDER BY similarity(pw.word, lower(q.w)) DESC, pw.word LIMIT 1) c)`;
}

/** wordFixesOf the text's checked words; null when it has none. */
export function wordFixes(text: string): SQL | null {
  const checked = checkedWords(text);
  return checked.length ? wordFixesOf(sql`${JSON.stringify(checked)}`) : null;
}

/** The text with each fixed word replaced (lower case), or null when nothing would change. */
export function applyWordFixes(text: string, fixes: readonly WordFix[]): string | null {
  const all = words(text);
  const byWord = new Map(fixes.map((r) => [r.word, r.fix]));
  const corrected = all.map((w) => byWord.get(w) ?? w).join(' ');
  return corrected === all.join(' ') ? null : corrected;
}

/**
 * Spelling correction against product_words, the words of every product name (a few thousand
 * at most, trigram-indexed): comparing a typo with that list is fast where comparing it with
 * every product name is not.
 */
export function createSpellingRepository(db: DbOrTx, searchDb?: DbOrTx) {
  const run = textSearchOn(db, searchDb);
  return {
    /**
     * The text with each word of 3+ characters replaced by the most similar known word (pg_trgm
     * similarity of at least FUZZY_THRESHOLD), or null when nothing would change.
     */
    async correct(text: string, tx?: DbOrTx): Promise<string | null> {
      const fixes = wordFixes(text);
      if (!fixes) return null;
      const lookup = (d: DbOrTx) => queryRows<{ fixes: WordFix[] }>(d, sql`SELECT ${fixes} AS fixes`);
      const [row] = await (tx ? lookup(tx) : run(lookup));
      return applyWordFixes(text, row?.fixes ?? []);
    },
  };
}
export type SpellingRepository = ReturnType<typeof createSpellingRepository>;
