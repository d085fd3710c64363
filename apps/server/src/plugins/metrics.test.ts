import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: 'metrics-token-0123456789' });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /metrics', () => {
  it('reports request latency by route to a holder of the token', async () => {
    await t.call({ method: 'GET', url: '/healthz' });
    const res = await t.call({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer metrics-token-0123456789' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('http_request_duration_seconds_bucket');
    expect(res.body).toContain('route="/healthz"');
    expect(res.body).toContain('sokoni_orders_placed_total');
    expect(res.body).toContain('sokoni_socket_connections');
  });

  it('is refused without the token', async () => {
    const res = await t.call({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.5' });
    expect(res.statusCode).toBe(403);
  });
});

describe('health', () => {
  it('answers /healthz and /readyz with the database engine', async () => {
    expect((await t.call({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.call({ method: 'GET', url: '/readyz' })).json()).toMatchObject({ status: 'ready' });
  });

  it('puts the request id in error answers and headers', async () => {
    const res = await t.call({ method: 'GET', url: '/api/no-such-route' });
    expect(res.statusCode).toBe(404);
    expect(res.json().requestId).toBe(res.headers['x-request-id']);
  });
});
