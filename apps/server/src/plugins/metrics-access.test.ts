import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';

/** Without METRICS_TOKEN, as a single process or behind scripts/start-cluster.mjs (TRUST_PROXY=1). */
describe.each([{ TRUST_PROXY: '0' }, { TRUST_PROXY: '1' }])('GET /metrics without METRICS_TOKEN (%o)', (env) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(env);
  });
  afterAll(async () => {
    await t?.close();
  });
  const metrics = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.call({ method: 'GET', url: '/metrics', remoteAddress, headers });

  it('answers a scraper on the machine itself, directly or through the local proxy', async () => {
    expect((await metrics('127.0.0.1')).statusCode).toBe(200);
    expect((await metrics('::1')).statusCode).toBe(200);
    expect((await metrics('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(200);
  });

  it('refuses a visitor whom the local proxy forwards', async () => {
    const res = await metrics('127.0.0.1', { 'x-forwarded-for': '197.232.61.10' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Metrics are not public.');
  });

  it('refuses a visitor who pretends to be local in front of the proxy', async () => {
    expect((await metrics('127.0.0.1', { 'x-forwarded-for': '127.0.0.1, 197.232.61.10' })).statusCode).toBe(403);
    expect((await metrics('127.0.0.1', { forwarded: 'for=197.232.61.10' })).statusCode).toBe(403);
  });

  it('refuses another machine, whatever it claims', async () => {
    expect((await metrics('203.0.113.5')).statusCode).toBe(403);
    expect((await metrics('203.0.113.5', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(403);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: 'metrics-token-0123456789' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('needs the token, even from the machine itself', async () => {
    expect((await t.call({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(403);
    const wrong = await t.call({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1', headers: { authorization: 'Bearer metrics-token-0123456780' } });
    expect(wrong.statusCode).toBe(403);
    const right = await t.call({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.5', headers: { authorization: 'Bearer metrics-token-0123456789' } });
    expect(right.statusCode).toBe(200);
  });
});
