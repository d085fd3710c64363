import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';

const ORIGIN = 'https://shop.example';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: ORIGIN });
});
afterAll(async () => {
  await t?.close();
});

const preflight = (method: string, url: string, headers: string, origin = ORIGIN) =>
  t.call({
    method: 'OPTIONS',
    url,
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': headers },
  });

describe('CORS with CORS_ORIGINS', () => {
  it.each([
    ['PUT', '/api/orders/0123456789abcdef01234567/assign-driver'],
    ['PUT', '/api/orders/0123456789abcdef01234567/confirm-delivery'],
    ['PUT', '/api/user/update-profile'],
    ['PATCH', '/api/partners/0123456789abcdef01234567'],
    ['DELETE', '/api/products/0123456789abcdef01234567'],
    ['POST', '/api/orders/place'],
  ])('lets a browser on the allowed origin send %s %s with a token and an idempotency key', async (method, url) => {
    const res = await preflight(method, url, 'authorization,content-type,idempotency-key');
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(String(res.headers['access-control-allow-methods']).split(/,\s*/)).toContain(method);
    const allowed = String(res.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(['authorization', 'content-type', 'idempotency-key']));
  });

  it('answers a real call from the allowed origin with the origin and a readable request id', async () => {
    const res = await t.call({ method: 'GET', url: '/api/partners', headers: { origin: ORIGIN } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(String(res.headers['access-control-expose-headers'])).toContain('x-request-id');
  });

  it('gives another origin no CORS permission', async () => {
    const res = await preflight('DELETE', '/api/products/0123456789abcdef01234567', 'authorization', 'https://evil.example');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
