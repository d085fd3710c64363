import type { FastifyBaseLogger } from 'fastify';
import type { PushConfig } from '../../config.push.ts';
import type { Db } from '../../db/client.ts';
import { createWebPushClient } from '../../providers/push/web-push-client.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import { createPushEffects } from './push-effects.ts';
import { createPushRecipientRepository } from './push-recipients.repository.ts';
import { createPushSender } from './push-sender.ts';
import { createPushSubscriptionRepository } from './push-subscriptions.repository.ts';
import { createPushSubscriptionService } from './push-subscriptions.service.ts';

/** A push service answers within seconds; a stalled request is retried by its job rather than waited on. */
const PUSH_TIMEOUT_MS = 10_000;

/** Web Push (decision 035): the subscriptions, the sender's jobs and who is told what; `effects` is null when push is off. */
export function createPushModule(deps: { config: PushConfig; db: Db; jobs: JobRunner; log: FastifyBaseLogger; acceptMinutes: number }) {
  const { config } = deps;
  const subscriptionRows = createPushSubscriptionRepository(deps.db);
  const subscriptions = createPushSubscriptionService({ subscriptions: subscriptionRows, rules: config, publicKey: config.enabled ? config.publicKey : null });
  if (!config.enabled) return { subscriptions, effects: null, description: config.reason };
  const client = createWebPushClient({ publicKey: config.publicKey, privateKey: config.privateKey, subject: config.subject, timeoutMs: PUSH_TIMEOUT_MS });
  const sender = createPushSender({ jobs: deps.jobs, client, subscriptions: subscriptionRows, reads: createPushRecipientRepository(deps.db), rules: config, log: deps.log });
  const effects = createPushEffects({ sender, acceptMinutes: deps.acceptMinutes });
  const keys = config.keysFrom === 'environment' ? 'VAPID keys from the environment' : 'development VAPID keys kept in DATA_DIR/vapid-keys.json';
  return { subscriptions, effects, description: `on (${keys}; subject ${config.subject})` };
}
export type PushModule = ReturnType<typeof createPushModule>;
