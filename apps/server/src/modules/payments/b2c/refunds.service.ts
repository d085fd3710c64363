import { isMpesa } from '@sokoni/domain/payment-methods';
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { TRefundView } from '@sokoni/domain/contracts/payments';
import { B2C_MINIMUM_CENTS, PAID_AHEAD_STATUSES, givenAsCredit, localPhone, paymentStatusAfterRefunds, refundAmountCents } from '@sokoni/domain/mpesa-refund';
import { centsFromShillings, shillingsFromCents } from '@sokoni/domain/money';
import type { DbOrTx } from '../../../db/client.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { DarajaError, DarajaRequestError } from '../../../providers/mpesa/daraja-client.ts';
import type { DarajaB2c } from '../../../providers/mpesa/daraja-b2c.ts';
import { statusVerdict, type DarajaTransactionStatus, type TransactionStatusResult } from '../../../providers/mpesa/daraja-transaction-status.ts';
import { auditWrites } from '../../audit/audit-writes.ts';
import type { PaymentActor } from '@sokoni/domain/payment-process';
import type { DomainEvent } from '../../events/domain-events.ts';
import { movePaymentStatus } from '../../orders/order-payment-status.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type { OrderLedger } from '../../ledger/order-ledger.ts';
import type { OrderTransitions } from '../../orders/order-transition.ts';
import type { SmsSender } from '../../sms/sms-sender.ts';
import { smsLanguageOf, smsText } from '../../sms/sms-texts.ts';
import type { PaymentRepository, PaymentRow } from '../payments.repository.ts';
import type { RefundRepository, RefundRow } from './refunds.repository.ts';

export const REFUND_JOB = 'payments.mpesa-refund';
/** The outbox of RefundDue: written with the move that owes the money, it opens the refund. */
export const REFUND_DUE_JOB = 'payments.refund-due';
export const REFUND_TEXT_JOB = 'sms.refund-sent';
/** Asks M-Pesa what became of a refund whose outcome we do not know (Transaction Status). */
export const REFUND_STATUS_JOB = 'payments.mpesa-refund-status';
/** A refund accepted by M-Pesa whose result has not come by then is asked about. */
const STATUS_AFTER_MS = 15 * 60_000;
const REMARKS = 'Sokoni refund';
/** A refund for a payment that came after its order stopped waiting: the order's own status is not the refund's. */
const LATE = 'late:';

export type RefundDue = Extract<DomainEvent, { type: 'RefundDue' }>;

export interface RefundDeps {
  refunds: RefundRepository;
  payments: PaymentRepository;
  b2c: DarajaB2c;
  status: DarajaTransactionStatus;
  jobs: JobRunner;
  transitions: OrderTransitions;
  ledger: OrderLedger;
  sms: SmsSender;
  log: FastifyBaseLogger;
  /** Where Daraja posts B2C results and queue timeouts: the public origin and the secret path. */
  resultUrl: string;
  timeoutUrl: string;
  /** Where Daraja posts the answer to a Transaction Status query about one refund. */
  statusUrls: (refundId: string) => { resultUrl: string; timeoutUrl: string };
}

export function refundView(r: RefundRow): TRefundView {
  return {
    _id: r.id,
    amount: shillingsFromCents(r.amountCents),
    phone: localPhone(r.phone),
    state: r.state,
    reason: r.reason,
    failure: r.failure,
    transactionId: r.transactionId,
    createdAt: r.createdAt.toISOString(),
  };
}

/** The same event heard twice makes one refund: its key names the order, the parts, why and how much. */
export function dueKey(event: RefundDue): string {
  // Shillings in the key, as it was written before amounts were cents, so a key stays the same.
  const what = `${event.order.id}|${[...event.subOrderIds].sort().join(',')}|${event.reason}|${shillingsFromCents(event.amountCents)}`;
  return `due:${event.order.id}:${createHash('sha256').update(what).digest('base64url').slice(0, 22)}`;
}

/** Whether a RefundDue owes M-Pesa money back (an order paid ahead by M-Pesa). */
const owesMpesa = (event: RefundDue) => isMpesa(event.paymentMethod) && PAID_AHEAD_STATUSES.includes(event.paymentStatus) && event.amountCents > 0;

/**
 * Money owed back on an order paid by M-Pesa goes back to the phone that paid, by Daraja's B2C
 * payment (decision 017): a durable, keyed job sends it; its result callback settles it (ledger
 * 'refund sent' in the same transaction) and the order's paymentStatus follows its refunds.
 */
