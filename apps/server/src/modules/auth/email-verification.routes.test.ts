import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_EMAIL, type TestApp } from '../../../test/helpers/test-app.ts';
import type { ReceivedMail, SmtpListener } from '../../../test/helpers/smtp-listener.ts';
import { startAppWithMail, stopAppWithMail } from '../../../test/helpers/app-with-mail.ts';
import { customerInput, driverInput, partnerInput, signupCustomer, signupDriver, signupPartner } from '../../../test/helpers/accounts.ts';
import { emailVerifications } from '../../db/schema/index.ts';

const SUBJECT = 'Confirm your Sokoni e-mail address';

let t: TestApp;
let smtp: SmtpListener;
beforeAll(async () => {
  ({ t, smtp } = await startAppWithMail());
});
afterAll(() => stopAppWithMail(t, smtp));

/** The token of the count-th verification link mailed to the address. */
async function verificationToken(email: string, count = 1): Promise<{ token: string; url: URL; mail: ReceivedMail }> {
  const isVerification = (m: ReceivedMail) => m.envelopeTo.includes(email) && m.subject === SUBJECT;
  await smtp.waitFor((m) => isVerification(m) && smtp.mails.filter(isVerification).length >= count);
  const mail = smtp.mails.filter(isVerification)[count - 1]!;
  const link = /https:\/\/sokoni\.test\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in mail: ${mail.text}`);
  const url = new URL(link);
  return { token: url.searchParams.get('token')!, url, mail };
}

const verify = (token: unknown) => t.call({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
const status = (token: string) => t.call({ method: 'GET', url: '/api/auth/email-verification', token });
const resend = (token: string) => t.call({ method: 'POST', url: '/api/auth/email-verification', token });
const isAdmin = async (token: string) => (await t.call({ method: 'GET', url: '/api/admin/drivers', token })).statusCode === 200;

describe('e-mail verification', () => {
  it('mails a customer a single-use link on sign-up that proves the address', async () => {
    const input = customerInput();
    const customer = await signupCustomer(t, input);
    expect((await status(customer.token)).json()).toEqual({ email: input.email, verified: false });

    const { token, url, mail } = await verificationToken(input.email);
    expect(url.origin + url.pathname).toBe('https://sokoni.test/verify-email');
    expect(mail.html).toContain('/verify-email?token=');

    const done = await verify(token);
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('Your e-mail address is verified. Thank you!');
    expect((await status(customer.token)).json()).toEqual({ email: input.email, verified: true });

    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This verification link has already been used.');
  });

  it('stores only a hash of the token, valid for 24 hours, and refuses it once expired', async () => {
    const input = customerInput();
    const customer = await signupCustomer(t, input);
    const { token } = await verificationToken(input.email);
    const [row] = await t.database.db.select().from(emailVerifications).where(eq(emailVerifications.accountId, customer.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(Math.abs(row!.expiresAt.getTime() - (Date.now() + 24 * 3600_000))).toBeLessThan(60_000);

    await t.database.db.update(emailVerifications).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailVerifications.id, row!.id));
    const res = await verify(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/expired/);
    expect((await status(customer.token)).json().verified).toBe(false);
  });

  it('refuses an unknown or missing token with a readable message', async () => {
    for (const token of ['not-a-token', '', undefined]) {
      const res = await verify(token);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('This verification link is not valid. Send a new one from your profile.');
    }
  });

  it('sends a new link from the profile to stores and drivers, and the newest link wins', async () => {
    const shopInput = partnerInput();
    const shop = await signupPartner(t, shopInput);
    const first = (await verificationToken(shopInput.email)).token;
    const sent = await resend(shop.token);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toMatch(/verification link has been sent/);
    const second = (await verificationToken(shopInput.email, 2)).token;
    expect((await verify(first)).statusCode).toBe(400);
    expect((await verify(second)).statusCode).toBe(200);
    expect((await resend(shop.token)).json().message).toBe('Your e-mail address is already verified.');

    const driverFields = driverInput();
    const driver = await signupDriver(t, driverFields);
    expect((await status(driver.token)).json()).toEqual({ email: driverFields.email, verified: false });
    expect((await verify((await verificationToken(driverFields.email)).token)).statusCode).toBe(200);
    expect((await status(driver.token)).json().verified).toBe(true);
  });

  it('asks a driver without an e-mail address to add one first', async () => {
    const driver = await signupDriver(t, { email: '' });
    expect((await status(driver.token)).json()).toEqual({ email: null, verified: false });
    const res = await resend(driver.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Add an e-mail address to your profile first.');
  });

  it('needs a logged-in account for the status and the resend', async () => {
    expect((await t.call({ method: 'GET', url: '/api/auth/email-verification' })).statusCode).toBe(401);
    expect((await t.call({ method: 'POST', url: '/api/auth/email-verification' })).statusCode).toBe(401);
  });

  it('makes a changed customer address unverified, mails the new one, and an old link cannot prove it', async () => {
    const input = customerInput();
    const customer = await signupCustomer(t, input);
    const oldLink = (await verificationToken(input.email)).token;
    expect((await verify(oldLink)).statusCode).toBe(200);

    const newEmail = `changed-${input.email}`;
    const update = await t.call({ method: 'PUT', url: '/api/user/update-profile', token: customer.token, payload: { email: newEmail } });
    expect(update.statusCode).toBe(200);
    expect((await status(customer.token)).json()).toEqual({ email: newEmail, verified: false });
    expect((await verify((await verificationToken(newEmail)).token)).statusCode).toBe(200);
    expect((await status(customer.token)).json().verified).toBe(true);
  });

  it('refuses a link sent to the address the account used before', async () => {
    const input = customerInput();
    const customer = await signupCustomer(t, input);
    const { token } = await verificationToken(input.email);
    await t.call({ method: 'PUT', url: '/api/user/update-profile', token: customer.token, payload: { email: `other-${input.email}` } });
    const res = await verify(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/not valid|no longer uses/);
    expect((await status(customer.token)).json().verified).toBe(false);
  });
});

describe('admin rights need a proven ADMIN_EMAILS address', () => {
  let adminShop: Awaited<ReturnType<typeof signupPartner>>;

  it('does not make a store admin by signing up with an ADMIN_EMAILS address', async () => {
    adminShop = await signupPartner(t, { email: TEST_ADMIN_EMAIL, businessName: 'Claimed Admin' });
    expect(adminShop.body.partner).not.toMatchObject({ role: 'admin' });
    expect(await isAdmin(adminShop.token)).toBe(false);
    const login = await t.call({ method: 'POST', url: '/api/login', payload: { identifier: TEST_ADMIN_EMAIL, password: 'secret123' } });
    expect(login.json()).toMatchObject({ role: 'partner', isAdmin: false });
  });

  it('makes it admin once the owner opens the link mailed to that address', async () => {
    expect((await verify((await verificationToken(TEST_ADMIN_EMAIL)).token)).statusCode).toBe(200);
    expect(await isAdmin(adminShop.token)).toBe(true);
    const login = await t.call({ method: 'POST', url: '/api/login', payload: { identifier: TEST_ADMIN_EMAIL, password: 'secret123' } });
    expect(login.json()).toMatchObject({ isAdmin: true });
  });

  it('drops admin rights when the address changes, and gives none for proving a new address', async () => {
    const newEmail = 'not-an-admin@example.com';
    const update = await t.call({ method: 'PUT', url: `/api/partners/${adminShop.id}`, token: adminShop.token, payload: { email: newEmail } });
    expect(update.statusCode).toBe(200);
    expect(await isAdmin(adminShop.token)).toBe(false);
    expect((await verify((await verificationToken(newEmail)).token)).statusCode).toBe(200);
    expect(await isAdmin(adminShop.token)).toBe(false);
  });

  it('does not let another store claim admin by changing its address to an ADMIN_EMAILS one', async () => {
    const shop = await signupPartner(t);
    const update = await t.call({ method: 'PUT', url: `/api/partners/${shop.id}`, token: shop.token, payload: { email: TEST_ADMIN_EMAIL } });
    expect(update.statusCode).toBe(200);
    expect(await isAdmin(shop.token)).toBe(false);
    // A restart re-applies ADMIN_EMAILS, but only to proven addresses.
    await t.services.repos.partners.syncAdminRoles(t.config.adminEmails);
    expect(await isAdmin(shop.token)).toBe(false);
  });
});

describe('password reset after an address was proven', () => {
  it('sends no reset link to an unproven new address once the account proved one', async () => {
    const input = customerInput();
    const customer = await signupCustomer(t, input);
    expect((await verify((await verificationToken(input.email)).token)).statusCode).toBe(200);
    const hijacked = `taken-${input.email}`;
    await t.call({ method: 'PUT', url: '/api/user/update-profile', token: customer.token, payload: { email: hijacked } });
    await verificationToken(hijacked);

    const res = await t.call({ method: 'POST', url: '/api/auth/request-reset', payload: { email: hijacked, accountType: 'User' } });
    expect(res.statusCode).toBe(200);
    await t.services.background.drain();
    expect(smtp.mails.some((m) => m.envelopeTo.includes(hijacked) && m.subject === 'Reset your Sokoni password')).toBe(false);
  });
});

