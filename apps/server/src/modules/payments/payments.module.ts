import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { DarajaClient } from '../../providers/mpesa/daraja-client.ts';
import type { EventPublisher } from '../events/event-bus.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import type { PlacedOrderFollowUp } from '../orders/placed-order-follow-up.ts';
import type { OrderLedger } from '../ledger/order-ledger.ts';
import type { OrderTransitions } from '../orders/order-transition.ts';
import type { SmsSender } from '../sms/sms-sender.ts';
import { createMpesaB2c } from './b2c/mpesa-b2c.module.ts';
import type { PayoutFailedHook } from './b2c/mpesa-payouts.service.ts';
import { createMarkOrderPaid } from './mark-order-paid.ts';
import { CONFIRM_JOB, EXPIRY_JOB, createMpesaPayments } from './mpesa-payments.service.ts';
import { C2B_PATH, STK_CALLBACK_PATH } from './payments.routes.ts';
import { createC2bHandler } from './c2b.service.ts';
import { createPaymentRepository } from './payments.repository.ts';
import { callbackSecret, createStkCallbackHandler } from './stk-callback.service.ts';
import { createTipPayments } from './tip-payments.ts';

/** M-Pesa payments with their job kinds registered, or null when M-Pesa is off. */
export function createPayments(deps: { config: AppConfig; db: Db; mpesa: DarajaClient | null; jobs: JobRunner; transitions: OrderTransitions; events: EventPublisher; afterPlaced: PlacedOrderFollowUp; ledger: OrderLedger; sms: SmsSender; log: FastifyBaseLogger; onPayoutFailed?: PayoutFailedHook }) {
  const { config, mpesa } = deps;
  if (!mpesa || config.mpesa.env === 'off') return null;
  const payments = createPaymentRepository(deps.db);
  const secret = callbackSecret(config.jwtSecret, 'stk');
  const b2c = createMpesaB2c({ mpesaConfig: config.mpesa, timings: config.payments, jwtSecret: config.jwtSecret, db: deps.db, mpesa, payments, jobs: deps.jobs, transitions: deps.transitions, ledger: deps.ledger, sms: deps.sms, log: deps.log, onPayoutFailed: deps.onPayoutFailed });
  const { refunds, refundRepo, payouts } = b2c;
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
  return {
    service,
    tips,
    refunds,
    refundRepo,
    payouts,
    refundEffects: b2c.refundEffects,
    b2cResult: b2c.result,
    b2cStatus: b2c.status,
    stkCallback: createStkCallbackHandler({ payments, jobs: deps.jobs, log: deps.log, secret, callbackIps: config.payments.callbackIps }),
    c2b: paybill ? createC2bHandler({ payments, markOrderPaid, log: deps.log, secret: c2bSecret, shortcode: paybill, callbackIps: config.payments.callbackIps }) : null,
    /** To register with Daraja (C2B Register URL) for the Paybill fallback; they carry the secret, so keep them private. */
    c2bUrls: paybill ? { validation: `${config.mpesa.callbackOrigin}${C2B_PATH}/${c2bSecret}/validation`, confirmation: `${config.mpesa.callbackOrigin}${C2B_PATH}/${c2bSecret}/confirmation` } : null,
  };
}
export type Payments = NonNullable<ReturnType<typeof createPayments>>;
