import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { customerInput, driverInput, partnerInput } from '../../../test/helpers/accounts.ts';

const COMMON = 'This password is too common. Please choose one that is harder to guess.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: '1' });
});
afterAll(async () => {
  await t?.close();
});

describe('password rules at sign-up', () => {
  it('keeps the minimum-length message', async () => {
    const res = await t.call({ method: 'POST', url: '/api/auth/userSignup', payload: customerInput({ password: 'abc' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Password must be at least 6 characters long');
  });

  it('refuses a password of spaces only', async () => {
    const res = await t.call({ method: 'POST', url: '/api/auth/userSignup', payload: customerInput({ password: '        ' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Password cannot be only spaces');
  });

  it.each(['password', '123456', 'Qwerty123', 'iloveyou'])('refuses the common password %s for a customer', async (password) => {
    const res = await t.call({ method: 'POST', url: '/api/auth/userSignup', payload: customerInput({ password }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(COMMON);
  });

  it('refuses a common password for a store and a driver, and creates no account', async () => {
    const shop = partnerInput({ password: 'password1' });
    const store = await t.call({ method: 'POST', url: '/api/signup', payload: shop });
    expect(store.statusCode).toBe(400);
    expect(store.json().message).toBe(COMMON);
    const driver = await t.call({ method: 'POST', url: '/api/driver/signup', payload: driverInput({ password: '12345678' }) });
    expect(driver.statusCode).toBe(400);
    expect(driver.json().message).toBe(COMMON);
    const login = await t.call({ method: 'POST', url: '/api/login', payload: { identifier: shop.email, password: 'password1' } });
    expect(login.statusCode).toBe(401);
  });

  it('accepts an uncommon password', async () => {
    const res = await t.call({ method: 'POST', url: '/api/auth/userSignup', payload: customerInput({ password: 'mango tree 42' }) });
    expect(res.statusCode).toBe(201);
  });
});
