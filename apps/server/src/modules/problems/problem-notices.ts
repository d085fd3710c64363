import { fromCents } from '@sokoni/domain/money';
import type { TProblem } from '@sokoni/domain/contracts/problems';
import type { BackgroundTasks } from '../../lib/background-tasks.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { SmsSender } from '../sms/sms-sender.ts';
import { smsLanguageOf, smsText } from '../sms/sms-texts.ts';
import { problemDecisionMail, type ProblemOutcome } from './problem-decision.mail.ts';
import type { ProblemRepository, ProblemRow } from './problems.repository.ts';

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
        const outcome: ProblemOutcome = money ? { money } : row.outcome === 'reject' ? { rejected: row.outcomeReason ?? '' } : { redeliver: true };
        const link = `${deps.publicUrl}/orders/${row.orderId}`;
        await deps.mailer.send(problemDecisionMail(language, { to: customer.email, name: customer.names, orderNumber: problem.orderNumber, link, outcome }));
      });
    },
  };
}
export type ProblemNotices = ReturnType<typeof createProblemNotices>;
