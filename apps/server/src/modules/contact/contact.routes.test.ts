import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { startSmtpListener, type SmtpListener } from '../../../test/helpers/smtp-listener.ts';
import { contactMessages } from '../../db/schema/index.ts';

const OPERATOR = 'operator@sokoni.test';

let t: TestApp;
let smtp: SmtpListener;
beforeAll(async () => {
  smtp = await startSmtpListener();
  t = await createTestApp({ SMTP_URL: smtp.url, CONTACT_EMAIL: OPERATOR, MAIL_FROM: 'Sokoni <no-reply@sokoni.test>', RATE_LIMIT_DISABLED: '1' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const send = (payload: Record<string, unknown>) => t.call({ method: 'POST', url: '/api/send-email', payload });

describe('POST /api/send-email', () => {
  it('stores the message and mails it to the operator with the visitor as Reply-To', async () => {
    const res = await send({ email: 'Wanjiru@Example.com', message: 'Do you deliver to Ruiru on Sundays?' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Email sent successfully!' });

    const mail = await smtp.waitFor((m) => m.text.includes('Ruiru on Sundays'));
    expect(mail.envelopeTo).toEqual([OPERATOR]);
    expect(mail.replyTo).toBe('wanjiru@example.com');
    expect(mail.from).toContain('no-reply@sokoni.test');
    expect(mail.subject).toBe('Contact form: message from wanjiru@example.com');

    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, 'wanjiru@example.com'));
    expect(row).toMatchObject({ message: 'Do you deliver to Ruiru on Sundays?', handled: false });
  });

  it('never mails an address the visitor chooses', async () => {
    const res = await send({
      email: 'visitor@example.com',
      message: 'Please forward this to everyone.',
      to: 'victim@example.com',
      cc: 'victim2@example.com',
      bcc: 'victim3@example.com',
      recipient: 'victim4@example.com',
    });
    expect(res.statusCode).toBe(200);
    const mail = await smtp.waitFor((m) => m.text.includes('forward this to everyone'));
    expect(mail.envelopeTo).toEqual([OPERATOR]);
    expect(smtp.mails.flatMap((m) => m.envelopeTo).some((to) => to.startsWith('victim'))).toBe(false);
  });

  it('keeps markup in a message as text in the HTML mail', async () => {
    await send({ email: 'visitor@example.com', message: '<script>alert(1)</script> <b>bold</b>' });
    const mail = await smtp.waitFor((m) => m.text.includes('alert(1)'));
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it.each([
    [{ message: 'Hello there' }, 'email is required'],
    [{ email: 'visitor@example.com' }, 'message is required'],
    [{ email: 'visitor@example.com', message: '   ' }, 'message is required'],
    [{ email: 'not an email', message: 'Hello there' }, 'Please enter a valid email address'],
    [{ email: 'visitor@example.com\r\nBcc: victim@example.com', message: 'Hello there' }, 'Please enter a valid email address'],
    [{ email: 'visitor@example.com', message: 'Hi' }, 'Please write at least 5 characters.'],
    [{ email: 'visitor@example.com', message: 'x'.repeat(5001) }, 'Please keep your message under 5000 characters.'],
  ])('refuses %j with a readable message', async (payload, message) => {
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});
