import { LRUCache } from 'lru-cache';
import type { ChangeHandlers } from '../db/client.ts';

/** The channel the catalogue tables' triggers notify on every committed change (migration 0027). */
export const CATALOGUE_CHANNEL = 'sokoni_catalogue';

export interface AnswerCacheOptions {
  /** How long an answer is kept at most: it bounds what only time changes (opening hours, a pause or a sold-out mark ending). 0: nothing is kept. */
  ttlMs: number;
  /** Characters of JSON kept at most, answers and keys together; the least recently used go first. */
  maxChars?: number;
}

/** An answer as sent: its JSON and, once a client that takes gzip asked for it, the same gzipped. */
export interface KeptAnswer {
  json: string;
  gzip?: Buffer;
}

/**
 * Public catalogue answers (storefront pages, search suggestions), kept in this process as the
 * JSON sent, by route and normalised query, for at most `ttlMs`
 * (docs/decisions/032-catalogue-answer-cache.md). Kept answers are all dropped when a change to
 * the catalogue is committed, by any process (`changed`, from the tables' triggers through
 * LISTEN), and none is used or kept while changes cannot be heard (`hearing` says whether they
 * can). An answer computed while a change was committed is not kept: each computation
 * remembers the generation it started in, and every change starts a new one. Identical requests
 * arriving together share one computation.
 */
export function createAnswerCache(options: AnswerCacheOptions) {
  // The gzipped copy, a fraction of the JSON's size, is not counted.
  const kept =
    options.ttlMs > 0
      ? new LRUCache<string, KeptAnswer>({ ttl: options.ttlMs, maxSize: options.maxChars ?? 32_000_000, sizeCalculation: (answer, key) => answer.json.length + key.length })
      : null;
  const computing = new Map<string, Promise<KeptAnswer>>();
  let generation = 0;
  let hearing: () => boolean = () => false;

  function dropAll(): void {
    generation++;
    kept?.clear();
    computing.clear();
  }

  const handlers: ChangeHandlers = { changed: dropAll, gap: dropAll };

  return {
    ...handlers,
    /** Where to ask whether changes are heard now (the LISTEN connection); until given, nothing is kept. */
    hearChangesFrom(listening: () => boolean): void {
      hearing = listening;
      dropAll();
    },

    /** The answer for `key`: kept, being computed for another request, or computed now from `compute`'s JSON. */
    async answer(key: string, compute: () => Promise<string>): Promise<KeptAnswer> {
      if (!kept || !hearing()) return { json: await compute() };
      const known = kept.get(key) ?? computing.get(key);
      if (known !== undefined) return known;
      const started = generation;
      const pending = compute().then((json): KeptAnswer => ({ json }));
      computing.set(key, pending);
      try {
        const answer = await pending;
        if (generation === started && hearing()) kept.set(key, answer);
        return answer;
      } finally {
        if (computing.get(key) === pending) computing.delete(key);
      }
    },
  };
}
export type AnswerCache = ReturnType<typeof createAnswerCache>;
