import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { signupPartner } from '../../../test/helpers/accounts.ts';
import { insertProducts } from '../../../test/helpers/products.ts';

/**
 * Text that hundreds of names hold is looked for by walking the best-rated names; rarer text is
 * fetched through the trigram index (decision 041). Either way the answer is the same list: names
 * starting with the text first, then the best rated of the rest.
 */
let t: TestApp;

const searchNames = async (q: string) => {
  const res = await t.call({ method: 'GET', url: '/api/search', query: { q } });
  expect(res.statusCode, q).toBe(200);
  return (res.json() as { products: { name: string }[] }).products.map((p) => p.name);
};

beforeAll(async () => {
  t = await createTestApp();
  const bakery = (await signupPartner(t, { businessName: 'Pwani Bakery' })).id;
  await insertProducts(t, bakery, [
    { name: 'Mahamri Special' },
    { name: 'Mahamri Za Nazi' },
    // 205 names holding 'mahamri' after another word: more than a rare text's 200. Rated
    // (i % 50) / 10 with i ratings, so the best are i = 199, 149, 99, 49 (4.9), then 198, 148 (4.8).
    ...Array.from({ length: 205 }, (_, i) => ({ name: `Pack of Mahamri ${i}`, ratingAverage: (i % 50) / 10, ratingCount: i })),
    { name: 'Kaimati Tray', ratingAverage: 2, ratingCount: 1 },
    { name: 'Sweet Kaimati', ratingAverage: 4, ratingCount: 3 },
  ]);
});
afterAll(async () => {
  await t?.close();
});

describe('search over a common word and a rare one', () => {
  it('walks the best-rated names for a word hundreds of names hold', async () => {
    expect(await searchNames('mahamri')).toEqual([
      'Mahamri Special',
      'Mahamri Za Nazi',
      ...[199, 149, 99, 49, 198, 148].map((i) => `Pack of Mahamri ${i}`),
    ]);
  });

  it('finds a rare word the same way: its name first, then the others best rated', async () => {
    expect(await searchNames('kaimati')).toEqual(['Kaimati Tray', 'Sweet Kaimati']);
  });
});
