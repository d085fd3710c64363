import type { Db } from '../../db/client.ts';
import type { BackgroundTasks } from '../../lib/background-tasks.ts';
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
  background: BackgroundTasks;
  publicUrl: string;
  reportHours: number;
  slaHours: number;
} & SettlementDeps) {
  const problems = createProblemRepository(deps.db);
  const notices = createProblemNotices({ problems, sms: deps.sms, mailer: deps.mailer, background: deps.background, publicUrl: deps.publicUrl });
  return createProblemService({ db: deps.db, problems, uploads: deps.uploads, events: deps.events, notices, settle: createProblemSettlement({ transitions: deps.transitions, refunds: deps.refunds }), reportHours: deps.reportHours, slaHours: deps.slaHours });
}
