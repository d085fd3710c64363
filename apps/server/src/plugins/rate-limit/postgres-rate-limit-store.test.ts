import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestDatabase } from '../../../test/helpers/test-database.ts';
import { createPostgresRateLimitStore } from './postgres-rate-limit-store.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('PostgreSQL rate-limit store', () => {
  it('counts hits per key across store instances (as two processes would)', async () => {
    const a = createPostgresRateLimitStore(database.db);
    const b = createPostgresRateLimitStore(database.db);
    expect((await a.hit('login:1.2.3.4', 60_000)).count).toBe(1);
    expect((await b.hit('login:1.2.3.4', 60_000)).count).toBe(2);
    expect((await a.hit('login:5.6.7.8', 60_000)).count).toBe(1);
    const hit = await b.hit('login:1.2.3.4', 60_000);
    expect(hit.count).toBe(3);
    expect(hit.resetAt).toBeGreaterThan(Date.now());
  });

  it('starts a new window once the old one has ended', async () => {
    const store = createPostgresRateLimitStore(database.db);
    await store.hit('short', 50);
    await store.hit('short', 50);
    await new Promise((r) => setTimeout(r, 120));
    expect((await store.hit('short', 50)).count).toBe(1);
  });

  it('forgets a cleared key for every process, and only that key', async () => {
    const a = createPostgresRateLimitStore(database.db);
    const b = createPostgresRateLimitStore(database.db);
    await a.hit('login:account:owner', 60_000);
    await a.hit('login:account:owner', 60_000);
    await a.hit('login:account:other', 60_000);
    await b.clear('login:account:owner');
    expect((await a.hit('login:account:owner', 60_000)).count).toBe(1);
    expect((await a.hit('login:account:other', 60_000)).count).toBe(2);
  });
});
