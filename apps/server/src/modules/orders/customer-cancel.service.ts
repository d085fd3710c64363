import { roundMoney } from '@sokoni/domain/money';
import { CANCELLED, SCHEDULED, isDropped } from '@sokoni/domain/order-status';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Account } from '../../plugins/authenticate.ts';
import { newId } from '../../db/ids.ts';
import { amountOwed, discountOwedBack } from './drop-sub-order.ts';
import type { OrderReadRepository } from './order-reads.repository.ts';
import type { OrderTransitions } from './order-transition.ts';
import { toOrderDto } from './order.dto.ts';

const CHANGED = 'This order changed while you were cancelling it. Please refresh and try again.';

/**
 * The customer's own say over an order: cancelling it until a shop starts preparing (a scheduled
 * order too), and, after a shop declined part of a multi-shop order, going on with the rest.
 */
export function createCustomerCancellation(deps: { transitions: OrderTransitions; reads: OrderReadRepository }) {
  async function ownOrder(account: Account, idOrNumber: string) {
    const found = await deps.reads.statusOf(idOrNumber);
    if (!found) throw notFound('Order not found.');
    if (account.kind !== 'user' || found.userId !== account.id) throw forbidden('Only the customer who placed this order can change it.');
    return found;
  }

  async function cancel(account: Account, idOrNumber: string) {
    const found = await ownOrder(account, idOrNumber);
    await deps.transitions.transition(found.id, async (scope) => {
      const { order, writes } = scope;
      const live = order.subOrders.filter((s) => !isDropped(s.status));
      // Shops that already had the order are told; a scheduled part had not reached its shop yet.
      const told = live.filter((s) => s.status !== SCHEDULED);
      await scope.move({
        actor: { kind: 'customer', id: account.id },
        order: CANCELLED,
        subOrders: live.map((s) => ({ id: s.id, to: CANCELLED })),
        note: 'cancelled by the customer',
        changed: CHANGED,
      });
      await writes.restock(order.id, live.map((s) => s.id));
      await writes.notifications.insertMany(
        told.map((s) => ({
          id: newId(),
          partnerId: s.partnerId,
          subOrderId: s.id,
          orderId: order.id,
          url: `/partner/orders/${s.id}`,
          message: `Order ${order.orderId} was cancelled by the customer. Please do not prepare it; its stock has been restored.`,
        })),
      );
      scope.events.push({
        type: 'RefundDue',
        order: { id: order.id, userId: order.userId, driverId: order.assignedDriverId, status: order.status },
        paymentMethod: order.paymentMethod,
        paymentStatus: order.paymentStatus,
        // What the customer paid for it: less the promo discount they were given on it.
        amount: Math.max(0, roundMoney(amountOwed(order, live, true) - (await discountOwedBack(scope, order.id, live.map((s) => s.partnerId), true)))),
        subOrderIds: live.map((s) => s.id),
        reason: 'cancelled by the customer',
      });
    });
    const updated = await deps.reads.findById(found.id);
    return { message: 'Your order has been cancelled.', order: toOrderDto(updated!) };
  }

  return {
    cancel,
    /** After a shop declined: 'continue' goes on with the other shops, 'cancel' cancels everything left. */
    async afterDecline(account: Account, idOrNumber: string, choice: 'continue' | 'cancel') {
      const found = await ownOrder(account, idOrNumber);
      if (choice === 'cancel') return cancel(account, idOrNumber);
      await deps.transitions.transition(found.id, async (scope) => {
        const rest = scope.order.subOrders.filter((s) => !isDropped(s.status));
        if (rest.length === 0 || !scope.order.subOrders.some((s) => s.status === 'Declined')) throw conflict('No shop declined part of this order.');
        await scope.writes.setAfterDecline(scope.order.id, 'continue');
      });
      const updated = await deps.reads.findById(found.id);
      return { message: 'Your order goes on with the other shops.', order: toOrderDto(updated!) };
    },
  };
}
export type CustomerCancellation = ReturnType<typeof createCustomerCancellation>;
