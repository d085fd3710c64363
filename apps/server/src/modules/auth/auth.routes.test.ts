import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { customerInput, signupCustomer, signupDriver, signupPartner } from '../../../test/helpers/accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/auth/userSignup', () => {
  it('creates a customer and answers user, token and message without secrets', async () => {
    const input = customerInput({ phoneNumber: '0712 000 111' });
    const res = await t.call({ method: 'POST', url: '/api/auth/userSignup', payload: input });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Signup successful!');
    expect(body.token).toEqual(expect.any(String));
    expect(body.user).toMatchObject({ username: input.username, phoneNumber: '+254712000111', town: 'Nairobi' });
    expect(body.user._id).toMatch(/^[0-9a-f]{24}$/);
    expect(res.body).not.toMatch(/password|hash|tokenVersion/i);
  });

  it.each(['username', 'names', 'email', 'phoneNumber', 'town', 'password', 'location'])(
    'refuses a missing %s with a message naming it',
    async (field) => {
      const input: Record<string, unknown> = customerInput();
      delete input[field];
      const res = await t.call({ method: 'POST', url: '/api/auth/userSignup', payload: input });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation' });
      expect(res.json().message.toLowerCase()).toContain(field.toLowerCase());
    },
  );

  it('refuses a phone number that is not Kenyan', async () => {
    const res = await t.call({ method: 'POST', url: '/api/auth/userSignup', payload: customerInput({ phoneNumber: '+1 555 0100' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter a valid phone number');
  });

  it.each([
    ['username', (u: ReturnType<typeof customerInput>) => ({ username: u.username.toUpperCase() })],
    ['email', (u: ReturnType<typeof customerInput>) => ({ email: u.email })],
    ['phoneNumber', (u: ReturnType<typeof customerInput>) => ({ phoneNumber: u.phoneNumber.replace(/^0/, '+254') })],
  ])('refuses a duplicate %s with 409 naming the field', async (field, clash) => {
    const first = customerInput();
    expect((await t.call({ method: 'POST', url: '/api/auth/userSignup', payload: first })).statusCode).toBe(201);
    const res = await t.call({ method: 'POST', url: '/api/auth/userSignup', payload: customerInput(clash(first)) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(field);
  });

  it('ignores a role sent by the client', async () => {
    const res = await t.call({ method: 'POST', url: '/api/auth/userSignup', payload: { ...customerInput(), role: 'admin' } });
    expect(res.statusCode).toBe(201);
    const login = await t.call({ method: 'POST', url: '/api/login', payload: { identifier: res.json().user.username, password: 'secret123' } });
    expect(login.json()).toMatchObject({ role: 'user', isAdmin: false });
  });
});

describe('POST /api/login', () => {
  it('logs a customer in by username, phone in any form, or e-mail', async () => {
    const input = customerInput();
    await t.call({ method: 'POST', url: '/api/auth/userSignup', payload: input });
    for (const identifier of [input.username, input.phoneNumber, `+254${input.phoneNumber.slice(1)}`, input.email]) {
      const res = await t.call({ method: 'POST', url: '/api/login', payload: { identifier, password: 'secret123' } });
      expect(res.statusCode, identifier).toBe(200);
      expect(res.json()).toMatchObject({ role: 'user', token: expect.any(String) });
    }
  });

  it('logs a store in by business name with role partner', async () => {
    const shop = await signupPartner(t, { businessName: 'Mama Mboga Deluxe' });
    const res = await t.call({ method: 'POST', url: '/api/login', payload: { identifier: 'mama mboga deluxe', password: 'secret123' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'partner', isAdmin: false, partner: { _id: shop.id } });
  });

  it('answers one message for a wrong password and for an unknown account', async () => {
    const input = customerInput();
    await t.call({ method: 'POST', url: '/api/auth/userSignup', payload: input });
    const wrong = await t.call({ method: 'POST', url: '/api/login', payload: { identifier: input.username, password: 'nope-nope' } });
    const unknown = await t.call({ method: 'POST', url: '/api/login', payload: { identifier: 'nobody-here', password: 'nope-nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
  });

  it.each(['identifier', 'password'])('refuses a missing %s', async (field) => {
    const payload: Record<string, string> = { identifier: 'someone', password: 'secret123' };
    delete payload[field];
    const res = await t.call({ method: 'POST', url: '/api/login', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(field);
  });
});

describe('GET /api/user/me and PUT /api/user/update-profile', () => {
  it('returns the logged-in customer', async () => {
    const c = await signupCustomer(t);
    const res = await t.call({ method: 'GET', url: '/api/user/me', token: c.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: c.id, savedLocations: [] });
  });

  it('needs a token, and refuses a store or driver token', async () => {
    expect((await t.call({ method: 'GET', url: '/api/user/me' })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/user/me', token: 'garbage' })).statusCode).toBe(401);
    const shop = await signupPartner(t);
    const driver = await signupDriver(t);
    expect((await t.call({ method: 'GET', url: '/api/user/me', token: shop.token })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/user/me', token: driver.token })).statusCode).toBe(403);
  });

  it('updates the own profile and ignores fields that are not the profile', async () => {
    const c = await signupCustomer(t);
    const res = await t.call({
      method: 'PUT',
      url: '/api/user/update-profile',
      token: c.token,
      payload: { names: 'Achieng Odhiambo', town: 'Kisumu', _id: '000000000000000000000000', role: 'admin' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ _id: c.id, names: 'Achieng Odhiambo', town: 'Kisumu' });
  });
});
