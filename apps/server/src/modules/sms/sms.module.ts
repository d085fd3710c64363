import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../../config.sms.ts';
import type { Db } from '../../db/client.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import { createAfricasTalkingClient } from '../../providers/sms/africastalking-client.ts';
import { createSmsOutboxRepository } from '../../providers/sms/sms-outbox.repository.ts';
import { createSmsSender } from './sms-sender.ts';
import { createSmsRecipientRepository } from './sms-recipients.repository.ts';
import { createOrderTexts } from './order-texts.ts';
import { createSmsOutboxService } from './sms-outbox.service.ts';

/** Africa's Talking answers within seconds; a stalled call is retried by the job rather than waited on. */
const PROVIDER_TIMEOUT_MS = 15_000;

/** The SMS outbox, the sender over it (Africa's Talking, the local outbox, or off) and the order texts. */
export function createSmsModule(deps: { config: SmsConfig; db: Db; jobs: JobRunner; log: FastifyBaseLogger }) {
  const { config } = deps;
  const outbox = createSmsOutboxRepository(deps.db);
  const client = config.provider.kind === 'africastalking' ? createAfricasTalkingClient({ ...config.provider, timeoutMs: PROVIDER_TIMEOUT_MS }) : null;
  const sender = createSmsSender({ db: deps.db, config, outbox, client, jobs: deps.jobs, log: deps.log });
  const orderTexts = createOrderTexts({
    jobs: deps.jobs,
    sms: sender,
    recipients: createSmsRecipientRepository(deps.db),
    shopAlertAfterMs: config.shopAlertAfterSeconds * 1000,
  });
  return { outbox: createSmsOutboxService({ outbox }), sender, orderTexts, callbackSecret: config.callbackSecret };
}
export type SmsModule = ReturnType<typeof createSmsModule>;
