import type { AccountKind } from '@sokoni/domain/contracts/auth';
import { escapeHtml, type MailMessage } from '../../providers/mail/mail-message.ts';

const ACCOUNT_LABEL: Record<AccountKind, string> = { user: 'customer', partner: 'store', driver: 'driver' };

/** The page that finishes a reset, with the token and e-mail prefilled from the query. */
export function passwordResetLink(publicUrl: string, kind: AccountKind, token: string, email: string): string {
  if (kind === 'driver') return `${publicUrl}/driver/reset-password?${new URLSearchParams({ token, email })}`;
  const accountType = kind === 'partner' ? 'Partner' : 'User';
  return `${publicUrl}/password-reset?${new URLSearchParams({ token, email, accountType })}`;
}

export function passwordResetMail(input: { to: string; kind: AccountKind; token: string; link: string }): MailMessage {
  const account = ACCOUNT_LABEL[input.kind];
  const text = [
    'Hello,',
    '',
    `Someone asked to reset the password of the Sokoni ${account} account for ${input.to}.`,
    '',
    'Open this link to choose a new password:',
    input.link,
    '',
    'Or enter this reset token on the password reset page:',
    input.token,
    '',
    'The link and the token work once and expire in 1 hour.',
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    '',
    'Sokoni',
  ].join('\n');
  const html = `<p>Hello,</p>
<p>Someone asked to reset the password of the Sokoni ${account} account for ${escapeHtml(input.to)}.</p>
<p><a href="${escapeHtml(input.link)}">Choose a new password</a></p>
<p>Or enter this reset token on the password reset page:<br><code>${escapeHtml(input.token)}</code></p>
<p>The link and the token work once and expire in 1 hour. If you did not ask for this, ignore this e-mail: your password stays as it is.</p>
<p>Sokoni</p>`;
  return { to: input.to, subject: 'Reset your Sokoni password', text, html };
}
