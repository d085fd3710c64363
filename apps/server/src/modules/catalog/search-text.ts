import { sql, type SQL } from 'drizzle-orm';
import { hasTrigramRun, matchPatterns, type MatchText } from './text-match.ts';

/**
 * A search text as named values of a statement built once per shape (docs/decisions/043): the
 * SQL of a search depends on these facts about its text, never on the text itself.
 *   - long: it has a run of three letters or digits (contains-patterns and fuzzy matches apply);
 *   - plain: it is printable ASCII, where JavaScript's and PostgreSQL's ideas of lower case and
 *     of a letter agree: its prefix is matched as a range of lower(name), and its runs are
 *     looked up in the word list;
 *   - runs: it has a run of 3-40 letters or digits to look up.
 */
export interface TextShape {
  long: boolean;
  plain: boolean;
  runs: boolean;
}

export interface SearchText extends MatchText {
  shape: TextShape;
  /** lower(text) and the first string after every string it starts: lower(name) starts with the text exactly when it lies in [low, high). */
  low: SQL;
  high: SQL;
  /** The runs as LIKE patterns ('%pizza%'), a text[]. */
  runs: SQL;
}

const PLAIN = /^[\x20-\x7e]+$/;

/** Runs of 3+ letters or digits, each looked up in product_words; longer than its longest word (40) cannot be there. */
function wordRuns(text: string): string[] {
  return [...new Set(text.toLowerCase().split(/[^a-z0-9]+/).filter((r) => r.length >= 3 && r.length <= 40))];
}

export function textShape(text: string): TextShape {
  const plain = PLAIN.test(text);
  return { long: hasTrigramRun(text), plain, runs: plain && wordRuns(text).length > 0 };
}

export const shapeKey = (shape: TextShape): string => `${Number(shape.long)}${Number(shape.plain)}${Number(shape.runs)}`;

/** The text's placeholders, named after `role` so one statement can hold several texts. */
export function searchText(role: string, shape: TextShape): SearchText {
  const value = (name: string) => sql.placeholder(`${role}_${name}`) as unknown as SQL;
  return {
    shape,
    long: shape.long,
    text: value('text'),
    starts: value('starts'),
    contains: value('contains'),
    wordStart: value('wordStart'),
    low: value('low'),
    high: value('high'),
    runs: value('runs'),
  };
}

/** The values of searchText(role, textShape(text)) for `text`. */
export function searchTextValues(role: string, text: string): Record<string, unknown> {
  const low = text.toLowerCase();
  const patterns = matchPatterns(text);
  return {
    [`${role}_text`]: text,
    [`${role}_starts`]: patterns.starts,
    [`${role}_contains`]: patterns.contains,
    [`${role}_wordStart`]: patterns.wordStart,
    [`${role}_low`]: low,
    [`${role}_high`]: low.slice(0, -1) + String.fromCharCode(low.charCodeAt(low.length - 1) + 1),
    [`${role}_runs`]: wordRuns(text).map((run) => `%${run}%`),
  };
}
