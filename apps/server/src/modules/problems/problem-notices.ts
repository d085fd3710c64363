import { formatKsh, fromCents } from '@sokoni/domain/money';
import type { TProblem } from '@sokoni/domain/contracts/problems';
import type { BackgroundTasks } from '../../lib/background-tasks.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { SmsSender } from '../sms/sms-sender.ts';
import { smsLanguageOf, smsText } from '../sms/sms-texts.ts';
import type { ProblemRepository, ProblemRow } from './problems.repository.ts';

/** The e-mail's sentence about money given back. */
function moneyBackWords(money: { mpesa: number; credit: number }): string {
  const parts = [
    money.mpesa > 0 ? `${formatKsh(money.mpesa)} is on its way back to the M-Pesa number that paid` : '',
    money.credit > 0 ? `${formatKsh(money.credit)} has been added to your Sokoni credit; it is used automatically at your next checkout` : '',
  ].filter(Boolean);
  return `We are sorry. ${parts.join(', and ')}.`;
}

/**
 * Tells the customer what was decided about their report, by SMS and e-mail, beside the live
 * update. It runs after the decision is stored: a mail server or SMS provider being slow never
 * holds up the admin, and a failure is logged, not thrown.
 */
export function createProblemNotices(deps: { problems: ProblemRepository; sms: SmsSender; mailer: Mailer; background: BackgroundTasks; publicUrl: string }) {
  return {
    decided(row: ProblemRow, problem: TProblem): void {
      deps.background.run(`tell customer about problem ${row.id}`, async () => {
        const customer = await deps.problems.customerContact(row.userId);
        if (!customer) return;
        const language = smsLanguageOf(customer);
        const money = row.settlement ? { mpesa: fromCents(row.settlement.mpesaCents), credit: fromCents(row.settlement.creditCents) } : null;
        if (money) {
          await deps.sms.send({ to: customer.phone, text: smsText('problem_refund', language, { orderNumber: problem.orderNumber, ...money }), kind: 'problem_refund', ref: row.id, language });
        } else {
          const kind = row.outcome === 'reject' ? 'problem_rejected' : 'problem_redeliver';
          await deps.sms.send({ to: customer.phone, text: smsText(kind, language, { orderNumber: problem.orderNumber }), kind, ref: row.id, language });
        }
        const outcome = money
          ? moneyBackWords(money)
          : row.outcome === 'reject'
            ? `We looked into it and could not accept it: ${row.outcomeReason ?? ''}`
            : 'The shop will bring you what was missing or wrong.';
        await deps.mailer.send({
          to: customer.email,
          subject: `Your problem with order ${problem.orderNumber}`,
          text: [
            `Hello ${customer.names},`,
            '',
            `You told us about a problem with order ${problem.orderNumber}. ${outcome}`,
            '',
            `See the order: ${deps.publicUrl}/orders/${row.orderId}`,
            '',
            'Sokoni',
          ].join('\n'),
        });
      });
    },
  };
}
export type ProblemNotices = ReturnType<typeof createProblemNotices>;
