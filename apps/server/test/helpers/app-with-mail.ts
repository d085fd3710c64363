import { createTestApp, type TestApp } from './test-app.ts';
import { startSmtpListener, type SmtpListener } from './smtp-listener.ts';

/** A test app that sends its mail to a local SMTP listener at once (no rate limits, short retries). */
export async function startAppWithMail(): Promise<{ t: TestApp; smtp: SmtpListener }> {
  const smtp = await startSmtpListener();
  const t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://sokoni.test', RATE_LIMIT_DISABLED: '1', MAIL_RETRY_DELAY_MS: '10' });
  return { t, smtp };
}

export async function stopAppWithMail(t: TestApp | undefined, smtp: SmtpListener | undefined): Promise<void> {
  await t?.close();
  await smtp?.close();
}
