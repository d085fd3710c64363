import { createServer, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { closedPort, startSmtpListener, type SmtpListener } from '../../../test/helpers/smtp-listener.ts';
import { signupAdmin, signupCustomer } from '../../../test/helpers/accounts.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { newId } from '../../db/ids.ts';
import { formatOutbox } from '../../providers/mail/outbox-format.ts';

const open: { close(): Promise<void> }[] = [];
async function app(env: Record<string, string>) {
  const t = await createTestApp({ RATE_LIMIT_DISABLED: '1', ...env });
  open.push(t);
  return t;
}
afterEach(async () => {
  while (open.length) await open.pop()!.close();
});

const contact = (t: TestApp, message: string) =>
  t.call({ method: 'POST', url: '/api/send-email', payload: { email: 'visitor@example.com', message } });

const rowsAbout = (t: TestApp, words: string) =>
  t.database.db.select().from(mailOutbox).then((rows) => rows.filter((r) => r.text.includes(words)));

describe('without SMTP_URL: the local outbox', () => {
  it('keeps every mail in the outbox with status local and still answers success', async () => {
    const t = await app({ CONTACT_EMAIL: 'operator@sokoni.test' });
    expect(t.services.mail.mailer.mode).toBe('local');
    const res = await contact(t, 'Kept locally, please.');
    expect(res.statusCode).toBe(200);
    const [row] = await rowsAbout(t, 'Kept locally');
    expect(row).toMatchObject({ to: 'operator@sokoni.test', replyTo: 'visitor@example.com', status: 'local', attempts: 0 });

    const customer = await signupCustomer(t);
    const reset = await t.call({ method: 'POST', url: '/api/auth/request-reset', payload: { email: customer.body.user.email, accountType: 'User' } });
    expect(reset.statusCode).toBe(200);
    await t.services.background.drain();
    const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, customer.body.user.email));
    const resetRow = rows.find((r) => r.subject === 'Reset your Sokoni password');
    expect(resetRow).toMatchObject({ status: 'local', subject: 'Reset your Sokoni password' });
  });

  it('shows the outbox to an admin at GET /api/dev/outbox from anywhere, and to nobody else from another machine', async () => {
    const t = await app({});
    const remote = { remoteAddress: '203.0.113.9' };
    await contact(t, 'Read me in the outbox.');
    expect((await t.call({ method: 'GET', url: '/api/dev/outbox', ...remote })).statusCode).toBe(401);
    const customer = await signupCustomer(t);
    expect((await t.call({ method: 'GET', url: '/api/dev/outbox', token: customer.token })).statusCode).toBe(403);

    const admin = await signupAdmin(t);
    const res = await t.call({ method: 'GET', url: '/api/dev/outbox?limit=5', token: admin.token, ...remote });
    expect(res.statusCode).toBe(200);
    expect(res.json().transport).toMatch(/local outbox/);
    // The newest mails are the sign-ups' verification links; the contact message is among the five.
    expect(res.json().mails).toContainEqual(expect.objectContaining({ status: 'local', replyTo: 'visitor@example.com', text: expect.stringContaining('Read me in the outbox.') }));
  });

  it.each(['development', 'test'])('with NODE_ENV=%s, opens the outbox without a token only to a request from this machine', async (env) => {
    const t = await app({ NODE_ENV: env });
    await contact(t, 'Local developer reads this.');
    const local = await t.call({ method: 'GET', url: '/api/dev/outbox' });
    expect(local.statusCode).toBe(200);
    expect(local.json().mails[0].text).toContain('Local developer reads this.');
    expect((await t.call({ method: 'GET', url: '/api/dev/outbox', remoteAddress: '203.0.113.9' })).statusCode).toBe(401);
    // A proxied request may claim any address in X-Forwarded-For, so it needs a token.
    expect((await t.call({ method: 'GET', url: '/api/dev/outbox', headers: { 'x-forwarded-for': '127.0.0.1' } })).statusCode).toBe(401);
  });

  it('has no outbox page in production', async () => {
    const t = await app({ NODE_ENV: 'production' });
    const admin = await signupAdmin(t);
    expect((await t.call({ method: 'GET', url: '/api/dev/outbox', token: admin.token })).statusCode).toBe(404);
  });

  it('prints the outbox for the terminal, newest first', async () => {
    const t = await app({});
    await contact(t, 'First message here.');
    await contact(t, 'Second message here.');
    const printed = formatOutbox(await t.services.mail.outbox.latest(10));
    expect(printed.indexOf('Second message here.')).toBeLessThan(printed.indexOf('First message here.'));
    expect(printed).toContain('LOCAL');
    expect(printed).toContain('Reply-To: visitor@example.com');
  });
});

describe('with SMTP_URL', () => {
  let smtp: SmtpListener | undefined;
  afterAll(async () => {
    await smtp?.close();
  });

  it('answers at once when the mail server is down, retries, then marks the mail failed', async () => {
    const t = await app({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`, MAIL_RETRY_ATTEMPTS: '3', MAIL_RETRY_DELAY_MS: '5' });
    const res = await contact(t, 'Nobody is listening.');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Email sent successfully!');

    await t.services.background.drain();
    const [row] = await rowsAbout(t, 'Nobody is listening.');
    expect(row).toMatchObject({ status: 'failed', attempts: 3, sentAt: null });
    expect(row!.lastError).toMatch(/ECONNREFUSED/);
  });

  it('answers before the mail server has even greeted', async () => {
    // A server that accepts connections and then says nothing, like one that has hung.
    const sockets: Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const t = await app({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_ATTEMPTS: '2', MAIL_RETRY_DELAY_MS: '5' });

    const res = await contact(t, 'Waiting on a silent server.');
    expect(res.statusCode).toBe(200);
    const [pending] = await rowsAbout(t, 'Waiting on a silent server.');
    expect(pending).toMatchObject({ status: 'pending', sentAt: null });

    await new Promise<void>((resolve) => {
      silent.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
    await t.services.background.drain();
    const [failed] = await rowsAbout(t, 'Waiting on a silent server.');
    expect(failed).toMatchObject({ status: 'failed', attempts: 2 });
  });

  it('retries a temporary refusal and then delivers once', async () => {
    smtp = await startSmtpListener({ refuseFirst: 1 });
    const t = await app({ SMTP_URL: smtp.url, MAIL_RETRY_DELAY_MS: '5' });
    expect((await contact(t, 'Second time lucky.')).statusCode).toBe(200);
    await t.services.background.drain();
    const [row] = await rowsAbout(t, 'Second time lucky.');
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect(smtp.mails.filter((m) => m.text.includes('Second time lucky.'))).toHaveLength(1);
  });

  it('delivers, at start-up, mails a stopped server left pending', async () => {
    const listener = await startSmtpListener();
    const t = await app({ SMTP_URL: listener.url, MAIL_RETRY_DELAY_MS: '5' });
    const id = newId();
    await t.database.db.insert(mailOutbox).values({
      id,
      to: 'someone@example.com',
      subject: 'Left behind',
      text: 'Left pending by a server that stopped.',
      status: 'pending',
      attempts: 1,
      createdAt: new Date(Date.now() - 24 * 60 * 60 * 1000),
    });
    await t.services.mail.mailer.resumePending();
    await t.services.background.drain();
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(listener.mails.map((m) => m.subject)).toContain('Left behind');
    await listener.close();
  });
});
