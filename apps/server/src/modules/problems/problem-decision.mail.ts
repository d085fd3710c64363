import { formatKsh } from '@sokoni/domain/money';
import type { Language } from '@sokoni/domain/contracts/language';
import type { MailMessage } from '../../providers/mail/mail-message.ts';

export type ProblemOutcome = { money: { mpesa: number; credit: number } } | { rejected: string } | { redeliver: true };

/** The e-mail's words in each language (the SMS's are in sms-texts.ts). */
const MAIL_WORDS = {
  en: {
    subject: (order: string) => `Your problem with order ${order}`,
    hello: (name: string) => `Hello ${name},`,
    told: (order: string) => `You told us about a problem with order ${order}.`,
    mpesa: (amount: number) => `${formatKsh(amount)} is on its way back to the M-Pesa number that paid`,
    credit: (amount: number) => `${formatKsh(amount)} has been added to your Sokoni credit; it is used automatically at your next checkout`,
    moneyBack: (parts: string[]) => `We are sorry. ${parts.join(', and ')}.`,
    rejected: (reason: string) => `We looked into it and could not accept it: ${reason}`,
    redeliver: 'The shop will bring you what was missing or wrong.',
    see: (link: string) => `See the order: ${link}`,
  },
  sw: {
    subject: (order: string) => `Tatizo lako la oda ${order}`,
    hello: (name: string) => `Habari ${name},`,
    told: (order: string) => `Ulituambia kuhusu tatizo la oda ${order}.`,
    mpesa: (amount: number) => `${formatKsh(amount)} zinarudishwa kwenye namba ya M-Pesa iliyolipa`,
    credit: (amount: number) => `${formatKsh(amount)} zimeongezwa kwenye salio lako la Sokoni; zitatumika zenyewe ukilipia oda ijayo`,
    moneyBack: (parts: string[]) => `Samahani. ${parts.join(', na ')}.`,
    rejected: (reason: string) => `Tumelichunguza na hatukuweza kulikubali: ${reason}`,
    redeliver: 'Duka litakuletea kilichokosekana au kilichokosewa.',
    see: (link: string) => `Angalia oda: ${link}`,
  },
} as const;

/** The customer's e-mail about the decision, in their language. */
export function problemDecisionMail(language: Language, input: { to: string; name: string; orderNumber: string; link: string; outcome: ProblemOutcome }): MailMessage {
  const w = MAIL_WORDS[language];
  const { outcome } = input;
  const decided =
    'money' in outcome
      ? w.moneyBack([outcome.money.mpesa > 0 ? w.mpesa(outcome.money.mpesa) : '', outcome.money.credit > 0 ? w.credit(outcome.money.credit) : ''].filter(Boolean))
      : 'rejected' in outcome
        ? w.rejected(outcome.rejected)
        : w.redeliver;
  return {
    to: input.to,
    subject: w.subject(input.orderNumber),
    text: [w.hello(input.name), '', `${w.told(input.orderNumber)} ${decided}`, '', w.see(input.link), '', 'Sokoni'].join('\n'),
  };
}
