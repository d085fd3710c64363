import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createRedisRateLimitStore } from './redis-rate-limit-store.ts';

const url = process.env.TEST_REDIS_URL;

describe.runIf(Boolean(url))('Redis rate-limit store (runs in CI with TEST_REDIS_URL)', () => {
  const a = new Redis(url!, { lazyConnect: true });
  const b = new Redis(url!, { lazyConnect: true });
  // Each run counts under its own prefix, so runs never see each other's hits.
  const prefix = `sokoni-test:${randomBytes(4).toString('hex')}:`;
  afterAll(async () => {
    const keys = await a.keys(`${prefix}*`);
    if (keys.length) await a.del(...keys);
    a.disconnect();
    b.disconnect();
  });

  it('counts hits per key across connections (as two processes would)', async () => {
    const one = createRedisRateLimitStore(a, prefix);
    const two = createRedisRateLimitStore(b, prefix);
    const first = await one.hit('login:1.2.3.4', 60_000);
    expect(first.count).toBe(1);
    expect(first.resetAt).toBeGreaterThan(Date.now() + 55_000);
    expect((await two.hit('login:1.2.3.4', 60_000)).count).toBe(2);
    expect((await one.hit('login:5.6.7.8', 60_000)).count).toBe(1);
    const third = await two.hit('login:1.2.3.4', 60_000);
    expect(third.count).toBe(3);
    // The window is the first hit's: later hits do not push it back.
    expect(third.resetAt).toBeLessThanOrEqual(first.resetAt + 50);
  });

  it('starts a new window once the old one has ended', async () => {
    const store = createRedisRateLimitStore(a, prefix);
    await store.hit('short', 50);
    await store.hit('short', 50);
    await new Promise((r) => setTimeout(r, 120));
    expect((await store.hit('short', 50)).count).toBe(1);
  });

  it('forgets a cleared key for every connection, and only that key', async () => {
    const one = createRedisRateLimitStore(a, prefix);
    const two = createRedisRateLimitStore(b, prefix);
    await one.hit('login:account:owner', 60_000);
    await one.hit('login:account:owner', 60_000);
    await one.hit('login:account:other', 60_000);
    await two.clear('login:account:owner');
    expect((await one.hit('login:account:owner', 60_000)).count).toBe(1);
    expect((await one.hit('login:account:other', 60_000)).count).toBe(2);
  });
});
