import { isMpesa } from '@sokoni/domain/payment-methods';
import type { FastifyBaseLogger } from 'fastify';
import { orderMpesaCents, orderNumberOfAccountReference } from '@sokoni/domain/mpesa-payment';
import { centsFromShillings, shillingsFromCents } from '@sokoni/domain/money';
import { AWAITING_PAYMENT } from '@sokoni/domain/order-statuses';
import { C2B_ACCEPT, C2B_REJECT_ACCOUNT, C2B_REJECT_AMOUNT, parseC2b, type C2bPayment } from '../../providers/mpesa/c2b-confirmation.ts';
import type { MarkOrderPaid } from './mark-order-paid.ts';
import type { PayableOrder, PaymentRepository } from './payments.repository.ts';
import { secretMatches } from './stk-callback.service.ts';

type Match = { ok: true; order: PayableOrder } | { ok: false; reason: string; answer: typeof C2B_REJECT_ACCOUNT | typeof C2B_REJECT_AMOUNT };

/**
 * Paybill payments (Lipa na M-Pesa by Paybill), the fallback when a prompt cannot reach the phone.
 * Verified like the STK callback: the registered URLs carry our secret, the payment must be to our
 * shortcode, its account reference must name an order still waiting for its payment and its amount
 * must be that order's. A confirmation pays the order through the one place that does it; its
 * receipt is unique, so a repeated confirmation does nothing.
 */
export function createC2bHandler(deps: { payments: PaymentRepository; markOrderPaid: MarkOrderPaid; log: FastifyBaseLogger; secret: string; shortcode: string; callbackIps: string[] }) {
  const { payments, log } = deps;

  async function match(p: C2bPayment): Promise<Match> {
    if (p.shortcode !== deps.shortcode) return { ok: false, reason: `paid to shortcode ${p.shortcode}, not ours`, answer: C2B_REJECT_ACCOUNT };
    const orderNumber = orderNumberOfAccountReference(p.accountReference);
    const orderId = orderNumber ? await payments.orderIdByNumber(orderNumber) : null;
    const order = orderId ? await payments.order(orderId) : null;
    if (!order) return { ok: false, reason: `account ${p.accountReference.slice(0, 20)} names no order`, answer: C2B_REJECT_ACCOUNT };
    if (order.status !== AWAITING_PAYMENT || !isMpesa(order.paymentMethod)) return { ok: false, reason: `order ${order.orderNumber} is not waiting for a payment (${order.status})`, answer: C2B_REJECT_ACCOUNT };
    const amountCents = orderMpesaCents(order);
    const amount = shillingsFromCents(amountCents);
    if (centsFromShillings(p.amount) !== amountCents) return { ok: false, reason: `amount ${p.amount} is not the Ksh ${amount} of order ${order.orderNumber}`, answer: C2B_REJECT_AMOUNT };
    return { ok: true, order };
  }

  const checkCaller = (given: string, ip: string): boolean => {
    if (deps.callbackIps.length && !deps.callbackIps.includes(ip)) log.warn({ ip }, 'M-Pesa C2B call from an address not in MPESA_CALLBACK_IPS (processed all the same)');
    if (secretMatches(deps.secret, given)) return true;
    log.warn({ ip }, 'M-Pesa C2B call ignored: wrong secret in the path');
    return false;
  };

  return {
    /** Before M-Pesa takes the money: accept only a payment that would pay a waiting order. */
    async validate(given: string, body: unknown, ip: string): Promise<object> {
      if (!checkCaller(given, ip)) return C2B_REJECT_ACCOUNT;
      const parsed = parseC2b(body);
      if (!parsed.ok) {
        await payments.record({ kind: 'c2b-validation-refused', note: parsed.reason, body });
        return C2B_REJECT_ACCOUNT;
      }
      const found = await match(parsed.payment);
      if (found.ok) {
        await payments.record({ kind: 'c2b-validation', note: `accepted Ksh ${parsed.payment.amount}`, body, orderId: found.order.id });
        return C2B_ACCEPT;
      }
      log.warn({ reason: found.reason }, 'M-Pesa C2B payment refused at validation');
      await payments.record({ kind: 'c2b-validation-refused', note: found.reason, body });
      return found.answer;
    },

    /** The money was taken: pay the order, once. */
    async confirm(given: string, body: unknown, ip: string): Promise<void> {
      if (!checkCaller(given, ip)) return;
      const parsed = parseC2b(body);
      if (!parsed.ok) return void (await payments.record({ kind: 'c2b-ignored', note: parsed.reason, body }));
      const found = await match(parsed.payment);
      if (!found.ok) {
        log.warn({ reason: found.reason, receipt: parsed.payment.receipt }, 'M-Pesa C2B confirmation matches no waiting order: kept for support');
        return void (await payments.record({ kind: 'c2b-ignored', note: `${found.reason}: refund or match by hand`, body }));
      }
      const payment = await payments.insertC2b({ orderId: found.order.id, amountCents: centsFromShillings(parsed.payment.amount), phone: parsed.payment.phone, receipt: parsed.payment.receipt });
      if (!payment) return void (await payments.record({ kind: 'c2b-ignored', note: `duplicate: receipt ${parsed.payment.receipt} already recorded`, body, orderId: found.order.id }));
      await payments.record({ kind: 'c2b-confirmation', note: `Ksh ${parsed.payment.amount} by Paybill, receipt ${parsed.payment.receipt}`, body, paymentId: payment.id, orderId: found.order.id });
      await deps.markOrderPaid(payment, { resultCode: 0, resultDesc: 'Paid by Paybill (C2B confirmation)' });
    },
  };
}
export type C2bHandler = ReturnType<typeof createC2bHandler>;
