import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { DarajaClient } from '../../providers/mpesa/daraja-client.ts';
import type { EventPublisher } from '../events/event-bus.ts';
import type { DomainEvent } from '../events/domain-events.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import type { PlacedOrderFollowUp } from '../orders/placed-order-follow-up.ts';
import type { OrderLedger } from '../ledger/order-ledger.ts';
import type { OrderTransitions } from '../orders/order-transition.ts';
import type { BackgroundTasks } from '../../lib/background-tasks.ts';
import { createDarajaB2c } from '../../providers/mpesa/daraja-b2c.ts';
import type { SmsSender } from '../sms/sms-sender.ts';
import { createB2cResultHandler } from './b2c-result.service.ts';
import { createLedgerRepository } from '../ledger/ledger.repository.ts';
import { PAYOUT_JOB, createMpesaPayouts } from '../ledger/mpesa-payouts.service.ts';
import { createRefundRepository } from './refunds.repository.ts';
import { REFUND_JOB, REFUND_TEXT_JOB, createRefunds } from './refunds.service.ts';
import { createMarkOrderPaid } from './mark-order-paid.ts';
import { CONFIRM_JOB, EXPIRY_JOB, createMpesaPayments } from './mpesa-payments.service.ts';
import { B2C_PATH, C2B_PATH, STK_CALLBACK_PATH } from './payments.routes.ts';
import { createC2bHandler } from './c2b.service.ts';
import { createPaymentRepository } from './payments.repository.ts';
import { callbackSecret, createStkCallbackHandler } from './stk-callback.service.ts';
import { createTipPayments } from './tip-payments.ts';

/** M-Pesa payments with their job kinds registered, or null when M-Pesa is off. */
export function createPayments(deps: { config: AppConfig; db: Db; mpesa: DarajaClient | null; jobs: JobRunner; transitions: OrderTransitions; events: EventPublisher; afterPlaced: PlacedOrderFollowUp; ledger: OrderLedger; sms: SmsSender; background: BackgroundTasks; log: FastifyBaseLogger }) {
  const { config, mpesa } = deps;
  if (!mpesa || config.mpesa.env === 'off') return null;
  const payments = createPaymentRepository(deps.db);
  const secret = callbackSecret(config.jwtSecret, 'stk');
  const refundRepo = createRefundRepository(deps.db);
  const b2cSecret = callbackSecret(config.jwtSecret, 'b2c');
  // One B2C client and one secret result path for refunds and payouts: the result names which it is.
  const b2c = createDarajaB2c({ baseUrl: config.mpesa.baseUrl, ...config.mpesa.b2c, timeoutMs: 15_000 }, () => mpesa.accessToken());
  const b2cUrls = { resultUrl: `${config.mpesa.callbackOrigin}${B2C_PATH}/${b2cSecret}/result`, timeoutUrl: `${config.mpesa.callbackOrigin}${B2C_PATH}/${b2cSecret}/timeout` };
  const refunds = createRefunds({
    refunds: refundRepo,
    payments,
    b2c,
    jobs: deps.jobs,
    transitions: deps.transitions,
    ledger: deps.ledger,
    sms: deps.sms,
    log: deps.log,
    ...b2cUrls,
  });
  const payouts = createMpesaPayouts({ ledger: createLedgerRepository(deps.db), b2c, jobs: deps.jobs, log: deps.log, ...b2cUrls });
  const markOrderPaid = createMarkOrderPaid({ transitions: deps.transitions, payments, afterPlaced: deps.afterPlaced, ledger: deps.ledger, refunds, log: deps.log });
  // Paybill payments need a paybill: a till (buy goods) has no account number to match an order by.
  const paybill = config.mpesa.transactionType === 'CustomerPayBillOnline' ? config.mpesa.shortcode : null;
  const c2bSecret = callbackSecret(config.jwtSecret, 'c2b');
  const stkCallbackUrl = `${config.mpesa.callbackOrigin}${STK_CALLBACK_PATH}/${secret}`;
  const tips = createTipPayments({ db: deps.db, payments, mpesa, jobs: deps.jobs, ledger: deps.ledger, log: deps.log, stkCallbackUrl, queryAfterSeconds: config.payments.queryAfterSeconds });
  const service = createMpesaPayments({
    payments,
    refunds: refundRepo,
    mpesa,
    jobs: deps.jobs,
    transitions: deps.transitions,
    events: deps.events,
    markOrderPaid,
    afterPlaced: deps.afterPlaced,
    paybill,
    log: deps.log,
    timings: config.payments,
    stkCallbackUrl,
    simulator: config.mpesa.env === 'simulator',
    tips,
  });
  // Queries: 'still processing' is asked again after 3, 6, 12 ... seconds, at most a minute apart.
  deps.jobs.register<{ paymentId: string }>(CONFIRM_JOB, ({ paymentId }) => service.confirm(paymentId), { maxAttempts: 10, retryDelayMs: 3000, maxRetryDelayMs: 60_000 });
  deps.jobs.register<{ orderId: string }>(EXPIRY_JOB, ({ orderId }) => service.expire(orderId), { maxAttempts: 10, retryDelayMs: 5000 });
  deps.jobs.register<{ refundId: string }>(REFUND_JOB, ({ refundId }) => refunds.send(refundId), { maxAttempts: 10, retryDelayMs: 5000 });
  deps.jobs.register<{ refundId: string }>(REFUND_TEXT_JOB, ({ refundId }) => refunds.text(refundId));
  deps.jobs.register<{ payoutId: string }>(PAYOUT_JOB, ({ payoutId }) => payouts.send(payoutId), { maxAttempts: 10, retryDelayMs: 5000 });
  return {
    service,
    tips,
    refunds,
    refundRepo,
    payouts,
    /** Subscriber: money owed back on an M-Pesa order paid ahead is refunded (beside the request that caused it). */
    refundSubscriber(event: DomainEvent): void {
      if (event.type !== 'RefundDue') return;
      deps.background.run('refund owed back', () => refunds.refundDue(event));
    },
    b2cResult: createB2cResultHandler({ refunds: refundRepo, service: refunds, payouts, payments, log: deps.log, secret: b2cSecret, callbackIps: config.payments.callbackIps }),
    stkCallback: createStkCallbackHandler({ payments, jobs: deps.jobs, log: deps.log, secret, callbackIps: config.payments.callbackIps }),
    c2b: paybill ? createC2bHandler({ payments, markOrderPaid, log: deps.log, secret: c2bSecret, shortcode: paybill, callbackIps: config.payments.callbackIps }) : null,
    /** To register with Daraja (C2B Register URL) for the Paybill fallback; they carry the secret, so keep them private. */
    c2bUrls: paybill ? { validation: `${config.mpesa.callbackOrigin}${C2B_PATH}/${c2bSecret}/validation`, confirmation: `${config.mpesa.callbackOrigin}${C2B_PATH}/${c2bSecret}/confirmation` } : null,
  };
}
export type Payments = NonNullable<ReturnType<typeof createPayments>>;
