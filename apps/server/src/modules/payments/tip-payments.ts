import { shillingsFromCents } from '@sokoni/domain/money';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { mpesaAccountReference } from '@sokoni/domain/mpesa-payment';
import type { Db } from '../../db/client.ts';
import { riderTips } from '../../db/schema/index.ts';
import { DarajaError, DarajaRequestError, type DarajaClient } from '../../providers/mpesa/daraja-client.ts';
import { darajaPhone } from '../../providers/mpesa/daraja-format.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import type { OrderLedger } from '../ledger/order-ledger.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import type { PaymentRepository, PaymentRow } from './payments.repository.ts';
import { CONFIRM_JOB, PHONE_BUSY } from './mpesa-payments.service.ts';

// Daraja takes 1 to 13 characters.
const DESCRIPTION = 'Sokoni tip';

/**
 * A tip added after delivery, paid through the same STK push, callback and query as an order
 * (payments.purpose 'tip'). The rider's tip row follows its attempt: Awaiting, then Paid (the
 * ledger's tip posting in the same transaction) or Failed, when the customer may try again.
 */
export function createTipPayments(deps: { db: Db; payments: PaymentRepository; mpesa: DarajaClient; jobs: JobRunner; ledger: OrderLedger; log: FastifyBaseLogger; stkCallbackUrl: string; queryAfterSeconds: number }) {
  const { payments } = deps;
  const setTip = (tipId: string, values: Partial<typeof riderTips.$inferInsert>) => deps.db.update(riderTips).set(values).where(eq(riderTips.id, tipId));

  return {
    /** The number to prompt (default the customer's own), refused when it is not a Kenyan mobile or a prompt is open on it. */
    async phone(requested: string | undefined, customerId: string): Promise<string> {
      const phone = darajaPhone(requested ?? (await payments.customerPhone(customerId)) ?? '');
      if (!phone) throw badRequest('Please enter a Kenyan M-Pesa number, like 0712 345 678.');
      if (await payments.phoneHasOpenPrompt(phone)) throw conflict(PHONE_BUSY);
      return phone;
    },

    /** Sends the prompt for a tip row already Awaiting; a prompt that cannot go out leaves the tip Failed. */
    async start(tip: { id: string; orderId: string; orderNumber: string; amountCents: number }, phone: string): Promise<'sent' | 'failed'> {
      const amount = shillingsFromCents(tip.amountCents);
      const inserted = await payments.insertPrompt({ orderId: tip.orderId, amountCents: tip.amountCents, phone, purpose: 'tip' });
      if (inserted === 'phone-busy') {
        await setTip(tip.id, { status: 'Failed' });
        throw conflict(PHONE_BUSY);
      }
      await setTip(tip.id, { paymentId: inserted.id });
      const request = { amount, phone, callbackUrl: deps.stkCallbackUrl, accountReference: mpesaAccountReference(tip.orderNumber) ?? tip.orderNumber.slice(-12), description: DESCRIPTION };
      try {
        const accepted = await deps.mpesa.stkPush(request);
        await payments.markSent(inserted.id, { merchantRequestId: accepted.MerchantRequestID, checkoutRequestId: accepted.CheckoutRequestID });
        await payments.record({ kind: 'push', note: `tip prompt for Ksh ${amount} sent to ${phone}`, body: { request: { ...request, callbackUrl: '(secret)' }, answer: accepted }, paymentId: inserted.id, orderId: tip.orderId });
        await deps.jobs.schedule(CONFIRM_JOB, { paymentId: inserted.id }, { key: `${inserted.id}:no-callback`, delayMs: deps.queryAfterSeconds * 1000 });
        return 'sent';
      } catch (error) {
        if (!(error instanceof DarajaError || error instanceof DarajaRequestError)) throw error;
        deps.log.warn({ orderId: tip.orderId, err: error.message }, 'M-Pesa tip prompt could not be sent');
        await payments.markNotSent(inserted.id, error.message);
        await payments.record({ kind: 'push-not-sent', note: `tip: ${error.message}`, paymentId: inserted.id, orderId: tip.orderId });
        await setTip(tip.id, { status: 'Failed' });
        return 'failed';
      }
    },

    /** Daraja's query confirmed the tip: the attempt settles, the tip is Paid and the rider's, in one transaction. */
    async paid(payment: PaymentRow, result: { resultCode: number; resultDesc: string }): Promise<void> {
      await deps.db.transaction(async (tx) => {
        if (!(await payments.settlePaid(tx, payment.id, result))) return;
        const [tip] = await tx
          .update(riderTips)
          .set({ status: 'Paid', settledAt: new Date() })
          .where(and(eq(riderTips.paymentId, payment.id), eq(riderTips.status, 'Awaiting')))
          .returning();
        if (!tip) return;
        await deps.ledger.tipPaidByMpesa(tx, { orderId: tip.orderId, driverId: tip.driverId, amountCents: payment.amountCents, receipt: payment.receipt ?? `payment ${payment.id}` });
        await payments.record({ kind: 'paid', note: `tip of Ksh ${shillingsFromCents(payment.amountCents)} paid${payment.receipt ? `, receipt ${payment.receipt}` : ''}`, paymentId: payment.id, orderId: tip.orderId }, tx);
      });
    },

    /** The prompt ended without a payment: the customer may try again. */
    async failed(payment: PaymentRow, result: { resultCode: number; resultDesc: string; reason: string }): Promise<void> {
      if (!(await payments.settleFailed(payment.id, result))) return;
      await deps.db
        .update(riderTips)
        .set({ status: 'Failed' })
        .where(and(eq(riderTips.paymentId, payment.id), eq(riderTips.status, 'Awaiting')));
    },
  };
}
export type TipPayments = ReturnType<typeof createTipPayments>;
