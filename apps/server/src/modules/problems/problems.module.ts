import type { Db, DbOrTx } from '../../db/client.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { Uploads } from '../../providers/storage/uploads.ts';
import type { EventPublisher } from '../events/event-bus.ts';
import type { SmsSender } from '../sms/sms-sender.ts';
import { createProblemNotices } from './problem-notices.ts';
import { createProblemRepository } from './problems.repository.ts';
import { createProblemService } from './problems.service.ts';
import { createProblemSettlement, type SettlementDeps } from './problem-settlement.ts';

/** Problem reports on delivered orders, from the customer's report to the admin's decision. */
export function createProblems(deps: {
  db: Db;
  uploads: Uploads;
  events: EventPublisher;
  sms: SmsSender;
  mailer: Mailer;
  jobs: JobRunner;
  publicUrl: string;
  reportHours: number;
  slaHours: number;
  /** Alerts on phones: the admins when a report is overdue, the customer when it is decided (null when push is off). */
  push: { problemReported(tx: DbOrTx, problemId: string, dueAt: Date): Promise<void>; problemDecided(tx: DbOrTx, problemId: string): Promise<void> } | null;
} & SettlementDeps) {
  const problems = createProblemRepository(deps.db);
  const texts = createProblemNotices({ problems, sms: deps.sms, mailer: deps.mailer, jobs: deps.jobs, publicUrl: deps.publicUrl });
  const push = deps.push;
  const notices = push ? { decided: async (tx: DbOrTx, problemId: string) => (await texts.decided(tx, problemId), await push.problemDecided(tx, problemId)) } : texts;
  return createProblemService({ db: deps.db, problems, uploads: deps.uploads, events: deps.events, notices, reported: push?.problemReported, settle: createProblemSettlement({ transitions: deps.transitions, refunds: deps.refunds, decided: notices.decided }), reportHours: deps.reportHours, slaHours: deps.slaHours });
}
