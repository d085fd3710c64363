import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestDatabase } from '../../../test/helpers/test-database.ts';
import { nameCandidates } from './name-candidates.ts';
import { hasTrigramRun, matchPatterns, rankedMatch, textSearchOn, type MatchText } from './text-match.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

/** The names PostgreSQL itself matches (the search statement's condition for categories), in their order. */
async function matchedByPostgres(names: string[], text: string): Promise<string[]> {
  const p = matchPatterns(text);
  const t: MatchText = { text: sql`${text}::text`, starts: sql`${p.starts}::text`, contains: sql`${p.contains}::text`, wordStart: sql`${p.wordStart}::text`, long: hasTrigramRun(text) };
  const m = rankedMatch(sql`t.n`, t);
  const rows = await textSearchOn(database.db)((db) =>
    db.execute<{ n: string }>(sql`SELECT t.n FROM json_array_elements_text(${JSON.stringify(names)}::json) WITH ORDINALITY AS t(n, i) WHERE ${m.where} ORDER BY t.i`),
  );
  return ((rows as { rows?: { n: string }[] }).rows ?? (rows as unknown as { n: string }[])).map((r) => r.n);
}

const WORDS = ['Pizza', 'Burgers', 'Electronics', 'Phones', 'Groceries', 'Baby Care', 'Dog Food', 'Mama Mboga', 'Chai', 'Soda', 'Kuku Kienyeji', 'Maziwa', 'Juice & Smoothies'];
const asciiName = fc.oneof(fc.constantFrom(...WORDS), fc.stringMatching(/^[A-Za-z][A-Za-z0-9 &'-]{0,18}$/));
const name = fc.oneof({ weight: 4, arbitrary: asciiName }, { weight: 1, arbitrary: fc.constantFrom('Mikate ya Ngano', 'Café Crème', 'Nyama Choma Fresh', 'Ωmega') });
/** Search texts near the names: pieces, misspellings, other words. */
const text = fc.oneof(
  fc.constantFrom('piza', 'pizz', 'burger', 'buger', 'electroncs', 'phone', 'fone', 'groc', 'dog', 'do', 'ma', 'c', 'kuku', 'juice', 'smoothie', 'café', 'cafe'),
  fc.stringMatching(/^[a-z0-9 ]{1,8}$/).filter((s) => s.trim().length > 0).map((s) => s.trim()),
  fc.constantFrom(...WORDS).chain((w) => fc.nat({ max: Math.max(0, w.length - 2) }).map((i) => w.slice(i, i + 4))),
);

describe('nameCandidates: the names a search text could match', () => {
  it('keeps every name PostgreSQL matches, in order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(name, { minLength: 1, maxLength: 12 }), text, async (names, typed) => {
        const matched = await matchedByPostgres(names, typed);
        const candidates = nameCandidates(names, typed);
        expect(candidates.filter((n) => matched.includes(n))).toEqual(matched);
        expect(candidates).toEqual(names.filter((n) => candidates.includes(n)));
      }),
      { numRuns: 150 },
    );
  });

  it('leaves out names that share nothing with the text', () => {
    const names = ['Pizza', 'Burgers', 'Electronics', 'Phones', 'Café Crème'];
    expect(nameCandidates(names, 'piza')).toEqual(['Pizza', 'Café Crème']);
    expect(nameCandidates(names, 'electroncs')).toEqual(['Electronics', 'Café Crème']);
    expect(nameCandidates(names, 'ph')).toEqual(['Phones', 'Café Crème']);
    expect(nameCandidates(names, 'chai')).toEqual(['Café Crème']);
    expect(nameCandidates(names, 'kahawa ☕')).toBe(names);
  });
});
