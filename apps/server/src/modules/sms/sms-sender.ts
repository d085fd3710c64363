import type { FastifyBaseLogger } from 'fastify';
import { normalizeKenyanPhone } from '@sokoni/domain/phone';
import type { Db } from '../../db/client.ts';
import type { SmsConfig } from '../../config.sms.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import { SmsSendError, type AfricasTalkingClient } from '../../providers/sms/africastalking-client.ts';
import type { SmsMessage } from '../../providers/sms/sms-message.ts';
import type { SmsOutboxRepository } from '../../providers/sms/sms-outbox.repository.ts';

export const DELIVER_SMS_JOB = 'sms.deliver';
const OUTBOX_HINT = 'read it with GET /api/dev/sms-outbox';

export interface SmsSender {
  readonly mode: SmsConfig['provider']['kind'];
  readonly description: string;
  /**
   * Writes the text to the outbox and, with a provider, schedules its delivery (a durable job, so
   * it survives restarts). Answers null when nothing was stored: SMS is off, the number is not a
   * Kenyan mobile number, or this kind and ref was texted before.
   */
  send(message: SmsMessage): Promise<{ id: string } | null>;
}

interface SmsSenderDeps {
  db: Db;
  config: SmsConfig;
  outbox: SmsOutboxRepository;
  client: AfricasTalkingClient | null;
  jobs: JobRunner;
  log: FastifyBaseLogger;
}

function reasonOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

export function createSmsSender(deps: SmsSenderDeps): SmsSender {
  const { config, outbox, client, jobs, log } = deps;
  const mode = config.provider.kind;
  const description =
    config.provider.kind === 'africastalking'
      ? `Africa's Talking (${config.provider.baseUrl}, user ${config.provider.username})`
      : mode === 'outbox'
        ? `local outbox (no SMS is sent; ${OUTBOX_HINT})`
        : 'off (no SMS is stored or sent)';
  log.info({ smsProvider: mode }, `sms: ${description}`);

  jobs.register<{ smsId: string }>(
    DELIVER_SMS_JOB,
    async ({ smsId }, job) => {
      const row = await outbox.find(smsId);
      if (!row || row.status !== 'pending' || !client) return;
      if (!(await outbox.claimAttempt(row.id, row.attempts))) return;
      try {
        const accepted = await client.send(row.to, row.text);
        await outbox.markSent(row.id, accepted);
        log.info({ smsId, attempt: job.attempt }, 'sms sent');
      } catch (error) {
        const reason = reasonOf(error);
        const permanent = error instanceof SmsSendError && error.permanent;
        if (permanent || job.attempt >= job.maxAttempts) {
          await outbox.markFailed(row.id, reason);
          log.error({ smsId, attempts: job.attempt, reason }, 'sms could not be sent; marked failed in the outbox');
          return;
        }
        await outbox.recordError(row.id, reason);
        log.warn({ smsId, attempt: job.attempt, reason }, 'sms attempt failed; will retry');
        throw error;
      }
    },
    { maxAttempts: config.retryAttempts, retryDelayMs: config.retryDelayMs },
  );

  return {
    mode,
    description,
    async send(message) {
      if (mode === 'off') return null;
      const to = normalizeKenyanPhone(message.to);
      if (!to) {
        log.warn({ kind: message.kind }, 'sms not sent: the number is not a Kenyan mobile number');
        return null;
      }
      if (mode === 'outbox') {
        const row = await outbox.insert({ ...message, to }, 'local');
        if (row) log.info({ smsId: row.id, kind: row.kind }, `sms kept in the local outbox; ${OUTBOX_HINT}`);
        return row ? { id: row.id } : null;
      }
      // The row and its delivery job are written together: neither exists without the other.
      return deps.db.transaction(async (tx) => {
        const row = await outbox.insert({ ...message, to }, 'pending', tx);
        if (!row) return null;
        await jobs.schedule(DELIVER_SMS_JOB, { smsId: row.id }, { tx, key: row.id });
        return { id: row.id };
      });
    },
  };
}
