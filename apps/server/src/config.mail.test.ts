import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'sokoni-config-')), ...env });

describe('mail and rate-limit configuration', () => {
  it('keeps mail local by default, from an address on the public host, to the first admin', () => {
    const config = load({ PUBLIC_URL: 'https://shop.sokoni.example', ADMIN_EMAILS: 'boss@sokoni.example,ops@sokoni.example' });
    expect(config.mail).toEqual({
      smtpUrl: undefined,
      from: 'Sokoni <no-reply@shop.sokoni.example>',
      contactEmail: 'boss@sokoni.example',
      retryAttempts: 3,
      retryDelayMs: 2000,
    });
    expect(config.rateLimits).toEqual({ disabled: false, perMinute: 5, resetPerHour: 5, resetAttemptsPerHour: 10, contactPerHour: 5, loginPerMinute: 10, loginPerAccountPerHour: 20, signupPerHour: 10, reviewsPerHour: 20 });
  });

  it('reads SMTP, sender, operator and limits from the environment', () => {
    const config = load({
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      MAIL_FROM: 'Sokoni Support <support@sokoni.example>',
      CONTACT_EMAIL: 'Hello@Sokoni.example',
      RATE_LIMIT_DISABLED: '1',
      RATE_LIMIT_PER_MINUTE: '20',
    });
    expect(config.mail).toMatchObject({ smtpUrl: 'smtps://user:pass@mail.example:465', from: 'Sokoni Support <support@sokoni.example>', contactEmail: 'hello@sokoni.example' });
    expect(config.rateLimits).toMatchObject({ disabled: true, perMinute: 20 });
  });

  it.each([
    [{ SMTP_URL: 'http://mail.example' }, 'SMTP_URL'],
    [{ SMTP_URL: 'smtp://' }, 'SMTP_URL'],
    [{ MAIL_FROM: 'Sokoni' }, 'MAIL_FROM'],
    [{ CONTACT_EMAIL: 'nobody' }, 'CONTACT_EMAIL'],
    [{ MAIL_RETRY_ATTEMPTS: '0' }, 'MAIL_RETRY_ATTEMPTS'],
    [{ RATE_LIMIT_DISABLED: 'yes' }, 'RATE_LIMIT_DISABLED'],
    [{ RATE_LIMIT_RESET_PER_HOUR: '0' }, 'RATE_LIMIT_RESET_PER_HOUR'],
  ])('stops on %o naming %s', (env, variable) => {
    expect(() => load(env)).toThrow(variable);
  });
});
