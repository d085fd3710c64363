import { CASH } from '@sokoni/domain/payment-methods';
import { shillingsFromCents } from '@sokoni/domain/money';
import type { FastifyBaseLogger } from 'fastify';
import type { TOrderPayment, TPaymentAttemptView } from '@sokoni/domain/contracts/payments';
import { MPESA_FAILURE_WORDS, mpesaAccountReference, orderMpesaCents, whyNotPayAgain, type MpesaFailureReason } from '@sokoni/domain/mpesa-payment';
import { AWAITING_PAYMENT, CANCELLED, EXPIRED } from '@sokoni/domain/order-statuses';
import type { PaymentTimings } from '../../config.mpesa.ts';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Account } from '../../plugins/authenticate.ts';
import { DarajaError, DarajaRequestError, type DarajaClient } from '../../providers/mpesa/daraja-client.ts';
import { darajaPhone } from '../../providers/mpesa/daraja-format.ts';
import { SIMULATOR_LABEL } from '../../providers/mpesa/simulator/simulator.service.ts';
import type { EventPublisher } from '../events/event-bus.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import type { OrderTransitions } from '../orders/order-transition.ts';
import type { MarkOrderPaid } from './mark-order-paid.ts';
import type { PlacedOrderFollowUp } from '../orders/placed-order-follow-up.ts';
import type { PayableOrder, PaymentRepository, PaymentRow } from './payments.repository.ts';
import { releaseToStores } from './release-to-stores.ts';
import type { RefundRepository } from './b2c/refunds.repository.ts';
import { refundView } from './b2c/refunds.service.ts';

export const CONFIRM_JOB = 'payments.mpesa-confirm';
export const EXPIRY_JOB = 'payments.order-expiry';
const DESCRIPTION = 'Sokoni order';
/** The order's payment moved on while the customer was choosing (a payment confirmed at that moment). */
const PAYMENT_CHANGED = "This order's payment changed meanwhile. Please refresh and look again.";
export const PHONE_BUSY = 'A payment request is already waiting on this phone. Answer it, or wait a minute and try again.';

export interface MpesaPaymentDeps {
  payments: PaymentRepository;
  /** Refunds are shown with the payment they came from. */
  refunds: RefundRepository;
  mpesa: DarajaClient;
  jobs: JobRunner;
  transitions: OrderTransitions;
  events: EventPublisher;
  markOrderPaid: MarkOrderPaid;
  /** The new order's durable follow-ups (its shops' answer deadlines), written as it goes to them. */
  afterPlaced: PlacedOrderFollowUp;
  log: FastifyBaseLogger;
  timings: PaymentTimings;
  /** The paybill a customer may pay by hand when the prompt cannot reach the phone (null for a till). */
  paybill: string | null;
  /** Where Daraja posts STK results: the public origin and the secret path. */
  stkCallbackUrl: string;
  simulator: boolean;
  /** Settles a tip's prompt (purpose 'tip') once Daraja's query has answered; set by the module. */
  tips?: { paid(payment: PaymentRow, result: { resultCode: number; resultDesc: string }): Promise<void>; failed(payment: PaymentRow, result: { resultCode: number; resultDesc: string; reason: string }): Promise<void> };
}

const plusPhone = (daraja: string) => `+${daraja}`;

function attemptView(p: PaymentRow): TPaymentAttemptView {
  return {
    _id: p.id,
    kind: p.kind,
    status: p.status,
    amount: shillingsFromCents(p.amountCents),
    phone: plusPhone(p.phone),
    // A paid attempt's reason marks it paid too late (refunded), not a failure.
    reason: p.status === 'paid' ? null : ((p.reason as MpesaFailureReason | null) ?? null),
    receipt: p.receipt && p.status === 'paid' ? p.receipt : null,
    createdAt: p.createdAt.toISOString(),
  };
}

/**
 * M-Pesa for orders: sends the prompt, confirms what Daraja reports with its query, expires
 * orders nobody paid, and lets the customer try again or pay cash instead. Business rules only;
 * HTTP to Daraja is the provider's.
 */
