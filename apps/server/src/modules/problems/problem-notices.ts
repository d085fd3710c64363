import { shillingsFromCents } from '@sokoni/domain/money';
import type { DbOrTx } from '../../db/client.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import type { SmsSender } from '../sms/sms-sender.ts';
import { smsLanguageOf, smsText } from '../sms/sms-texts.ts';
import { problemDecisionMail, type ProblemOutcome } from './problem-decision.mail.ts';
import type { ProblemRepository } from './problems.repository.ts';

export const PROBLEM_DECIDED_JOB = 'problems.tell-customer';

/**
 * Tells the customer what was decided about their report, by SMS and e-mail, beside the live
 * update. The decision writes a job in its own transaction, so a crash after it commits loses no
 * message, and a mail server or SMS provider being slow never holds up the admin. A run again
 * after a failure texts once (the text is keyed by the report).
 */
export function createProblemNotices(deps: { problems: ProblemRepository; sms: SmsSender; mailer: Mailer; jobs: JobRunner; publicUrl: string }) {
  deps.jobs.register<{ problemId: string }>(PROBLEM_DECIDED_JOB, async ({ problemId }) => {
    const row = await deps.problems.find(problemId);
    if (!row || !row.outcome) return;
    const customer = await deps.problems.customerContact(row.userId);
    if (!customer) return;
    const orderNumber = (await deps.problems.orderMoney([row.orderId])).get(row.orderId)?.number ?? '';
    const language = smsLanguageOf(customer);
    const money = row.settlement ? { mpesa: shillingsFromCents(row.settlement.mpesaCents), credit: shillingsFromCents(row.settlement.creditCents) } : null;
    if (money) {
      await deps.sms.send({ to: customer.phone, text: smsText('problem_refund', language, { orderNumber, ...money }), kind: 'problem_refund', ref: row.id, language });
    } else {
      const kind = row.outcome === 'reject' ? 'problem_rejected' : 'problem_redeliver';
      await deps.sms.send({ to: customer.phone, text: smsText(kind, language, { orderNumber }), kind, ref: row.id, language });
    }
    const outcome: ProblemOutcome = money ? { money } : row.outcome === 'reject' ? { rejected: row.outcomeReason ?? '' } : { redeliver: true };
    const link = `${deps.publicUrl}/orders/${row.orderId}`;
    await deps.mailer.send(problemDecisionMail(language, { to: customer.email, name: customer.names, orderNumber, link, outcome }));
  });

  return {
    /** In the decision's transaction: the customer will be told. */
    async decided(tx: DbOrTx, problemId: string): Promise<void> {
      await deps.jobs.schedule(PROBLEM_DECIDED_JOB, { problemId }, { key: problemId, tx });
    },
  };
}
export type ProblemNotices = ReturnType<typeof createProblemNotices>;
