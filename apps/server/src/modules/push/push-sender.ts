import type { FastifyBaseLogger } from 'fastify';
import type { TPushMessage } from '@sokoni/domain/contracts/push';
import type { DbOrTx } from '../../db/client.ts';
import { RetryLater, type JobRunner } from '../jobs/job-runner.ts';
import type { WebPushClient } from '../../providers/push/web-push-client.ts';
import { whyEndpointRefused, type EndpointRules } from './allowed-endpoint.ts';
import { composePush, type PushRef } from './push-compose.ts';
import { deliveryOf, pushMessage } from './push-messages.ts';
import type { PushRecipientRepository } from './push-recipients.repository.ts';
import type { PushSubscriptionRepository } from './push-subscriptions.repository.ts';

export const PUSH_NOTIFY_JOB = 'push.notify';
export const PUSH_DEVICE_JOB = 'push.device';

interface DeviceJob {
  subscriptionId: string;
  message: TPushMessage;
  urgency: 'high' | 'normal';
  ttlSeconds: number;
  /** When the message was written: past its TTL it is not worth sending any more. */
  writtenAt: string;
}

/**
 * The two job kinds of a push message (decision 035). `push.notify` is written with the change that
 * causes it; when it runs it reads who is to hear and in which language, and writes one
 * `push.device` job per phone, so one slow or broken phone neither delays nor repeats another's.
 * A device job asks the push service once per attempt: 429 and 5xx are thrown to be retried with
 * growing waits, 404 and 410 delete the subscription, anything else ends the job with the reason.
 */
export function createPushSender(deps: {
  jobs: JobRunner;
  client: WebPushClient;
  subscriptions: PushSubscriptionRepository;
  reads: PushRecipientRepository;
  rules: EndpointRules;
  log: FastifyBaseLogger;
}) {
  const { jobs, log } = deps;

  jobs.register<PushRef>(
    PUSH_NOTIFY_JOB,
    async (ref, job) => {
      const composed = await composePush(deps.reads, ref, { lastAttempt: job.attempt >= job.maxAttempts });
      if (!composed) return;
      const delivery = deliveryOf(composed.kind);
      const writtenAt = new Date().toISOString();
      for (const recipient of composed.recipients) {
        const message = pushMessage(composed.kind, recipient.language, composed.params as never);
        for (const device of await deps.subscriptions.ofAccount(recipient.kind, recipient.id)) {
          // Keyed by this job and the phone: a run again after a crash writes no second message.
          await jobs.schedule<DeviceJob>(PUSH_DEVICE_JOB, { subscriptionId: device.id, message, ...delivery, writtenAt }, { key: `${job.id}:${device.id}` });
        }
      }
    },
    { maxAttempts: 5, retryDelayMs: 2000 },
  );

  jobs.register<DeviceJob>(
    PUSH_DEVICE_JOB,
    async ({ subscriptionId, message, urgency, ttlSeconds, writtenAt }, job) => {
      const device = await deps.subscriptions.find(subscriptionId);
      if (!device) return;
      if (Date.now() - Date.parse(writtenAt) > ttlSeconds * 1000) {
        log.info({ job: job.id, kind: message.tag }, 'push message outlived its TTL before it could be sent');
        return;
      }
      const refused = whyEndpointRefused(device.endpoint, deps.rules);
      if (refused) {
        // Saved before PUSH_ENDPOINT_HOSTS changed: never called, and of no use any more.
        await deps.subscriptions.remove(device.id);
        log.warn({ subscription: device.id, reason: refused }, 'push subscription removed: its endpoint is not allowed');
        return;
      }
      const outcome = await deps.client.send({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, JSON.stringify(message), { urgency, ttlSeconds });
      switch (outcome.kind) {
        case 'sent':
          await deps.subscriptions.markSent(device.id);
          return;
        case 'gone':
          await deps.subscriptions.remove(device.id);
          log.info({ subscription: device.id, status: outcome.status }, 'push subscription removed: the push service says it is gone');
          return;
        case 'busy':
          // The push service's Retry-After is obeyed; without one the kind's doubling waits apply.
          if (outcome.retryAfterMs !== null) throw new RetryLater(`push service busy: ${outcome.reason} (retry after ${Math.round(outcome.retryAfterMs / 1000)} s)`, outcome.retryAfterMs);
          throw new Error(`push service busy: ${outcome.reason}`);
        case 'refused':
          log.warn({ subscription: device.id, status: outcome.status, reason: outcome.reason }, 'push service refused a message');
          return;
      }
    },
    { maxAttempts: 6, retryDelayMs: 5000, maxRetryDelayMs: 600_000 },
  );

  return {
    /** In the transaction of the change (`tx`): someone will be told. Keyed, so an event written twice tells once. */
    async notify(tx: DbOrTx, ref: PushRef, key: string, delayMs = 0): Promise<void> {
      await jobs.schedule<PushRef>(PUSH_NOTIFY_JOB, ref, { key, delayMs, tx });
    },
  };
}
export type PushSender = ReturnType<typeof createPushSender>;
