import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from './sql-rows.ts';
import { withTextSearch } from './text-match.ts';

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * Spelling correction against product_words, the words of every product name (a few thousand
 * at most, trigram-indexed): comparing a typo with that list is fast where comparing it with
 * every product name is not.
 */
export function createSpellingRepository(db: DbOrTx) {
  return {
    /**
     * The text with each word of 3+ characters replaced by the most similar known word (pg_trgm
     * similarity of at least FUZZY_THRESHOLD), or null when nothing would change.
     */
    async correct(text: string, tx?: DbOrTx): Promise<string | null> {
      const all = words(text);
      const checked = [...new Set(all.filter((w) => Array.from(w).length >= 3))];
      if (!checked.length) return null;
      const lookup = (d: DbOrTx) =>
        queryRows<{ word: string; fix: string }>(
          d,
          sql`SELECT q.w AS word, c.word AS fix FROM json_array_elements_text(${JSON.stringify(checked)}::json) AS q(w)
              CROSS JOIN LATERAL (SELECT pw.word FROM product_words pw WHERE pw.word % lower(q.w)
                                  ORDER BY similarity(pw.word, lower(q.w)) DESC, pw.word LIMIT 1) c`,
        );
      const rows = await (tx ? lookup(tx) : withTextSearch(db, lookup));
      const fixes = new Map(rows.map((r) => [r.word, r.fix]));
      const corrected = all.map((w) => fixes.get(w) ?? w).join(' ');
      return corrected === all.join(' ') ? null : corrected;
    },
  };
}
export type SpellingRepository = ReturnType<typeof createSpellingRepository>;
