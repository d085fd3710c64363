import type { AccountKind } from '@sokoni/domain/contracts/auth';
import { escapeHtml, type MailMessage } from '../../providers/mail/mail-message.ts';

const ACCOUNT_LABEL: Record<AccountKind, string> = { user: 'customer', partner: 'store', driver: 'driver' };

/** The web page that sends the token to POST /api/auth/verify-email. */
export function emailVerificationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/verify-email?${new URLSearchParams({ token })}`;
}

export function emailVerificationMail(input: { to: string; kind: AccountKind; link: string }): MailMessage {
  const account = ACCOUNT_LABEL[input.kind];
  const text = [
    'Hello,',
    '',
    `Please confirm that ${input.to} is the e-mail address of your Sokoni ${account} account.`,
    '',
    'Open this link to confirm it:',
    input.link,
    '',
    'The link works once and expires in 24 hours.',
    'If you did not create or change a Sokoni account, ignore this e-mail.',
    '',
    'Sokoni',
  ].join('\n');
  const html = `<p>Hello,</p>
<p>Please confirm that ${escapeHtml(input.to)} is the e-mail address of your Sokoni ${account} account.</p>
<p><a href="${escapeHtml(input.link)}">Confirm my e-mail address</a></p>
<p>The link works once and expires in 24 hours. If you did not create or change a Sokoni account, ignore this e-mail.</p>
<p>Sokoni</p>`;
  return { to: input.to, subject: 'Confirm your Sokoni e-mail address', text, html };
}
