import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('security headers', () => {
  it('every answer carries the content security policy and helmet headers, errors included', async () => {
    for (const url of ['/healthz', '/api/partners', '/api/no-such-route']) {
      const res = await t.call({ method: 'GET', url });
      const policy = String(res.headers['content-security-policy']);
      expect(policy, url).toContain("default-src 'self'");
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("frame-src 'self' blob:");
      expect(policy).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it("the build's scripts and styles carry what a script or style is checked by, and no page rules", async () => {
    const res = await t.call({ method: 'GET', url: '/assets/index-0000.js' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    for (const pageRule of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'origin-agent-cluster']) {
      expect(res.headers[pageRule], pageRule).toBeUndefined();
    }
  });

  it('lets pages show map tiles from the configured tile server, a plain-http one on a private network too', async () => {
    const ownTiles = await createTestApp({ MAP_TILE_URL: 'http://tiles.internal:8080/{z}/{x}/{y}.png' });
    try {
      const policy = String((await ownTiles.call({ method: 'GET', url: '/healthz' })).headers['content-security-policy']);
      expect(policy).toContain("img-src 'self' data: blob: https: http://tiles.internal:8080;");
    } finally {
      await ownTiles.close();
    }
    const policy = String((await t.call({ method: 'GET', url: '/healthz' })).headers['content-security-policy']);
    expect(policy).toContain("img-src 'self' data: blob: https:;");
  });

  it('the API docs page keeps its own policy for its inline scripts', async () => {
    const res = await t.call({ method: 'GET', url: '/docs' });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-security-policy'])).toMatch(/img-src 'self' data: validator.swagger.io/);
  });
});
