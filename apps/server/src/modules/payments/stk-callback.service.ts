import { centsFromShillings, shillingsFromCents } from '@sokoni/domain/money';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { parseStkCallback } from '../../providers/mpesa/stk-callback.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import { CONFIRM_JOB } from './mpesa-payments.service.ts';
import type { PaymentRepository } from './payments.repository.ts';

/** The secret path segment of this deployment's M-Pesa callbacks: derived from the server secret, never sent to browsers. */
export function callbackSecret(serverSecret: string, purpose: string): string {
  return createHmac('sha256', serverSecret).update(`mpesa-callback:${purpose}`).digest('base64url').slice(0, 32);
}

export function secretMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * What Daraja POSTs to the STK CallBackURL. Nothing in it is trusted: the path must carry our
 * secret, the CheckoutRequestID must be one we sent and still open, a success must report the
 * amount and phone we asked; then the outcome is asked of Daraja's query (CONFIRM_JOB), which
 * alone settles the payment. Whatever happens, the caller answers Daraja's acknowledgement.
 */
export function createStkCallbackHandler(deps: { payments: PaymentRepository; jobs: JobRunner; log: FastifyBaseLogger; secret: string; callbackIps: string[] }) {
  const { payments, log } = deps;

  return async function handleStkCallback(given: string, body: unknown, ip: string): Promise<void> {
    if (deps.callbackIps.length && !deps.callbackIps.includes(ip)) log.warn({ ip }, 'M-Pesa callback from an address not in MPESA_CALLBACK_IPS (processed all the same)');
    if (!secretMatches(deps.secret, given)) {
      log.warn({ ip }, 'M-Pesa callback ignored: wrong secret in the path');
      return;
    }
    const ignore = async (note: string, ids: { paymentId?: string; orderId?: string } = {}) => {
      log.warn({ ip, ...ids, reason: note }, 'M-Pesa callback ignored');
      await payments.record({ kind: 'callback-ignored', note, body, ...ids });
    };
    const parsed = parseStkCallback(body);
    if (!parsed.ok) return ignore(parsed.reason);
    const cb = parsed.callback;
    const payment = await payments.findByCheckoutRequestId(cb.checkoutRequestId);
    if (!payment) return ignore(`unknown CheckoutRequestID ${cb.checkoutRequestId.slice(0, 64)}`);
    const ids = { paymentId: payment.id, orderId: payment.orderId };
    if (payment.status !== 'awaiting') return ignore(`duplicate or late: the payment is already ${payment.status}`, ids);
    if (cb.paid) {
      if (centsFromShillings(cb.paid.amount) !== payment.amountCents) return ignore(`amount ${cb.paid.amount} is not the Ksh ${shillingsFromCents(payment.amountCents)} asked`, ids);
      if (cb.paid.phone !== payment.phone) return ignore(`phone ${cb.paid.phone} is not the number prompted`, ids);
    }
    if (!(await payments.noteCallback(payment.id, cb.paid?.receipt ?? null))) return ignore('the receipt belongs to another payment', ids);
    await payments.record({ kind: 'callback', note: `ResultCode ${cb.resultCode}: ${cb.resultDesc}; confirming with the query`, body, ...ids });
    // One confirmation per distinct report: a duplicate callback schedules nothing new.
    await deps.jobs.schedule(CONFIRM_JOB, { paymentId: payment.id }, { key: `${payment.id}:callback:${cb.resultCode}:${cb.paid?.receipt ?? ''}` });
  };
}
export type StkCallbackHandler = ReturnType<typeof createStkCallbackHandler>;
