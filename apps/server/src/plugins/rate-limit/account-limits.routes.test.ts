import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { eq } from 'drizzle-orm';
import { customerInput, driverInput } from '../../../test/helpers/accounts.ts';
import { mailOutbox } from '../../db/schema/index.ts';

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

let address = 0;
/** Every attempt from a new address, so only the per-account limit can answer 429. */
const fromAnywhere = () => `10.20.${Math.floor(++address / 250)}.${(address % 250) + 1}`;
const login = (identifier: string, password: string, cookie?: string) =>
  t.call({ method: 'POST', url: '/api/login', remoteAddress: fromAnywhere(), headers: cookie ? { cookie } : {}, payload: { identifier, password } });
/** The trusted-device cookie a login or reset answer sets, as a browser would send it back. */
const deviceCookieOf = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie'] ?? '').split(';')[0]!;
/** Sign-ups from new addresses too: this file allows two per address. */
async function signup(url: string, payload: Record<string, unknown>) {
  const res = await t.call({ method: 'POST', url, remoteAddress: fromAnywhere(), payload });
  expect(res.statusCode).toBe(201);
}
/** Wrong passwords naming the account until the shared counter is full. */
async function lockOut(send: () => Promise<{ statusCode: number }>) {
  const statuses: number[] = [];
  for (let i = 0; i < 5 && statuses.at(-1) !== 429; i++) statuses.push((await send()).statusCode);
  expect(statuses.at(-1)).toBe(429);
}

describe('per-account login limit', () => {
  it('counts every spelling of one phone number or e-mail as the same account', async () => {
    const phones = ['0711000222', '+254711000222', '254 711 000 222'];
    for (const phone of phones) expect((await login(phone, 'wrong-guess')).statusCode).toBe(401);
    expect((await login('0711-000-222', 'wrong-guess')).statusCode).toBe(429);

    for (const email of ['Target@Example.com', 'target@example.com', ' TARGET@EXAMPLE.COM ']) expect((await login(email, 'wrong-guess')).statusCode).toBe(401);
    expect((await login('tArGeT@example.com', 'wrong-guess')).statusCode).toBe(429);
  });

  it('still lets the owner in from a device that logged in before, while everyone else is locked out', async () => {
    const input = customerInput();
    await signup('/api/auth/userSignup', input);
    const first = await login(input.username, input.password);
    expect(first.statusCode).toBe(200);
    const cookie = deviceCookieOf(first);
    expect(String(first.headers['set-cookie'])).toMatch(/^sokoni_device=[^;]+;.*HttpOnly.*SameSite=Strict/);

    await lockOut(() => login(input.username.toUpperCase(), 'attacker-guess'));
    expect((await login(input.username, input.password)).statusCode).toBe(429);
    expect((await login(input.username, input.password, cookie)).statusCode).toBe(200);
    // A forged or foreign cookie buys nothing.
    expect((await login(input.username, input.password, 'sokoni_device=not-a-token')).statusCode).toBe(429);
  });

  it('trusts the device of a driver that logged in before', async () => {
    const input = driverInput();
    await signup('/api/driver/signup', input);
    const driverLogin = (cookie?: string) =>
      t.call({ method: 'POST', url: '/api/driver/login', remoteAddress: fromAnywhere(), headers: cookie ? { cookie } : {}, payload: { username: input.username, password: input.password } });
    const cookie = deviceCookieOf(await driverLogin());
    await lockOut(() => t.call({ method: 'POST', url: '/api/driver/login', remoteAddress: fromAnywhere(), payload: { username: ` ${input.username.toUpperCase()}`, password: 'nope-nope' } }));
    expect((await driverLogin()).statusCode).toBe(429);
    expect((await driverLogin(cookie)).statusCode).toBe(200);
  });

  it('lets the owner in after a password reset, from the device that reset it and from any other', async () => {
    const input = customerInput();
    await signup('/api/auth/userSignup', input);
    await lockOut(() => login(input.username, 'attacker-guess'));
    expect((await login(input.username, input.password)).statusCode).toBe(429);

    const asked = await t.call({ method: 'POST', url: '/api/auth/request-reset', remoteAddress: fromAnywhere(), payload: { email: input.email, accountType: 'User' } });
    expect(asked.statusCode).toBe(200);
    await t.services.background.drain();
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, input.email));
    const token = /token=([\w-]+)/.exec(mails.find((m) => m.subject === 'Reset your Sokoni password')!.text)![1]!;
    const reset = await t.call({
      method: 'POST',
      url: '/api/auth/reset-password',
      remoteAddress: fromAnywhere(),
      payload: { token, email: input.email, newPassword: 'owner-again-7', accountType: 'User' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(input.username, 'owner-again-7', deviceCookieOf(reset))).statusCode).toBe(200);
    // The reset proved the owner: the failures counted against the account are gone everywhere.
    expect((await login(input.username.toUpperCase(), 'owner-again-7')).statusCode).toBe(200);
    expect((await login(input.email, 'owner-again-7')).statusCode).toBe(200);
  });
});
