import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import { rooms } from '@sokoni/domain/events';
import { openPostgres } from '../src/db/client.ts';
import { BRIEFLY_UNAVAILABLE_MESSAGE, DATABASE_UNAVAILABLE_MESSAGE } from '../src/plugins/error-handler.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { signupPartner } from './helpers/accounts.ts';
import { heard, openSocket, type HeardEvent } from './helpers/live-socket.ts';
import { startTcpProxy, type TcpProxy } from './helpers/tcp-proxy.ts';
import { createScratchPostgresDatabase, type ScratchDatabase } from './helpers/test-database.ts';

const url = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/**
 * Process A talks to PostgreSQL directly; process B through a TCP proxy the test controls, with
 * short deadlines. B must survive whatever happens to its connections, say so on /readyz, answer
 * 503 fast while the database is frozen, and recover by itself, live events included.
 */
describe.runIf(Boolean(url))('a server that survives its database (PostgreSQL; runs with TEST_DATABASE_URL)', () => {
  let scratch: ScratchDatabase;
  let proxy: TcpProxy;
  let a: TestApp;
  let b: TestApp;
  let shop: { id: string; token: string };
  let live: { socket: Socket; events: HeardEvent[] };
  const sockets: Socket[] = [];
  let sent = 0;

  beforeAll(async () => {
    scratch = await createScratchPostgresDatabase(url!);
    const migrate = openPostgres(scratch.url, 1);
    await migrate.migrate();
    await migrate.close();
    const server = new URL(scratch.url);
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    const throughProxy = proxy.urlFor(scratch.url);
    a = await createTestApp({ DATABASE_URL: scratch.url }, scratch.url);
    b = await createTestApp({ DATABASE_URL: throughProxy, DB_STATEMENT_TIMEOUT_MS: '1000', DB_CONNECT_TIMEOUT_MS: '1000' }, throughProxy);
    shop = await signupPartner(a);
    live = await openSocket(await b.app.listen({ port: 0, host: '127.0.0.1' }), shop.token, sockets);
    await vi.waitFor(async () => expect((await b.call({ method: 'GET', url: '/readyz' })).statusCode).toBe(200), { timeout: 10_000 });
  });

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await a?.close();
    await b?.close();
    await proxy?.close();
    await scratch?.drop();
  });

  const readyz = async (t: TestApp) => (await t.call({ method: 'GET', url: '/readyz' })).statusCode;
  /** An event emitted on A reaches the store's socket on B (retried: the first may go out before B listens again). */
  async function eventCrossesFromAToB() {
    const message = `check ${++sent}`;
    await vi.waitFor(
      async () => {
        a.realtime.emit(rooms.partner(shop.id), 'newSubOrder', { message, subOrderId: 'a'.repeat(24), orderId: 'b'.repeat(24) });
        await Promise.race([heard(live.events, 'newSubOrder', { message }), new Promise((_, reject) => setTimeout(() => reject(new Error('not yet')), 500))]);
      },
      { timeout: 20_000, interval: 50 },
    );
  }

  it('keeps answering and delivering live events when its LISTEN backend is terminated', async () => {
    await eventCrossesFromAToB();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const { rows } = await admin.query(
      `SELECT pg_terminate_backend(pid) AS gone FROM pg_stat_activity WHERE datname = $1 AND application_name = 'sokoni-socket' AND query ILIKE 'LISTEN%'`,
      [new URL(scratch.url).pathname.slice(1)],
    );
    await admin.end();
    expect(rows.length).toBe(2);

    // B reports itself not ready while its live events reconnect (the adapter waits at least a second) …
    await vi.waitFor(async () => expect(await readyz(b)).toBe(503), { timeout: 5000, interval: 20 });
    expect((await b.call({ method: 'GET', url: '/api/partners' })).statusCode).toBe(200);
    // … then ready again, and events cross processes as before.
    await vi.waitFor(async () => expect(await readyz(b)).toBe(200), { timeout: 20_000, interval: 100 });
    await eventCrossesFromAToB();
  });

  it('reconnects every connection after its network path is cut', async () => {
    expect(proxy.open()).toBeGreaterThan(0);
    proxy.cut();
    await vi.waitFor(async () => expect((await b.call({ method: 'GET', url: '/api/partners' })).statusCode).toBe(200), { timeout: 10_000 });
    await vi.waitFor(async () => expect(await readyz(b)).toBe(200), { timeout: 20_000, interval: 100 });
    await eventCrossesFromAToB();
  });

  it('answers 503 with a readable message while the database is down, and recovers by itself', async () => {
    proxy.refuse(true);
    proxy.cut();
    const res = await b.call({ method: 'GET', url: '/api/partners' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ message: DATABASE_UNAVAILABLE_MESSAGE, code: 'unavailable' });
    expect(await readyz(b)).toBe(503);
    proxy.refuse(false);
    await vi.waitFor(async () => expect((await b.call({ method: 'GET', url: '/api/partners' })).statusCode).toBe(200), { timeout: 10_000 });
    await vi.waitFor(async () => expect(await readyz(b)).toBe(200), { timeout: 20_000, interval: 100 });
    await eventCrossesFromAToB();
  });

  it('answers 503 when a statement waits past the statement deadline, and the next request is served', async () => {
    // Another session holds the stores table: PostgreSQL cancels B's statement after 1 s (DB_STATEMENT_TIMEOUT_MS).
    const holder = new pg.Client({ connectionString: scratch.url });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE partners IN ACCESS EXCLUSIVE MODE');
      const res = await b.call({ method: 'GET', url: '/api/partners' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ message: DATABASE_UNAVAILABLE_MESSAGE, code: 'unavailable' });
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }
    expect((await b.call({ method: 'GET', url: '/api/partners' })).statusCode).toBe(200);
  });

  it('answers 503 fast instead of hanging while the database is frozen, and recovers by itself', async () => {
    proxy.pause();
    try {
      const partners = await b.call({ method: 'GET', url: '/api/partners' });
      expect(partners.statusCode).toBe(503);
      expect(partners.json()).toMatchObject({ message: DATABASE_UNAVAILABLE_MESSAGE, code: 'unavailable' });
      // Every later request too: none waits for ever on a connection held by the frozen ones.
      const more = await Promise.all([1, 2, 3].map(() => b.call({ method: 'GET', url: '/api/all-products' })));
      expect(more.map((r) => r.statusCode)).toEqual([503, 503, 503]);
      expect(await readyz(b)).toBe(503);
    } finally {
      proxy.resume();
    }
    await vi.waitFor(async () => expect((await b.call({ method: 'GET', url: '/api/partners' })).statusCode).toBe(200), { timeout: 10_000 });
    await vi.waitFor(async () => expect(await readyz(b)).toBe(200), { timeout: 20_000, interval: 100 });
    await eventCrossesFromAToB();
  });
});

