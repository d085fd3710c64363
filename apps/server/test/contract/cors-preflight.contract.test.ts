import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.ts';
import { CLIENT_ORIGIN, createContractApp } from './contract-client.ts';

/**
 * The spec's client on another origin sends PUT, PATCH and DELETE calls with a bearer token, JSON
 * bodies and Idempotency-Key: the browser asks first, and every such preflight must be allowed.
 */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
const HEADERS = ['authorization', 'content-type', 'idempotency-key'];

// One call of the spec's tables for each method the API uses.
const CALLS: [string, string][] = [
  ['PUT', '/api/orders/000000000000000000000001/assign-driver'],
  ['PUT', '/api/orders/000000000000000000000001/confirm-delivery'],
  ['PUT', '/api/user/update-profile'],
  ['PATCH', '/api/partner-notifications/000000000000000000000001/read'],
  ['DELETE', '/api/products/000000000000000000000001'],
  ['POST', '/api/orders/place'],
];

let t: TestApp;
beforeAll(async () => {
  t = await createContractApp();
});
afterAll(async () => {
  await t?.close();
});

describe('CORS preflights from the spec client origin', () => {
  it.each(CALLS)('allows %s %s with Authorization, Content-Type and Idempotency-Key', async (method, url) => {
    const res = await t.call({
      method: 'OPTIONS',
      url,
      headers: { origin: CLIENT_ORIGIN, 'access-control-request-method': method, 'access-control-request-headers': HEADERS.join(',') },
    });
    expect(res.statusCode).toBeLessThan(300);
    expect(res.headers['access-control-allow-origin']).toBe(CLIENT_ORIGIN);
    const methods = String(res.headers['access-control-allow-methods']).toUpperCase().split(/\s*,\s*/);
    for (const m of METHODS) expect(methods, `${m} allowed`).toContain(m);
    const headers = String(res.headers['access-control-allow-headers']).toLowerCase().split(/\s*,\s*/);
    for (const h of HEADERS) expect(headers, `${h} allowed`).toContain(h);
  });
});

describe('CORS on actual answers', () => {
  it('answers another origin only when it is listed in CORS_ORIGINS', async () => {
    const listed = await t.call({ method: 'GET', url: '/api/partners', headers: { origin: CLIENT_ORIGIN } });
    expect(listed.headers['access-control-allow-origin']).toBe(CLIENT_ORIGIN);
    const stranger = await t.call({ method: 'GET', url: '/api/partners', headers: { origin: 'https://elsewhere.example' } });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });
});
