import type { FastifyBaseLogger } from 'fastify';
import type { MpesaConfig, PaymentTimings } from '../../../config.mpesa.ts';
import type { Db, DbOrTx } from '../../../db/client.ts';
import type { DarajaClient } from '../../../providers/mpesa/daraja-client.ts';
import { createDarajaB2c } from '../../../providers/mpesa/daraja-b2c.ts';
import { createDarajaTransactionStatus } from '../../../providers/mpesa/daraja-transaction-status.ts';
import type { DomainEvent } from '../../events/domain-events.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { createLedgerRepository } from '../../ledger/ledger.repository.ts';
import type { OrderLedger } from '../../ledger/order-ledger.ts';
import type { OrderTransitions } from '../../orders/order-transition.ts';
import type { SmsSender } from '../../sms/sms-sender.ts';
import type { PaymentRepository } from '../payments.repository.ts';
import { callbackSecret } from '../stk-callback.service.ts';
import { createB2cResultHandler } from './b2c-result.service.ts';
import { createB2cStatusHandler } from './b2c-status-result.service.ts';
import { PAYOUT_JOB, PAYOUT_STATUS_JOB, createMpesaPayouts, type PayoutFailedHook } from './mpesa-payouts.service.ts';
import { createRefundRepository } from './refunds.repository.ts';
import { REFUND_DUE_JOB, REFUND_JOB, REFUND_STATUS_JOB, REFUND_TEXT_JOB, createRefunds, dueKey, type RefundDue } from './refunds.service.ts';

/** Where Daraja posts B2C results (and the answers to Transaction Status queries about them). */
export const B2C_PATH = '/api/payments/mpesa/b2c';

/**
 * Everything M-Pesa B2C, money leaving Sokoni for a phone: refunds to customers and payouts to
 * stores and riders. One Daraja B2C client and one secret result path serve both (the result names
 * which it is); each is sent by a durable job that pays only on its first attempt, and one left
 * without a result is settled by Daraja's Transaction Status query. The ledger only keeps the books
 * these write.
 */
export function createMpesaB2c(deps: { mpesaConfig: Exclude<MpesaConfig, { env: 'off' }>; timings: PaymentTimings; jwtSecret: string; db: Db; mpesa: DarajaClient; payments: PaymentRepository; jobs: JobRunner; transitions: OrderTransitions; ledger: OrderLedger; sms: SmsSender; log: FastifyBaseLogger; onPayoutFailed?: PayoutFailedHook }) {
  const { mpesaConfig, mpesa } = deps;
  const secret = callbackSecret(deps.jwtSecret, 'b2c');
  const credentials = { baseUrl: mpesaConfig.baseUrl, ...mpesaConfig.b2c, timeoutMs: 15_000 };
  const b2c = createDarajaB2c(credentials, () => mpesa.accessToken());
  const status = createDarajaTransactionStatus(credentials, () => mpesa.accessToken());
  const origin = `${mpesaConfig.callbackOrigin}${B2C_PATH}/${secret}`;
  const urls = { resultUrl: `${origin}/result`, timeoutUrl: `${origin}/timeout` };
  const statusUrls = (id: string) => ({ resultUrl: `${origin}/status/${id}/result`, timeoutUrl: `${origin}/status/${id}/timeout` });

  const refundRepo = createRefundRepository(deps.db);
  const refunds = createRefunds({ refunds: refundRepo, payments: deps.payments, b2c, status, jobs: deps.jobs, transitions: deps.transitions, ledger: deps.ledger, sms: deps.sms, log: deps.log, ...urls, statusUrls });
  const payouts = createMpesaPayouts({ ledger: createLedgerRepository(deps.db), b2c, status, jobs: deps.jobs, log: deps.log, ...urls, statusUrls, onFailed: deps.onPayoutFailed });

  deps.jobs.register<RefundDue>(REFUND_DUE_JOB, (event) => refunds.refundDue(event), { maxAttempts: 10, retryDelayMs: 5000 });
  deps.jobs.register<{ refundId: string }>(REFUND_JOB, ({ refundId }, job) => refunds.send(refundId, job.attempt), { maxAttempts: 10, retryDelayMs: 5000 });
  deps.jobs.register<{ refundId: string }>(REFUND_TEXT_JOB, ({ refundId }) => refunds.text(refundId));
  deps.jobs.register<{ payoutId: string }>(PAYOUT_JOB, ({ payoutId }, job) => payouts.send(payoutId, job.attempt), { maxAttempts: 10, retryDelayMs: 5000 });
  // Status queries: asked again after 1, 2, 4 ... minutes (at most an hour apart) until M-Pesa's answer settles it.
  deps.jobs.register<{ refundId: string }>(REFUND_STATUS_JOB, ({ refundId }) => refunds.checkStatus(refundId), { maxAttempts: 12, retryDelayMs: 60_000 });
  deps.jobs.register<{ payoutId: string }>(PAYOUT_STATUS_JOB, ({ payoutId }) => payouts.checkStatus(payoutId), { maxAttempts: 12, retryDelayMs: 60_000 });

  return {
    refunds,
    refundRepo,
    payouts,
    /** Effect writer: money owed back on an M-Pesa order paid ahead is a job committed with the move that owes it. */
    async refundEffects(tx: DbOrTx, event: DomainEvent): Promise<void> {
      if (event.type !== 'RefundDue' || !refunds.owesMpesa(event)) return;
      await deps.jobs.schedule(REFUND_DUE_JOB, event, { key: dueKey(event), tx });
    },
    result: createB2cResultHandler({ refunds: refundRepo, service: refunds, payouts, payments: deps.payments, log: deps.log, secret, callbackIps: deps.timings.callbackIps }),
    status: createB2cStatusHandler({ refunds: refundRepo, service: refunds, payouts, payments: deps.payments, log: deps.log, secret }),
  };
}
export type MpesaB2c = ReturnType<typeof createMpesaB2c>;
