import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { signupAdmin, signupPartner } from '../../../test/helpers/accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('web vitals', () => {
  it('accepts single and batched reports and the admin sees p75 by page', async () => {
    for (const value of [1000, 2000, 3000, 4000]) {
      const res = await t.call({ method: 'POST', url: '/api/vitals', payload: { name: 'LCP', value, page: '/', rating: 'good' } });
      expect(res.statusCode).toBe(202);
    }
    const batch = await t.call({
      method: 'POST',
      url: '/api/vitals',
      payload: [
        { name: 'CLS', value: 0.05, page: '/' },
        { name: 'INP', value: 120, page: '/store/:id' },
      ],
    });
    expect(batch.json()).toMatchObject({ accepted: 2 });
    const admin = await signupAdmin(t);
    const res = await t.call({ method: 'GET', url: '/api/admin/vitals', token: admin.token });
    expect(res.statusCode).toBe(200);
    const landing = res.json().pages.find((p: { page: string }) => p.page === '/');
    expect(landing).toMatchObject({ samples: 5, LCP: 3250, CLS: 0.05, INP: null });
  });

  it('refuses nonsense and keeps the summary for the admin only', async () => {
    expect((await t.call({ method: 'POST', url: '/api/vitals', payload: { name: 'FID', value: 1, page: '/' } })).statusCode).toBe(400);
    expect((await t.call({ method: 'POST', url: '/api/vitals', payload: { name: 'LCP', value: -1, page: '/' } })).statusCode).toBe(400);
    expect((await t.call({ method: 'POST', url: '/api/vitals', payload: { name: 'LCP', value: 1, page: 'javascript:alert(1)' } })).statusCode).toBe(400);
    const shop = await signupPartner(t);
    expect((await t.call({ method: 'GET', url: '/api/admin/vitals', token: shop.token })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/admin/vitals' })).statusCode).toBe(401);
  });
});
