/**
 * The session settings catalogue search is planned with (docs/decisions/006 and 028): the fuzzy
 * operators look cheap to the planner but cost microseconds a row, so sequential scans are ruled
 * out in favour of the trigram indexes; neither parallel workers nor JIT compilation are started
 * for queries meant to take a millisecond. pg_trgm's thresholds: loose enough that 'buger' still
 * finds Burger Hub and corrects to 'burger' (similarity 0.44), strict enough that 'mama' is not
 * "corrected" to 'mala' (0.25).
 */
export const FUZZY_THRESHOLD = 0.4;

export const TEXT_SEARCH_SETTINGS: Readonly<Record<string, string>> = {
  enable_seqscan: 'off',
  max_parallel_workers_per_gather: '0',
  jit: 'off',
  'pg_trgm.word_similarity_threshold': String(FUZZY_THRESHOLD),
  'pg_trgm.similarity_threshold': String(FUZZY_THRESHOLD),
};

/** The settings as a connection's startup options, for the search pool's sessions. */
export function textSearchOptions(): string {
  return Object.entries(TEXT_SEARCH_SETTINGS)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
}
