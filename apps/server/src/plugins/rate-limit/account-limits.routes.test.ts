import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { customerInput, driverInput } from '../../../test/helpers/accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '3', RATE_LIMIT_LOGIN_PER_ACCOUNT_PER_HOUR: '3', RATE_LIMIT_SIGNUP_PER_HOUR: '2' });
});
afterAll(async () => {
  await t?.close();
});

describe('account rate limits', () => {
  it('answers 429 with a readable message after too many logins from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.call({ method: 'POST', url: '/api/login', payload: { identifier: `someone${i}`, password: 'wrong-one' } });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json().message).toBe('Too many requests. Please wait a few minutes and try again.');
        expect(res.headers['retry-after']).toBeDefined();
      }
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('counts driver logins against one account from several addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.call({ method: 'POST', url: '/api/driver/login', remoteAddress: `10.0.0.${i + 1}`, payload: { username: 'target-driver', password: 'guess' } });
      statuses.push(res.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('limits sign-ups per address across account kinds', async () => {
    const from = { remoteAddress: '10.9.9.9' };
    expect((await t.call({ method: 'POST', url: '/api/auth/userSignup', ...from, payload: customerInput() })).statusCode).toBe(201);
    expect((await t.call({ method: 'POST', url: '/api/driver/signup', ...from, payload: driverInput() })).statusCode).toBe(201);
    const third = await t.call({ method: 'POST', url: '/api/auth/userSignup', ...from, payload: customerInput() });
    expect(third.statusCode).toBe(429);
  });

  it('does not believe a client-chosen X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.call({
        method: 'POST',
        url: '/api/auth/userSignup',
        remoteAddress: '10.7.7.7',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        payload: customerInput(),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });
});
