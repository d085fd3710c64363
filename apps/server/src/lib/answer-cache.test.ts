import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache.ts';
import { acceptsGzip, answerKey } from '../modules/catalog/send-kept.ts';

function counting(json = '{"n":1}') {
  let calls = 0;
  return {
    compute: async () => {
      calls++;
      return json;
    },
    calls: () => calls,
  };
}

function hearingCache() {
  const cache = createAnswerCache({ ttlMs: 60_000 });
  cache.hearChangesFrom(() => true);
  return cache;
}

describe('createAnswerCache', () => {
  it('computes an answer once and hands it out until a change is heard', async () => {
    const cache = hearingCache();
    const c = counting();
    expect((await cache.answer('k', c.compute)).json).toBe('{"n":1}');
    await cache.answer('k', c.compute);
    expect(c.calls()).toBe(1);
    cache.changed();
    await cache.answer('k', c.compute);
    expect(c.calls()).toBe(2);
  });

  it('does not keep an answer whose computation a change overtook', async () => {
    const cache = hearingCache();
    let release!: () => void;
    const slow = cache.answer('k', () => new Promise<string>((resolve) => (release = () => resolve('"before"'))));
    cache.changed();
    release();
    expect((await slow).json).toBe('"before"');
    const c = counting('"after"');
    expect((await cache.answer('k', c.compute)).json).toBe('"after"');
    expect(c.calls()).toBe(1);
  });

  it('shares one computation between identical requests arriving together', async () => {
    const cache = hearingCache();
    const c = counting();
    const answers = await Promise.all([cache.answer('k', c.compute), cache.answer('k', c.compute), cache.answer('other', c.compute)]);
    expect(answers.map((a) => a.json)).toEqual(['{"n":1}', '{"n":1}', '{"n":1}']);
    expect(c.calls()).toBe(2);
  });

  it('keeps nothing while changes cannot be heard, nor with no time to keep them', async () => {
    let hearing = false;
    const deaf = createAnswerCache({ ttlMs: 60_000 });
    deaf.hearChangesFrom(() => hearing);
    const c = counting();
    await deaf.answer('k', c.compute);
    await deaf.answer('k', c.compute);
    expect(c.calls()).toBe(2);
    hearing = true;
    await deaf.answer('k', c.compute);
    await deaf.answer('k', c.compute);
    expect(c.calls()).toBe(3);

    const off = createAnswerCache({ ttlMs: 0 });
    off.hearChangesFrom(() => true);
    await off.answer('k', c.compute);
    await off.answer('k', c.compute);
    expect(c.calls()).toBe(5);
  });

  it('forgets an answer whose computation failed', async () => {
    const cache = hearingCache();
    await expect(cache.answer('k', async () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    const c = counting();
    await cache.answer('k', c.compute);
    expect(c.calls()).toBe(1);
  });
});

describe('answerKey', () => {
  it('is the same for the same query in any field order, and differs for any field', () => {
    expect(answerKey('storefront', { view: 'menu', limit: 24, q: undefined })).toBe(answerKey('storefront', { limit: 24, view: 'menu' }));
    expect(answerKey('storefront', { view: 'menu', near: '-0.3,36.1' })).not.toBe(answerKey('storefront', { view: 'menu' }));
    expect(answerKey('search', { q: 'milk' })).not.toBe(answerKey('storefront', { q: 'milk' }));
  });
});

describe('acceptsGzip', () => {
  it('reads Accept-Encoding as the compression plugin does', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
