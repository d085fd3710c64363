import { describe, expect, it } from 'vitest';
import { problemDecisionMail } from './problem-decision.mail.ts';

const input = { to: 'wanjiku@example.com', name: 'Wanjiku', orderNumber: 'ORD-1234', link: 'https://sokoni.test/orders/1' };

describe("the customer's mail about a decided problem", () => {
  it('is written in Kiswahili for a Kiswahili account, subject and body', () => {
    const mail = problemDecisionMail('sw', { ...input, outcome: { money: { mpesa: 150, credit: 50 } } });
    expect(mail.subject).toBe('Tatizo lako la oda ORD-1234');
    expect(mail.text).toContain('Habari Wanjiku,');
    expect(mail.text).toContain('Ulituambia kuhusu tatizo la oda ORD-1234. Samahani. Ksh 150.00 zinarudishwa kwenye namba ya M-Pesa iliyolipa, na Ksh 50.00 zimeongezwa kwenye salio lako la Sokoni');
    expect(mail.text).toContain('Angalia oda: https://sokoni.test/orders/1');
  });

  it('says what was decided, in English for an English account', () => {
    expect(problemDecisionMail('en', { ...input, outcome: { redeliver: true } }).text).toContain('The shop will bring you what was missing or wrong.');
    const rejected = problemDecisionMail('en', { ...input, outcome: { rejected: 'The photo shows a full pack.' } });
    expect(rejected.subject).toBe('Your problem with order ORD-1234');
    expect(rejected.text).toContain('We looked into it and could not accept it: The photo shows a full pack.');
  });
});
