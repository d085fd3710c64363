import { MPESA, isMpesa } from '@sokoni/domain/payment-methods';
import { shillingsFromCents } from '@sokoni/domain/money';
import type { FastifyBaseLogger } from 'fastify';
import { AWAITING_PAYMENT } from '@sokoni/domain/order-statuses';
import type { OrderTransitions } from '../orders/order-transition.ts';
import type { PaymentRepository, PaymentRow } from './payments.repository.ts';
import { releaseToStores } from './release-to-stores.ts';
import type { PlacedOrderFollowUp } from '../orders/placed-order-follow-up.ts';
import type { OrderLedger } from '../ledger/order-ledger.ts';
import type { Refunds } from './b2c/refunds.service.ts';

export type PaidOutcome = 'paid' | 'already-settled' | 'order-no-longer-waiting';

/**
 * THE place where an order becomes Paid by M-Pesa, once Daraja has confirmed the payment.
 * Under the order's lock and in one transaction: the attempt is settled (a conditional update,
 * so a duplicate callback or a second query finds it settled and does nothing), the order gets
 * paymentStatus Paid and its receipt, and it goes to its stores (notification and alert, once).
 * The ledger's 'order paid by M-Pesa' posting commits with it.
 * A payment confirmed for an order that stopped waiting (expired, or switched to cash) is kept
 * and refunded whole in the same transaction; the order is not moved.
 */
export function createMarkOrderPaid(deps: { transitions: OrderTransitions; payments: PaymentRepository; afterPlaced: PlacedOrderFollowUp; ledger: OrderLedger; refunds: Refunds; log: FastifyBaseLogger }) {
  return async function markOrderPaidByMpesa(payment: PaymentRow, result: { resultCode: number; resultDesc: string }): Promise<PaidOutcome> {
    const receipt = payment.receipt;
    const { result: outcome } = await deps.transitions.transition(payment.orderId, async (scope) => {
      if (!(await deps.payments.settlePaid(scope.tx, payment.id, result))) return 'already-settled' as const;
      const { order } = scope;
      const confirmed = `M-Pesa payment of Ksh ${shillingsFromCents(payment.amountCents)} confirmed${receipt ? `, receipt ${receipt}` : ''}`;
      if (order.status !== AWAITING_PAYMENT || !isMpesa(order.paymentMethod)) {
        await deps.payments.record({ kind: 'paid-too-late', note: `${confirmed}, but the order is ${order.status} (${order.paymentMethod}): refund needed`, paymentId: payment.id, orderId: order.id }, scope.tx);
        await deps.refunds.refundLatePayment(scope.tx, payment, order.status);
        return 'order-no-longer-waiting' as const;
      }
      await deps.payments.movePaymentStatus(order.id, { event: 'mpesaConfirmed', by: 'system', from: order.paymentStatus, to: 'Paid', with: { mpesaReceipt: receipt } }, scope.tx);
      await deps.ledger.orderPaidByMpesa(scope.tx, { orderId: order.id, amountCents: payment.amountCents, receipt: receipt ?? `payment ${payment.id}` });
      order.paymentStatus = 'Paid';
      await deps.payments.record({ kind: 'paid', note: confirmed, paymentId: payment.id, orderId: order.id }, scope.tx);
      await releaseToStores(scope, deps, { kind: 'system', id: null }, receipt ? `paid by M-Pesa, receipt ${receipt}` : 'paid by M-Pesa');
      scope.events.push({ type: 'OrderPaid', order: { id: order.id, userId: order.userId, driverId: order.assignedDriverId, status: order.status }, paymentMethod: MPESA });
      scope.events.push({ type: 'PaymentUpdated', orderId: order.id, userId: order.userId, paymentStatus: 'Paid', reason: null });
      return 'paid' as const;
    });
    if (outcome === 'order-no-longer-waiting') deps.log.error({ paymentId: payment.id, orderId: payment.orderId }, 'M-Pesa payment confirmed for an order that no longer waits for it: it is being refunded');
    return outcome;
  };
}
export type MarkOrderPaid = ReturnType<typeof createMarkOrderPaid>;
