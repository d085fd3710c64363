import type { AccountKind } from '@sokoni/domain/contracts/auth';
import type { Language } from '@sokoni/domain/contracts/language';
import { escapeHtml, type MailMessage } from '../../providers/mail/mail-message.ts';

/** The words of the mail in each language. */
const WORDS = {
  en: {
    account: { user: 'customer', partner: 'store', driver: 'driver' } as Record<AccountKind, string>,
    subject: 'Reset your Sokoni password',
    hello: 'Hello,',
    asked: (account: string, to: string) => `Someone asked to reset the password of the Sokoni ${account} account for ${to}.`,
    open: 'Open this link to choose a new password:',
    button: 'Choose a new password',
    orToken: 'Or enter this reset token on the password reset page:',
    once: 'The link and the token work once and expire in 1 hour.',
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  },
  sw: {
    account: { user: 'ya mteja', partner: 'ya duka', driver: 'ya msafirishaji' } as Record<AccountKind, string>,
    subject: 'Badilisha nenosiri lako la Sokoni',
    hello: 'Habari,',
    asked: (account: string, to: string) => `Mtu ameomba kubadilisha nenosiri la akaunti ${account} ya Sokoni ya ${to}.`,
    open: 'Fungua kiungo hiki ili uchague nenosiri jipya:',
    button: 'Chagua nenosiri jipya',
    orToken: 'Au weka tokeni hii kwenye ukurasa wa kubadilisha nenosiri:',
    once: 'Kiungo na tokeni vinatumika mara moja tu na muda wake unaisha baada ya saa 1.',
    ignore: 'Kama hukuomba hivi, puuza barua pepe hii: nenosiri lako linabaki lilivyo.',
  },
} as const;

/** The page that finishes a reset, with the token and e-mail prefilled from the query. */
export function passwordResetLink(publicUrl: string, kind: AccountKind, token: string, email: string): string {
  if (kind === 'driver') return `${publicUrl}/driver/reset-password?${new URLSearchParams({ token, email })}`;
  const accountType = kind === 'partner' ? 'Partner' : 'User';
  return `${publicUrl}/password-reset?${new URLSearchParams({ token, email, accountType })}`;
}

/** In the account's language (English until it chooses). */
export function passwordResetMail(input: { to: string; kind: AccountKind; token: string; link: string; language?: Language }): MailMessage {
  const w = WORDS[input.language ?? 'en'];
  const account = w.account[input.kind];
  const text = [w.hello, '', w.asked(account, input.to), '', w.open, input.link, '', w.orToken, input.token, '', w.once, w.ignore, '', 'Sokoni'].join('\n');
  const html = `<p>${w.hello}</p>
<p>${w.asked(account, escapeHtml(input.to))}</p>
<p><a href="${escapeHtml(input.link)}">${w.button}</a></p>
<p>${w.orToken}<br><code>${escapeHtml(input.token)}</code></p>
<p>${w.once} ${w.ignore}</p>
<p>Sokoni</p>`;
  return { to: input.to, subject: w.subject, text, html };
}
