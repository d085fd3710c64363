import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';
import { customerInput, signupCustomer } from '../../test/helpers/accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('Cache-Control on private answers', () => {
  it('an account read with its token is never stored', async () => {
    const customer = await signupCustomer(t);
    const res = await t.call({ method: 'GET', url: '/api/user/me', token: customer.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('the answers that hand out a token are never stored', async () => {
    const input = customerInput();
    const signup = await t.call({ method: 'POST', url: '/api/auth/userSignup', payload: input });
    expect(signup.statusCode).toBe(201);
    expect(signup.headers['cache-control']).toBe('no-store');
    const login = await t.call({ method: 'POST', url: '/api/login', payload: { identifier: input.username, password: input.password } });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('a refusal to a request with a bad token is not stored either', async () => {
    const res = await t.call({ method: 'GET', url: '/api/user/me', token: 'not-a-token' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('public lists read by a visitor keep their caching', async () => {
    const res = await t.call({ method: 'GET', url: '/api/partners' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBeUndefined();
  });
});

describe('tokens without an expiry', () => {
  it('are refused by every route, even when signed with the server secret', async () => {
    const customer = await signupCustomer(t);
    const { SignJWT } = await import('jose');
    const forever = await new SignJWT({ kind: 'user', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(customer.id)
      .setIssuedAt()
      .setIssuer('sokoni')
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    const res = await t.call({ method: 'GET', url: '/api/user/me', token: forever });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Your session has expired or is invalid. Please log in again.');
  });
});