export function createMpesaPayments(deps: MpesaPaymentDeps) {
  const { payments, log } = deps;

  const updated = (order: { id: string; userId: string }, paymentStatus: string, reason: string | null) =>
    deps.events.publish([{ type: 'PaymentUpdated', orderId: order.id, userId: order.userId, paymentStatus, reason }]);

  async function ownOrder(account: Account, orderId: string): Promise<PayableOrder> {
    const id = /^[0-9a-f]{24}$/i.test(orderId) ? orderId.toLowerCase() : await payments.orderIdByNumber(orderId);
    const order = id ? await payments.order(id) : null;
    if (!order) throw notFound('Order not found.');
    if (account.kind !== 'user' || account.id !== order.userId) throw forbidden('Only the customer who placed this order can pay for it.');
    return order;
  }

  /** The number to prompt, in Daraja's form; refused when it is not a Kenyan mobile or a prompt is open on it. */
  async function promptablePhone(requested: string | undefined, fallback: string): Promise<string> {
    const phone = darajaPhone(requested ?? fallback);
    if (!phone) throw badRequest('Please enter a Kenyan M-Pesa number, like 0712 345 678.');
    if (await payments.phoneHasOpenPrompt(phone)) throw conflict(PHONE_BUSY);
    return phone;
  }

  /** Sends a prompt for the order; every outcome is recorded, and a failure leaves the order payable again. */
  async function startPush(order: PayableOrder, phone: string): Promise<void> {
    const amountCents = orderMpesaCents(order);
    // Daraja takes whole shillings.
    const amount = shillingsFromCents(amountCents);
    const reference = mpesaAccountReference(order.orderNumber) ?? order.orderNumber.slice(-12);
    const inserted = await payments.insertPrompt({ orderId: order.id, amountCents, phone });
    if (inserted === 'phone-busy') {
      const id = await payments.insertFailed({ orderId: order.id, amountCents, phone, reason: 'busy', resultDesc: PHONE_BUSY });
      await payments.record({ kind: 'push-not-sent', note: 'another prompt is open on this phone', paymentId: id, orderId: order.id });
      await payments.movePaymentStatus(order.id, { event: 'promptFailed', by: 'system', from: AWAITING_PAYMENT, to: 'Failed', whileOrderIs: AWAITING_PAYMENT });
      updated(order, 'Failed', 'busy');
      return;
    }
    const request = { amount, phone, callbackUrl: deps.stkCallbackUrl, accountReference: reference, description: DESCRIPTION };
    try {
      const accepted = await deps.mpesa.stkPush(request);
      await payments.markSent(inserted.id, { merchantRequestId: accepted.MerchantRequestID, checkoutRequestId: accepted.CheckoutRequestID });
      await payments.record({ kind: 'push', note: `prompt for Ksh ${amount} sent to ${phone}`, body: { request: { ...request, callbackUrl: '(secret)' }, answer: accepted }, paymentId: inserted.id, orderId: order.id });
      await payments.movePaymentStatus(order.id, { event: 'promptSent', by: 'customer', from: 'Failed', to: AWAITING_PAYMENT, whileOrderIs: AWAITING_PAYMENT });
      // Lost callbacks are a known Daraja failure: ask ourselves if none came by then.
      await deps.jobs.schedule(CONFIRM_JOB, { paymentId: inserted.id }, { key: `${inserted.id}:no-callback`, delayMs: deps.timings.queryAfterSeconds * 1000 });
      updated(order, AWAITING_PAYMENT, null);
    } catch (error) {
      if (!(error instanceof DarajaError || error instanceof DarajaRequestError)) throw error;
      log.warn({ orderId: order.id, err: error.message }, 'M-Pesa prompt could not be sent');
      await payments.markNotSent(inserted.id, error.message);
      await payments.record({ kind: 'push-not-sent', note: error.message, paymentId: inserted.id, orderId: order.id });
      await payments.movePaymentStatus(order.id, { event: 'promptFailed', by: 'system', from: AWAITING_PAYMENT, to: 'Failed', whileOrderIs: AWAITING_PAYMENT });
      updated(order, 'Failed', 'not-sent');
    }
  }

  async function view(order: PayableOrder): Promise<TOrderPayment> {
    const [latest, refunds] = await Promise.all([payments.latestOfOrder(order.id), deps.refunds.ofOrder(order.id)]);
    const waiting = order.status === AWAITING_PAYMENT;
    const amount = shillingsFromCents(orderMpesaCents(order));
    const reference = mpesaAccountReference(order.orderNumber);
    const unreachable = latest?.status === 'failed' && MPESA_FAILURE_WORDS[(latest.reason as MpesaFailureReason | null) ?? 'other']?.offerPaybill === true;
    return {
      _id: order.id,
      orderId: order.orderNumber,
      status: order.status,
      paymentMethod: order.paymentMethod,
      paymentStatus: order.paymentStatus,
      amount,
      receipt: order.mpesaReceipt,
      expiresAt: waiting ? new Date(order.createdAt.getTime() + deps.timings.expirySeconds * 1000).toISOString() : null,
      latest: latest ? attemptView(latest) : null,
      paybill: waiting && unreachable && deps.paybill && reference ? { shortcode: deps.paybill, account: reference, amount } : null,
      simulator: deps.simulator && latest?.checkoutRequestId ? { label: SIMULATOR_LABEL, checkoutRequestId: latest.checkoutRequestId } : null,
      refunds: refunds.map(refundView),
    };
  }

  return {
    /** For checkout, before the order is written: the number to prompt (default the customer's own). */
    async phoneForCheckout(userId: string, requested: string | undefined): Promise<string> {
      return promptablePhone(requested, (await payments.customerPhone(userId)) ?? '');
    },
    /** For checkout, inside the order's transaction: the order expires unless paid in time. */
    async scheduleExpiry(tx: DbOrTx, orderId: string): Promise<void> {
      await deps.jobs.schedule(EXPIRY_JOB, { orderId }, { key: orderId, delayMs: deps.timings.expirySeconds * 1000, tx });
    },
    /** For checkout, once the order is committed. */
    async startPushForOrder(orderId: string, phone: string): Promise<void> {
      const order = await payments.order(orderId);
      if (order) await startPush(order, phone);
    },

    async paymentOf(account: Account, orderId: string): Promise<TOrderPayment> {
      return view(await ownOrder(account, orderId));
    },

    /** 'Try again': a new prompt for an order still waiting for its payment, optionally to another number. */
    async retry(account: Account, orderId: string, phoneNumber: string | undefined): Promise<TOrderPayment> {
      const order = await ownOrder(account, orderId);
      const refusal = whyNotPayAgain(order);
      if (refusal) throw conflict(refusal, { paymentStatus: order.paymentStatus, status: order.status });
      const latest = await payments.latestOfOrder(order.id);
      const phone = await promptablePhone(phoneNumber, latest ? plusPhone(latest.phone) : order.customerPhone);
      await startPush(order, phone);
      return view((await payments.order(order.id))!);
    },

    /** 'Pay cash on delivery instead': the same order, now cash, goes to its stores. */
    async switchToCash(account: Account, orderId: string): Promise<TOrderPayment> {
      const found = await ownOrder(account, orderId);
      const refusal = whyNotPayAgain(found);
      if (refusal) throw conflict(refusal, { paymentStatus: found.paymentStatus, status: found.status });
      await deps.transitions.transition(found.id, async (scope) => {
        const { order } = scope;
        const again = whyNotPayAgain(order);
        if (again) throw conflict(again, { paymentStatus: order.paymentStatus, status: order.status });
        if (!(await payments.movePaymentStatus(order.id, { event: 'switchedToCash', by: 'customer', from: order.paymentStatus, to: 'Pending', with: { paymentMethod: CASH } }, scope.tx))) throw conflict(PAYMENT_CHANGED);
        order.paymentMethod = CASH;
        order.paymentStatus = 'Pending';
        await payments.record({ kind: 'switched-to-cash', note: 'the customer chose cash on delivery instead', orderId: order.id }, scope.tx);
        await releaseToStores(scope, { payments, afterPlaced: deps.afterPlaced }, { kind: 'customer', id: account.id }, 'switched to cash on delivery');
        scope.events.push({ type: 'PaymentUpdated', orderId: order.id, userId: order.userId, paymentStatus: 'Pending', reason: null });
      });
      return view((await payments.order(found.id))!);
    },

    /**
     * Job: asks Daraja how a prompt ended (after a callback, or when none came). 'Still
     * processing' throws, so the runner asks again with doubling waits.
     */
    async confirm(paymentId: string): Promise<void> {
      const payment = await payments.find(paymentId);
      if (!payment || payment.status !== 'awaiting' || !payment.checkoutRequestId) return;
      const answer = await deps.mpesa.stkQuery(payment.checkoutRequestId);
      await payments.record({ kind: 'query', note: answer.state === 'processing' ? 'still processing' : `ResultCode ${answer.resultCode}: ${answer.resultDesc}`, body: answer, paymentId, orderId: payment.orderId });
      if (answer.state === 'processing') throw new Error('M-Pesa is still processing the payment');
      if (payment.purpose === 'tip' && deps.tips) {
        const fresh = (await payments.find(paymentId))!;
        if (answer.outcome.paid) await deps.tips.paid(fresh, { resultCode: answer.resultCode, resultDesc: answer.resultDesc });
        else await deps.tips.failed(fresh, { resultCode: answer.resultCode, resultDesc: answer.resultDesc, reason: answer.outcome.reason });
        return;
      }
      if (answer.outcome.paid) {
        const fresh = (await payments.find(paymentId))!;
        await deps.markOrderPaid(fresh, { resultCode: answer.resultCode, resultDesc: answer.resultDesc });
        return;
      }
      const settled = await payments.settleFailed(paymentId, { resultCode: answer.resultCode, resultDesc: answer.resultDesc, reason: answer.outcome.reason });
      if (!settled) return;
      const latest = await payments.latestOfOrder(payment.orderId);
      // An older prompt failing does not undo a newer one.
      if (latest?.id !== paymentId) return;
      const order = await payments.order(payment.orderId);
      if (order && (await payments.movePaymentStatus(order.id, { event: 'promptFailed', by: 'system', from: AWAITING_PAYMENT, to: 'Failed', whileOrderIs: AWAITING_PAYMENT }))) updated(order, 'Failed', answer.outcome.reason);
    },

    /** Job: an order still unpaid when its time is up expires; its parts are cancelled and the stock goes back. */
    async expire(orderId: string): Promise<void> {
      await deps.transitions.transition(orderId, async (scope) => {
        const { order } = scope;
        if (order.status !== AWAITING_PAYMENT) return;
        await scope.move({
          actor: { kind: 'system', id: null },
          order: EXPIRED,
          subOrders: order.subOrders.filter((s) => s.status === AWAITING_PAYMENT).map((s) => ({ id: s.id, to: CANCELLED })),
          note: 'not paid in time',
        });
        const units = await scope.writes.restock(order.id, order.subOrders.map((s) => s.id));
        await payments.movePaymentStatus(order.id, { event: 'expired', by: 'system', from: order.paymentStatus, to: 'Expired' }, scope.tx);
        await payments.expireOpen(scope.tx, order.id);
        await payments.record({ kind: 'expired', note: `not paid within ${deps.timings.expirySeconds} s: ${units} units back in stock`, orderId: order.id }, scope.tx);
        scope.events.push({ type: 'PaymentUpdated', orderId: order.id, userId: order.userId, paymentStatus: 'Expired', reason: 'expired' });
      });
    },

    /** Every attempt and record of an order, for the admin console. */
    async history(orderId: string) {
      const id = /^[0-9a-f]{24}$/i.test(orderId) ? orderId.toLowerCase() : await payments.orderIdByNumber(orderId);
      if (!id || !(await payments.order(id))) throw notFound('Order not found.');
      const [attempts, records, refunds] = await Promise.all([payments.listOfOrder(id), payments.recordsOfOrder(id), deps.refunds.ofOrder(id)]);
      return {
        attempts: attempts.map((p) => ({ ...attemptView(p), receipt: p.receipt, checkoutRequestId: p.checkoutRequestId, resultCode: p.resultCode, resultDesc: p.resultDesc })),
        records: records.map((r) => ({ _id: r.id, paymentId: r.paymentId, kind: r.kind, note: r.note, body: r.body, createdAt: r.createdAt.toISOString() })),
        refunds: refunds.map(refundView),
      };
    },
  };
}
export type MpesaPayments = ReturnType<typeof createMpesaPayments>;
