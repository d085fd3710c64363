import { describe, expect, it } from 'vitest';
import { createMemoryRateLimitStore } from './rate-limit-store.ts';

describe('memory rate-limit store', () => {
  it('counts hits per key within a window and starts again after it', async () => {
    let now = 1_000_000;
    const store = createMemoryRateLimitStore(() => now);
    expect(await store.hit('a', 60_000)).toEqual({ count: 1, resetAt: 1_060_000 });
    expect((await store.hit('a', 60_000)).count).toBe(2);
    expect((await store.hit('b', 60_000)).count).toBe(1);
    now += 59_999;
    expect((await store.hit('a', 60_000)).count).toBe(3);
    now += 1;
    expect(await store.hit('a', 60_000)).toEqual({ count: 1, resetAt: now + 60_000 });
  });

  it('forgets expired windows, so idle clients cost no memory', async () => {
    let now = 0;
    const store = createMemoryRateLimitStore(() => now);
    for (let i = 0; i < 100; i++) await store.hit(`client-${i}`, 1000);
    expect(store.size()).toBe(100);
    now = 120_000;
    expect((await store.hit('late', 1000)).count).toBe(1);
    expect(store.size()).toBe(1);
  });
});