/** With REDIS_URL, B's Redis connections go through a proxy that the test cuts (a Redis restart). */
describe.runIf(Boolean(url && redisUrl))('a server that survives a Redis restart (runs with TEST_DATABASE_URL and TEST_REDIS_URL)', () => {
  let scratch: ScratchDatabase;
  let proxy: TcpProxy;
  let a: TestApp;
  let b: TestApp;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    scratch = await createScratchPostgresDatabase(url!);
    const migrate = openPostgres(scratch.url, 1);
    await migrate.migrate();
    await migrate.close();
    const redis = new URL(redisUrl!);
    proxy = await startTcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
    a = await createTestApp({ DATABASE_URL: scratch.url, REDIS_URL: redisUrl! }, scratch.url);
    b = await createTestApp({ DATABASE_URL: scratch.url, REDIS_URL: proxy.urlFor(redisUrl!) }, scratch.url);
  });

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await a?.close();
    await b?.close();
    await proxy?.close();
    await scratch?.drop();
  });

  it('keeps answering, reports not ready while Redis is away, then delivers live events again', async () => {
    const shop = await signupPartner(a);
    const live = await openSocket(await b.app.listen({ port: 0, host: '127.0.0.1' }), shop.token, sockets);
    proxy.refuse(true);
    proxy.cut();
    await vi.waitFor(async () => expect((await b.call({ method: 'GET', url: '/readyz' })).statusCode).toBe(503), { timeout: 5000, interval: 20 });
    expect((await b.call({ method: 'GET', url: '/api/partners' })).statusCode).toBe(200);
    // Rate-limit counters live in Redis: a limited route says it is briefly unavailable, never 500.
    const login = await b.call({ method: 'POST', url: '/api/login', payload: { identifier: 'nobody-here', password: 'wrong-one' } });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toMatchObject({ message: BRIEFLY_UNAVAILABLE_MESSAGE, code: 'unavailable' });
    proxy.refuse(false);
    await vi.waitFor(async () => expect((await b.call({ method: 'GET', url: '/readyz' })).statusCode).toBe(200), { timeout: 20_000, interval: 100 });
    let n = 0;
    await vi.waitFor(
      async () => {
        const message = `after redis ${++n}`;
        a.realtime.emit(rooms.partner(shop.id), 'newSubOrder', { message, subOrderId: 'a'.repeat(24), orderId: 'b'.repeat(24) });
        await Promise.race([heard(live.events, 'newSubOrder', { message }), new Promise((_, reject) => setTimeout(() => reject(new Error('not yet')), 500))]);
      },
      { timeout: 20_000, interval: 50 },
    );
  });
});
