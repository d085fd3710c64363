import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers/test-app.ts';
import type { ReceivedMail, SmtpListener } from '../../../test/helpers/smtp-listener.ts';
import { startAppWithMail, stopAppWithMail } from '../../../test/helpers/app-with-mail.ts';
import { customerInput, driverInput, partnerInput, signupCustomer, signupDriver, signupPartner } from '../../../test/helpers/accounts.ts';
import { mailOutbox, passwordResets } from '../../db/schema/index.ts';

const FIELDS_REQUIRED = 'Please provide token, email, and new password.';

let t: TestApp;
let smtp: SmtpListener;
beforeAll(async () => {
  ({ t, smtp } = await startAppWithMail());
});
afterAll(() => stopAppWithMail(t, smtp));

/** The reset link and token from the mail, and the token in the link. */
function readResetMail(mail: ReceivedMail) {
  const link = /https:\/\/sokoni\.test\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in mail: ${mail.text}`);
  const url = new URL(link);
  return { url, token: url.searchParams.get('token')! };
}

async function requestReset(email: string, accountType = 'User') {
  const res = await t.call({ method: 'POST', url: '/api/auth/request-reset', payload: { email, accountType } });
  expect(res.statusCode).toBe(200);
  return res;
}

/** The count-th reset mail to the address (sign-up also mails a verification link there). */
async function mailFor(email: string, count = 1) {
  const isReset = (m: ReceivedMail) => m.envelopeTo.includes(email) && m.subject === 'Reset your Sokoni password';
  await smtp.waitFor((m) => isReset(m) && smtp.mails.filter(isReset).length >= count);
  return smtp.mails.filter(isReset)[count - 1]!;
}

const reset = (payload: Record<string, unknown>, url = '/api/auth/reset-password') => t.call({ method: 'POST', url, payload });

describe('customer password reset', () => {
  it('mails a link that sets a new password once, and ends the sessions from before', async () => {
    const input = customerInput();
    const customer = await signupCustomer(t, input);
    const res = await requestReset(input.email.toUpperCase(), 'User');
    expect(res.json().message).toMatch(/reset link has been sent/);

    const mail = await mailFor(input.email);
    expect(mail.subject).toBe('Reset your Sokoni password');
    const { url, token } = readResetMail(mail);
    expect(url.pathname).toBe('/password-reset');
    expect(url.searchParams.get('email')).toBe(input.email);
    expect(url.searchParams.get('accountType')).toBe('User');
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(mail.text).toContain(`\n${token}\n`);
    expect(mail.html).toContain(token);

    const done = await reset({ token, email: input.email, newPassword: 'fresh-pass-1', accountType: 'User' });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toMatch(/password has been reset/i);

    expect((await t.call({ method: 'GET', url: '/api/user/me', token: customer.token })).statusCode).toBe(401);
    const oldLogin = await t.call({ method: 'POST', url: '/api/login', payload: { identifier: input.username, password: input.password } });
    expect(oldLogin.statusCode).toBe(401);
    const login = await t.call({ method: 'POST', url: '/api/login', payload: { identifier: input.username, password: 'fresh-pass-1' } });
    expect(login.statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/user/me', token: login.json().token })).statusCode).toBe(200);

    const again = await reset({ token, email: input.email, newPassword: 'another-pass', accountType: 'User' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/already been used/);
  });

  it('stores only a SHA-256 hash of the mailed token', async () => {
    const input = customerInput();
    const customer = await signupCustomer(t, input);
    await requestReset(input.email);
    const { token } = readResetMail(await mailFor(input.email));
    const rows = await t.database.db.select().from(passwordResets).where(eq(passwordResets.accountId, customer.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    const inOneHour = Date.now() + 60 * 60 * 1000;
    expect(Math.abs(rows[0]!.expiresAt.getTime() - inOneHour)).toBeLessThan(60_000);
  });

  it('refuses an expired token', async () => {
    const input = customerInput();
    const customer = await signupCustomer(t, input);
    await requestReset(input.email);
    const { token } = readResetMail(await mailFor(input.email));
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.accountId, customer.id));
    const res = await reset({ token, email: input.email, newPassword: 'fresh-pass-1', accountType: 'User' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/expired/);
  });

  it('lets a second request replace the first token', async () => {
    const input = customerInput();
    await signupCustomer(t, input);
    await requestReset(input.email);
    const first = readResetMail(await mailFor(input.email, 1)).token;
    await requestReset(input.email);
    const second = readResetMail(await mailFor(input.email, 2)).token;
    expect(second).not.toBe(first);

    const old = await reset({ token: first, email: input.email, newPassword: 'fresh-pass-1', accountType: 'User' });
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toMatch(/not valid/);
    const current = await reset({ token: second, email: input.email, newPassword: 'fresh-pass-1', accountType: 'User' });
    expect(current.statusCode).toBe(200);
  });

  it('answers an unknown e-mail exactly like a known one, and mails nobody', async () => {
    const known = customerInput();
    await signupCustomer(t, known);
    const unknownEmail = 'nobody-here@example.com';
    const forKnown = await requestReset(known.email);
    const forUnknown = await requestReset(unknownEmail);
    expect(forUnknown.statusCode).toBe(forKnown.statusCode);
    expect(forUnknown.body).toBe(forKnown.body);

    await t.services.background.drain();
    expect(smtp.mails.some((m) => m.envelopeTo.includes(unknownEmail))).toBe(false);
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, unknownEmail))).toEqual([]);
  });

  it('refuses a token with another e-mail or another account type, and keeps it usable', async () => {
    const input = customerInput();
    await signupCustomer(t, input);
    await requestReset(input.email);
    const { token } = readResetMail(await mailFor(input.email));

    const wrongEmail = await reset({ token, email: 'someone-else@example.com', newPassword: 'fresh-pass-1', accountType: 'User' });
    expect(wrongEmail.statusCode).toBe(400);
    expect(wrongEmail.json().message).toMatch(/not valid/);
    const wrongType = await reset({ token, email: input.email, newPassword: 'fresh-pass-1', accountType: 'Partner' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toMatch(/not valid/);
    const garbage = await reset({ token: 'not-a-real-token', email: input.email, newPassword: 'fresh-pass-1', accountType: 'User' });
    expect(garbage.statusCode).toBe(400);

    expect((await reset({ token, email: input.email, newPassword: 'fresh-pass-1', accountType: 'user' })).statusCode).toBe(200);
  });

  it('lets exactly one of two simultaneous uses of a token win', async () => {
    const input = customerInput();
    await signupCustomer(t, input);
    await requestReset(input.email);
    const { token } = readResetMail(await mailFor(input.email));
    const answers = await Promise.all(
      ['first-pass-1', 'second-pass-2'].map((newPassword) => reset({ token, email: input.email, newPassword, accountType: 'User' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });

  it.each([
    ['token', { email: 'a@example.com', newPassword: 'secret123', accountType: 'User' }],
    ['email', { token: 'abc', newPassword: 'secret123', accountType: 'User' }],
    ['newPassword', { token: 'abc', email: 'a@example.com', accountType: 'User' }],
    ['an empty token', { token: '  ', email: 'a@example.com', newPassword: 'secret123', accountType: 'User' }],
  ])('asks for every field when %s is missing', async (_case, payload) => {
    const res = await reset(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(FIELDS_REQUIRED);
  });

  it('applies the sign-up password rules and leaves the token usable', async () => {
    const input = customerInput();
    await signupCustomer(t, input);
    await requestReset(input.email);
    const { token } = readResetMail(await mailFor(input.email));
    const short = await reset({ token, email: input.email, newPassword: 'abc', accountType: 'User' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 6 characters long');
    expect((await reset({ token, email: input.email, newPassword: 'abcdef', accountType: 'User' })).statusCode).toBe(200);
  });

  it('refuses a request without a known account type or a valid e-mail', async () => {
    const noType = await t.call({ method: 'POST', url: '/api/auth/request-reset', payload: { email: 'a@example.com' } });
    expect(noType.statusCode).toBe(400);
    expect(noType.json().message).toMatch(/User or Partner/);
    const driverType = await t.call({ method: 'POST', url: '/api/auth/request-reset', payload: { email: 'a@example.com', accountType: 'driver' } });
    expect(driverType.statusCode).toBe(400);
    const badEmail = await t.call({ method: 'POST', url: '/api/auth/request-reset', payload: { email: 'not-an-email', accountType: 'User' } });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toBe('Please enter a valid email address');
  });
});

describe('store password reset', () => {
  it('resets a store password with accountType in any case and ends its old sessions', async () => {
    const input = partnerInput();
    const shop = await signupPartner(t, input);
    const email = input.email;
    await requestReset(email, 'PARTNER');
    const { url, token } = readResetMail(await mailFor(email));
    expect(url.searchParams.get('accountType')).toBe('Partner');

    const done = await reset({ token, email, newPassword: 'shop-pass-9', accountType: 'Partner' });
    expect(done.statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/partner', token: shop.token })).statusCode).toBe(401);
    const login = await t.call({ method: 'POST', url: '/api/login', payload: { identifier: email, password: 'shop-pass-9' } });
    expect(login.json()).toMatchObject({ role: 'partner' });
  });
});

describe('driver password reset', () => {
  it('mails a driver link and resets the password with token, e-mail and new password', async () => {
    const input = driverInput();
    const driver = await signupDriver(t, input);
    const res = await t.call({ method: 'POST', url: '/api/driver/request-reset', payload: { email: input.email } });
    expect(res.statusCode).toBe(200);
    const { url, token } = readResetMail(await mailFor(input.email));
    expect(url.pathname).toBe('/driver/reset-password');
    expect(url.searchParams.get('email')).toBe(input.email);
    expect(url.searchParams.has('accountType')).toBe(false);

    const missing = await reset({ token, newPassword: 'drive-pass-1' }, '/api/driver/reset-password');
    expect(missing.json().message).toBe(FIELDS_REQUIRED);
    const done = await reset({ token, email: input.email, newPassword: 'drive-pass-1' }, '/api/driver/reset-password');
    expect(done.statusCode).toBe(200);

    expect((await t.call({ method: 'GET', url: '/api/driver/profile', token: driver.token })).statusCode).toBe(401);
    const login = await t.call({ method: 'POST', url: '/api/driver/login', payload: { username: input.username, password: 'drive-pass-1' } });
    expect(login.statusCode).toBe(200);
  });

  it('does not accept a customer token on the driver route', async () => {
    const input = customerInput();
    await signupCustomer(t, input);
    await requestReset(input.email);
    const { token } = readResetMail(await mailFor(input.email));
    const res = await reset({ token, email: input.email, newPassword: 'drive-pass-1' }, '/api/driver/reset-password');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/not valid/);
  });
});

describe('password rules at reset', () => {
  it('refuses a common or blank new password and leaves the token usable', async () => {
    const input = customerInput();
    await signupCustomer(t, input);
    await requestReset(input.email);
    const { token } = readResetMail(await mailFor(input.email));
    const common = await reset({ token, email: input.email, newPassword: 'password', accountType: 'User' });
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toBe('This password is too common. Please choose one that is harder to guess.');
    const blank = await reset({ token, email: input.email, newPassword: '       ', accountType: 'User' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Password cannot be only spaces');
    expect((await reset({ token, email: input.email, newPassword: 'fresh-pass-1', accountType: 'User' })).statusCode).toBe(200);
  });
});
