import { FUZZY_THRESHOLD } from '../../db/text-search-settings.ts';

/**
 * The category and subcategory names a search text could match (rankedMatch in text-match.ts),
 * picked in JavaScript so that PostgreSQL ranks a handful instead of every name (each costs it a
 * word_similarity and three LIKEs: a third of a search's database time). It is a superset, never
 * a choice: PostgreSQL still decides which match and in what order (decision 047).
 *
 * For plain ASCII, where JavaScript and PostgreSQL agree on letters and lower case, a name is
 * kept when it contains the text (any text: it then starts with it, or a word of it does, or it
 * holds it), or, for text with a run of three letters or digits, when it could be a fuzzy match:
 * word_similarity is at most the share of the text's trigrams (pg_trgm's) found in the name, so
 * a name holding less than FUZZY_THRESHOLD of them cannot reach the threshold. A name or text
 * outside plain ASCII is always kept.
 */
const PLAIN = /^[\x20-\x7e]*$/;

/** pg_trgm's trigrams of ASCII text: each run of letters and digits, lower-cased, padded with two spaces before and one after. */
function trigramsOf(text: string): Set<string> {
  const trigrams = new Set<string>();
  for (const word of text.toLowerCase().split(/[^a-z0-9]+/)) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) trigrams.add(padded.slice(i, i + 3));
  }
  return trigrams;
}

function hasRunOfThree(text: string): boolean {
  return /[a-z0-9]{3}/i.test(text);
}

interface NameFacts {
  lower: string;
  /** null when the name is not plain ASCII (always kept). */
  trigrams: Set<string> | null;
}

/** Each list's facts, worked out once per list (the facet names are cached and shared, facet-names.ts). */
const factsOf = new WeakMap<readonly string[], NameFacts[]>();

function namesFacts(names: readonly string[]): NameFacts[] {
  let facts = factsOf.get(names);
  if (!facts) {
    facts = names.map((name) => ({ lower: name.toLowerCase(), trigrams: PLAIN.test(name) ? trigramsOf(name) : null }));
    factsOf.set(names, facts);
  }
  return facts;
}

/** The names of `names` that `text` could match, in their order; `names` itself when none can be left out. */
export function nameCandidates(names: readonly string[], text: string): readonly string[] {
  if (!PLAIN.test(text)) return names;
  const facts = namesFacts(names);
  const lower = text.toLowerCase();
  const wanted = hasRunOfThree(text) ? [...trigramsOf(text)] : [];
  // A hair under the threshold: PostgreSQL compares in single precision.
  const enough = FUZZY_THRESHOLD * wanted.length - 1e-6;
  const fuzzy = (trigrams: Set<string>) => wanted.length > 0 && wanted.filter((t) => trigrams.has(t)).length >= enough;
  const kept = names.filter((_, i) => {
    const fact = facts[i]!;
    return fact.trigrams === null || fact.lower.includes(lower) || fuzzy(fact.trigrams);
  });
  return kept.length === names.length ? names : kept;
}
