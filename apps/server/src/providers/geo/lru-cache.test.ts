import { describe, expect, it } from 'vitest';
import { createLruCache } from './lru-cache.ts';

describe('LRU cache', () => {
  it('drops the least recently used entry when full', () => {
    const cache = createLruCache<number>({ maxEntries: 2, ttlMs: 1000 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
  });

  it('forgets entries after their time to live', () => {
    let now = 0;
    const cache = createLruCache<string>({ maxEntries: 5, ttlMs: 100, now: () => now });
    cache.set('town', 'Juja');
    now = 99;
    expect(cache.get('town')).toBe('Juja');
    now = 200;
    expect(cache.get('town')).toBeUndefined();
  });
});
