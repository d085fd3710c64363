import type { AccountKind } from '@sokoni/domain/contracts/auth';
import type { Language } from '@sokoni/domain/contracts/language';
import { escapeHtml, type MailMessage } from '../../providers/mail/mail-message.ts';

/** The words of the mail in each language; `account` is the kind of account, `to` the address. */
const WORDS = {
  en: {
    account: { user: 'customer', partner: 'store', driver: 'driver' } as Record<AccountKind, string>,
    subject: 'Confirm your Sokoni e-mail address',
    hello: 'Hello,',
    confirm: (to: string, account: string) => `Please confirm that ${to} is the e-mail address of your Sokoni ${account} account.`,
    open: 'Open this link to confirm it:',
    button: 'Confirm my e-mail address',
    once: 'The link works once and expires in 24 hours.',
    ignore: 'If you did not create or change a Sokoni account, ignore this e-mail.',
  },
  sw: {
    account: { user: 'ya mteja', partner: 'ya duka', driver: 'ya msafirishaji' } as Record<AccountKind, string>,
    subject: 'Thibitisha anwani yako ya barua pepe ya Sokoni',
    hello: 'Habari,',
    confirm: (to: string, account: string) => `Tafadhali thibitisha kuwa ${to} ni anwani ya barua pepe ya akaunti yako ${account} ya Sokoni.`,
    open: 'Fungua kiungo hiki ili uithibitishe:',
    button: 'Thibitisha barua pepe yangu',
    once: 'Kiungo kinatumika mara moja tu na muda wake unaisha baada ya saa 24.',
    ignore: 'Kama hukufungua au kubadilisha akaunti ya Sokoni, puuza barua pepe hii.',
  },
} as const;

/** The web page that sends the token to POST /api/auth/verify-email. */
export function emailVerificationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/verify-email?${new URLSearchParams({ token })}`;
}

/** In the account's language (English until it chooses). */
export function emailVerificationMail(input: { to: string; kind: AccountKind; link: string; language?: Language }): MailMessage {
  const w = WORDS[input.language ?? 'en'];
  const account = w.account[input.kind];
  const text = [w.hello, '', w.confirm(input.to, account), '', w.open, input.link, '', w.once, w.ignore, '', 'Sokoni'].join('\n');
  const html = `<p>${w.hello}</p>
<p>${w.confirm(escapeHtml(input.to), account)}</p>
<p><a href="${escapeHtml(input.link)}">${w.button}</a></p>
<p>${w.once} ${w.ignore}</p>
<p>Sokoni</p>`;
  return { to: input.to, subject: w.subject, text, html };
}
