import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { rooms } from '@sokoni/domain/events';
import { openPostgres } from '../src/db/client.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { createScratchPostgresDatabase } from './helpers/test-database.ts';
import { signupPartner } from './helpers/accounts.ts';
import { insertProducts } from './helpers/products.ts';

const url = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

const variants: { shared: string; env: Record<string, string>; enabled: boolean }[] = [
  { shared: 'socket.io PostgreSQL adapter, rate limits in PostgreSQL', env: {}, enabled: Boolean(url) },
  { shared: 'REDIS_URL: socket.io Redis adapter, rate limits in Redis', env: { REDIS_URL: redisUrl ?? '' }, enabled: Boolean(url && redisUrl) },
];

/** Two server processes (two apps, two pools) on one PostgreSQL database, as behind a load balancer. */
for (const { shared, env: sharedEnv, enabled } of variants) describe.runIf(enabled)(`two processes on one PostgreSQL (${shared}; runs in CI with TEST_DATABASE_URL / TEST_REDIS_URL)`, () => {
  let a: TestApp;
  let b: TestApp;
  let socket: Socket | undefined;
  let scratch: { url: string; drop(): Promise<void> };
  let listeningB: string | undefined;
  const listenB = async () => (listeningB ??= await b.app.listen({ port: 0, host: '127.0.0.1' }));
  beforeAll(async () => {
    scratch = await createScratchPostgresDatabase(url!);
    const migrate = openPostgres(scratch.url, 2);
    await migrate.migrate();
    await migrate.close();
    // Kept catalogue answers last a minute: only a change heard from the other process can refresh them.
    const env = { DATABASE_URL: scratch.url, RATE_LIMIT_LOGIN_PER_MINUTE: '3', CATALOGUE_CACHE_MS: '60000', ...sharedEnv };
    a = await createTestApp(env, scratch.url);
    b = await createTestApp(env, scratch.url);
  });

  afterAll(async () => {
    socket?.close();
    await a?.close();
    await b?.close();
    await scratch?.drop();
  });

  it('delivers a store event emitted on process A to the store connected to process B', async () => {
    const shop = await signupPartner(a);
    const baseB = await listenB();
    socket = connect(baseB, { auth: { token: shop.token }, transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket!.on('connect', () => resolve());
      socket!.on('connect_error', reject);
    });
    const received = new Promise((resolve) => socket!.once('newSubOrder', resolve));
    await new Promise((r) => setTimeout(r, 200));
    a.realtime.emit(rooms.partner(shop.id), 'newSubOrder', { message: 'From process A', subOrderId: 'a'.repeat(24), orderId: 'b'.repeat(24) });
    expect(await received).toMatchObject({ message: 'From process A' });
  });

  it("says a store alert from process A in the store's language to its socket on process B, once", async () => {
    const shop = await signupPartner(a);
    const baseB = await listenB();
    const live = connect(baseB, { auth: { token: shop.token }, transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      live.on('connect', () => resolve());
      live.on('connect_error', reject);
    });
    const heard: unknown[] = [];
    live.on('newSubOrder', (payload) => heard.push(payload));
    // Chosen on process A while the dashboard is connected to B: the adapter moves its socket.
    expect((await a.call({ method: 'PUT', url: '/api/me/language', token: shop.token, payload: { language: 'sw' } })).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    a.realtime.emit(rooms.partner(shop.id), 'newSubOrder', { message: 'New order SKN-20261125-000001: 2 items (Ksh 60.00)', subOrderId: 'a'.repeat(24), orderId: 'b'.repeat(24) });
    await new Promise((r) => setTimeout(r, 500));
    live.close();
    expect(heard).toEqual([expect.objectContaining({ message: 'Oda mpya SKN-20261125-000001: bidhaa 2 (Ksh 60.00)' })]);
  });

  it('holds a rate limit reached on process A on process B too', async () => {
    // A fresh address each run: counters in Redis outlive the test databases.
    const from = { remoteAddress: `10.${randomBytes(3).join('.')}` };
    const login = (t: TestApp, i: number) => t.call({ method: 'POST', url: '/api/login', ...from, payload: { identifier: `nobody${i}`, password: 'wrong-one' } });
    expect((await login(a, 1)).statusCode).toBe(401);
    expect((await login(a, 2)).statusCode).toBe(401);
    expect((await login(a, 3)).statusCode).toBe(401);
    const onB = await login(b, 4);
    expect(onB.statusCode).toBe(429);
    expect(onB.json().message).toBe('Too many requests. Please wait a few minutes and try again.');
  });

  it("shows a price changed on process A in process B's kept storefront page", async () => {
    const shop = await signupPartner(a, { businessName: 'Two Process Grocer' });
    const [id] = await insertProducts(a, shop.id, [{ name: 'Sukuma Wiki Bunch', price: 30 }]);
    const priceOnB = async () => {
      const page = (await b.call({ method: 'GET', url: '/api/storefront?limit=24&withTotal=true' })).json() as { items: { _id: string; price: number }[] };
      return page.items.find((p) => p._id === id)?.price;
    };
    expect(await priceOnB()).toBe(30);
    expect(await priceOnB()).toBe(30);
    const edit = await a.call({ method: 'PUT', url: `/api/products/${id}`, token: shop.token, payload: { price: 45 } });
    expect(edit.statusCode, edit.body).toBe(200);
    // B hears the commit through PostgreSQL's notification, a moment after A's answer.
    await vi.waitFor(async () => expect(await priceOnB()).toBe(45), { timeout: 5000, interval: 20 });
  });

  it('reports itself ready while the database (and Redis) answer', async () => {
    const res = await a.call({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: 'postgres', ...(sharedEnv.REDIS_URL ? { redis: 'ok' } : {}) });
  });
});
