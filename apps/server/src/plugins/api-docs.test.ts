import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';

const PRODUCTION = { NODE_ENV: 'production', JWT_SECRET: 'production-secret-production-secret-01' };
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('/docs', () => {
  it('is not served in production unless asked for', async () => {
    t = await createTestApp(PRODUCTION);
    expect((await t.call({ method: 'GET', url: '/docs' })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/docs/json' })).statusCode).toBe(404);
  });

  it('is served in production with API_DOCS=1', async () => {
    t = await createTestApp({ ...PRODUCTION, API_DOCS: '1' });
    expect((await t.call({ method: 'GET', url: '/docs' })).statusCode).toBe(200);
    const doc = await t.call({ method: 'GET', url: '/docs/json' });
    expect(doc.json().info.title).toBe('Sokoni API');
  });

  it('is served in development by default', async () => {
    t = await createTestApp();
    expect((await t.call({ method: 'GET', url: '/docs' })).statusCode).toBe(200);
  });
});