export function createRefunds(deps: RefundDeps) {
  const { refunds, log } = deps;

  /** Under the order's lock: the order's payment status once its refunds stand as they now do. */
  async function followRefunds(tx: DbOrTx, order: { id: string; paymentStatus: string; userId: string }, payment: PaymentRow, events: DomainEvent[], by: PaymentActor = 'system') {
    const status = paymentStatusAfterRefunds(payment.amountCents, await refunds.ofPayment(tx, payment.id));
    if (status === order.paymentStatus) return;
    // Under the order's lock, so the status read is the one to move from.
    await movePaymentStatus(tx, order.id, { event: 'refundsChanged', by, from: order.paymentStatus, to: status });
    order.paymentStatus = status;
    events.push({ type: 'PaymentUpdated', orderId: order.id, userId: order.userId, paymentStatus: status, reason: null });
  }

  /**
   * Writes a refund and its sending job in the caller's transaction; null when nothing (more) can be
   * sent. With `credit` (the order ledger posted the amount as owed, decision 040), an amount M-Pesa
   * would not send goes to the customer's Sokoni credit: a refund row given as credit, with no job.
   */
  async function open(tx: DbOrTx, input: { orderId: string; payment: PaymentRow; key: string; owedCents: number; reason: string; credit?: { userId: string } }): Promise<RefundRow | null> {
    const amountCents = refundAmountCents(input.owedCents, input.payment.amountCents, await refunds.ofPayment(tx, input.payment.id));
    const amount = shillingsFromCents(amountCents);
    if (input.credit && givenAsCredit(amountCents)) {
      const refund = await refunds.insert(tx, { orderId: input.orderId, paymentId: input.payment.id, key: input.key, amountCents, phone: input.payment.phone, reason: input.reason.slice(0, 300), state: 'credited' });
      if (!refund) return null;
      await deps.ledger.refundAsCredit(tx, { orderId: input.orderId, userId: input.credit.userId, amountCents, reason: input.reason });
      const note = `Ksh ${amount} owed back (${input.reason}) is below M-Pesa's Ksh ${shillingsFromCents(B2C_MINIMUM_CENTS)} minimum: given as Sokoni credit`;
      await deps.payments.record({ kind: 'refund-credited', note, paymentId: input.payment.id, orderId: input.orderId }, tx);
      return refund;
    }
    if (amountCents < B2C_MINIMUM_CENTS) {
      // M-Pesa sends nothing below its minimum; the operator settles it by hand.
      const note = amountCents > 0 ? `Ksh ${amount} owed back (${input.reason}) is below M-Pesa's Ksh ${shillingsFromCents(B2C_MINIMUM_CENTS)} minimum: refund it by hand` : `nothing left of the payment to refund (${input.reason})`;
      await deps.payments.record({ kind: 'refund-not-sent', note, paymentId: input.payment.id, orderId: input.orderId }, tx);
      if (amountCents > 0) log.error({ orderId: input.orderId, amount }, 'M-Pesa refund below the B2C minimum: refund by hand');
      return null;
    }
    const refund = await refunds.insert(tx, { orderId: input.orderId, paymentId: input.payment.id, key: input.key, amountCents, phone: input.payment.phone, reason: input.reason.slice(0, 300) });
    if (!refund) return null;
    await deps.payments.record({ kind: 'refund', note: `refund of Ksh ${amount} to ${input.payment.phone} (${input.reason})`, paymentId: input.payment.id, orderId: input.orderId }, tx);
    await deps.jobs.schedule(REFUND_JOB, { refundId: refund.id }, { key: refund.id, tx });
    return refund;
  }

  /** The result of a payout, once: the refund settles, the ledger and the order follow, the customer is told. */
  async function settle(refund: RefundRow, outcome: { ok: boolean; resultCode: number | null; desc: string; transactionId: string | null; conversationId?: string }): Promise<boolean> {
    const { result } = await deps.transitions.transition(refund.orderId, async (scope) => {
      const settled = await refunds.settle(scope.tx, refund.id, {
        state: outcome.ok ? 'sent' : 'failed',
        resultCode: outcome.resultCode,
        failure: outcome.ok ? null : outcome.desc.slice(0, 500),
        transactionId: outcome.ok ? outcome.transactionId : null,
        ...(outcome.conversationId ? { conversationId: outcome.conversationId } : {}),
      });
      if (!settled) return false;
      const late = refund.key.startsWith(LATE);
      await deps.payments.record(
        { kind: outcome.ok ? 'refund-sent' : 'refund-failed', note: outcome.ok ? `refund of Ksh ${shillingsFromCents(refund.amountCents)} sent${outcome.transactionId ? `, receipt ${outcome.transactionId}` : ''}` : `refund of Ksh ${shillingsFromCents(refund.amountCents)} failed: ${outcome.desc}`, paymentId: refund.paymentId, orderId: refund.orderId },
        scope.tx,
      );
      if (!outcome.ok) log.error({ refundId: refund.id, orderId: refund.orderId, reason: outcome.desc }, 'M-Pesa refund failed: retry it from the admin console');
      // A late payment was never posted as the order's money, so its return is not either.
      if (outcome.ok && !late) await deps.ledger.refundSent(scope.tx, { orderId: refund.orderId, amountCents: refund.amountCents, reference: outcome.transactionId ?? `refund ${refund.id}` });
      if (outcome.ok) await deps.jobs.schedule(REFUND_TEXT_JOB, { refundId: refund.id }, { key: refund.id, tx: scope.tx });
      const payment = await refunds.payment(scope.tx, refund.paymentId);
      if (!late && payment) await followRefunds(scope.tx, scope.order, payment, scope.events);
      else scope.events.push({ type: 'PaymentUpdated', orderId: scope.order.id, userId: scope.order.userId, paymentStatus: scope.order.paymentStatus, reason: null });
      return true;
    });
    return result;
  }

  return {
    settle,

    /** What is left of the order's M-Pesa payment to send back (cents of whole shillings), or null when it has no payment. */
    async roomCents(tx: DbOrTx, orderId: string): Promise<number | null> {
      const payment = await refunds.orderPayment(tx, orderId);
      if (!payment) return null;
      return refundAmountCents(payment.amountCents, payment.amountCents, await refunds.ofPayment(tx, payment.id));
    },

    /**
     * Under the order's lock (a transition's scope): money the admin gave back for a problem report
     * goes to the paying phone, keyed by the report so it is sent once. Null when nothing could be opened.
     */
    async refundForProblem(scope: { tx: DbOrTx; order: { id: string; paymentStatus: string; userId: string }; events: DomainEvent[] }, input: { problemId: string; amountCents: number; reason: string }): Promise<RefundRow | null> {
      const payment = await refunds.orderPayment(scope.tx, scope.order.id);
      if (!payment) return null;
      const refund = await open(scope.tx, { orderId: scope.order.id, payment, key: `problem:${input.problemId}`, owedCents: input.amountCents, reason: input.reason });
      if (refund) await followRefunds(scope.tx, scope.order, payment, scope.events, 'admin');
      return refund;
    },

    owesMpesa,

    /** Job work for RefundDue: an M-Pesa order paid ahead gets its money back (once: the refund's key is the event's). */
    async refundDue(event: RefundDue): Promise<void> {
      if (!owesMpesa(event)) return;
      await deps.transitions.transition(event.order.id, async (scope) => {
        const payment = await refunds.orderPayment(scope.tx, scope.order.id);
        if (!payment) {
          log.error({ orderId: scope.order.id }, 'refund owed on an M-Pesa order with no confirmed payment: refund by hand');
          return;
        }
        const refund = await open(scope.tx, { orderId: scope.order.id, payment, key: dueKey(event), owedCents: event.amountCents, reason: event.reason, credit: { userId: scope.order.userId } });
        if (refund) await followRefunds(scope.tx, scope.order, payment, scope.events);
      });
    },

    /** In markOrderPaid's transaction: a payment confirmed after its order stopped waiting goes back whole. */
    async refundLatePayment(tx: DbOrTx, payment: PaymentRow, orderStatus: string): Promise<void> {
      await refunds.markPaidTooLate(tx, payment.id);
      await open(tx, { orderId: payment.orderId, payment, key: `${LATE}${payment.id}`, owedCents: payment.amountCents, reason: `paid after the order was ${orderStatus}` });
    },

    /**
     * Job: sends the payout, exactly once. The first run asks Daraja to pay; a later run of the
     * same job (its process died, or the answer never came) cannot know whether M-Pesa took that
     * request, so it never pays again: it asks M-Pesa's Transaction Status instead. A refusal fails
     * the refund (the admin may retry); acceptance waits for the result callback.
     */
    async send(refundId: string, attempt: number): Promise<void> {
      const refund = await refunds.find(refundId);
      if (!refund || refund.state !== 'sending') return;
      if (attempt > 1) return void (await deps.jobs.schedule(REFUND_STATUS_JOB, { refundId }, { key: refund.id }));
      try {
        const accepted = await deps.b2c.pay({ originatorConversationId: refund.id, amount: shillingsFromCents(refund.amountCents), phone: refund.phone, remarks: REMARKS, resultUrl: deps.resultUrl, timeoutUrl: deps.timeoutUrl });
        await refunds.markAccepted(refund.id, accepted.ConversationID);
        await deps.payments.record({ kind: 'refund-accepted', note: `M-Pesa accepted the refund of Ksh ${shillingsFromCents(refund.amountCents)}, ConversationID ${accepted.ConversationID}`, body: accepted, paymentId: refund.paymentId, orderId: refund.orderId });
        await deps.jobs.schedule(REFUND_STATUS_JOB, { refundId }, { key: refund.id, delayMs: STATUS_AFTER_MS });
      } catch (error) {
        if (!(error instanceof DarajaError || error instanceof DarajaRequestError)) throw error;
        // No answer at all: M-Pesa may have taken it, so it is asked about rather than sent again or failed.
        if (error instanceof DarajaError && error.status === 0) return void (await deps.jobs.schedule(REFUND_STATUS_JOB, { refundId }, { key: refund.id }));
        // Not retried by itself: had M-Pesa taken it after all, a second send would pay twice. The admin decides.
        await settle(refund, { ok: false, resultCode: null, desc: error.message, transactionId: null });
      }
    },

    /** Job: asks M-Pesa about a refund still open; it runs again (and asks again) until the answer settles it. */
    async checkStatus(refundId: string): Promise<void> {
      const refund = await refunds.find(refundId);
      if (!refund || (refund.state !== 'sending' && refund.state !== 'pending')) return;
      await deps.status.query({ originatorConversationId: refund.id, ...deps.statusUrls(refund.id) });
      await deps.payments.record({ kind: 'refund-status-asked', note: `asked M-Pesa what became of the refund of Ksh ${shillingsFromCents(refund.amountCents)}`, paymentId: refund.paymentId, orderId: refund.orderId });
      throw new Error('waiting for M-Pesa to answer the status query');
    },

    /**
     * M-Pesa's answer about a refund we asked for (on the secret path): found and completed for the
     * amount sent settles it sent with its receipt; found otherwise, or not found at all, fails it
     * (the admin may retry: M-Pesa says it paid nothing). Answers what was ignored, or null.
     */
    async onStatus(refund: RefundRow, result: TransactionStatusResult): Promise<string | null> {
      if (refund.state !== 'sending' && refund.state !== 'pending') return `duplicate or late: the refund is already ${refund.state}`;
      if (result.originatorConversationId && result.originatorConversationId !== refund.id) return `the answer is about ${result.originatorConversationId.slice(0, 64)}, not this refund`;
      const verdict = statusVerdict(result);
      if (verdict === 'pending') return `M-Pesa reports it ${result.status ?? 'without a status'}: asked again later`;
      const completed = verdict === 'completed';
      if (completed) {
        if (result.amount === null || centsFromShillings(result.amount) !== refund.amountCents) return `amount ${result.amount ?? 'missing'} is not the Ksh ${shillingsFromCents(refund.amountCents)} sent`;
        if (!result.receipt) return 'a completed payment without its receipt';
      }
      const desc = result.resultCode !== 0 ? `M-Pesa has no record of the refund: ${result.resultDesc}` : `M-Pesa reports the refund ${result.status ?? 'without a status'}`;
      await settle(refund, { ok: completed, resultCode: result.resultCode, desc, transactionId: completed ? result.receipt : null });
      return null;
    },

    /** Job: the 'refund sent' text to the customer. */
    async text(refundId: string): Promise<void> {
      const refund = await refunds.find(refundId);
      if (!refund || refund.state !== 'sent' || deps.sms.mode === 'off') return;
      const to = await refunds.recipient(refund.orderId);
      if (!to) return;
      const language = smsLanguageOf(to);
      const text = smsText('refund_sent', language, { orderNumber: to.orderNumber, amount: shillingsFromCents(refund.amountCents), phone: localPhone(refund.phone), receipt: refund.transactionId });
      await deps.sms.send({ to: `+${refund.phone}`, text, kind: 'refund_sent', ref: refund.id, language });
    },

    /** 'Retry refund' in the admin console: a failed refund is sent again as a new payout, audited. */
    async retry(adminId: string, orderId: string, refundId: string): Promise<TRefundView> {
      const found = await refunds.find(refundId);
      if (!found || found.orderId !== orderId) throw notFound('Refund not found.');
      const { result } = await deps.transitions.transition(found.orderId, async (scope) => {
        if (!(await refunds.markRetried(scope.tx, found.id))) throw conflict('Only a failed refund can be retried.', { state: (await refunds.find(found.id, scope.tx))?.state });
        const payment = await refunds.payment(scope.tx, found.paymentId);
        if (!payment) throw notFound('Payment not found.');
        const again = await open(scope.tx, { orderId: found.orderId, payment, key: `${found.key}#${found.id}`, owedCents: found.amountCents, reason: found.reason });
        if (!again) throw conflict('Nothing is left of this payment to refund.');
        await auditWrites(scope.tx).record({ adminId, action: 'order.refundRetry', targetType: 'order', targetId: found.orderId, details: { refundId: found.id, retryId: again.id, amount: shillingsFromCents(again.amountCents), failure: found.failure } });
        if (!found.key.startsWith(LATE)) await followRefunds(scope.tx, scope.order, payment, scope.events, 'admin');
        return again;
      });
      return refundView(result);
    },
  };
}
export type Refunds = ReturnType<typeof createRefunds>;
