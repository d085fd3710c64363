import { SCHEDULED, isDropped } from '@sokoni/domain/order-status';
import { AWAITING_PAYMENT } from '@sokoni/domain/order-statuses';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Account } from '../../plugins/authenticate.ts';
import { cancelWholeOrder } from './cancel-whole-order.ts';
import type { OrderReadRepository } from './order-reads.repository.ts';
import type { OrderTransitions } from './order-transition.ts';
import { toOrderDto } from './order.dto.ts';

const CHANGED = 'This order changed while you were cancelling it. Please refresh and try again.';

/**
 * The customer's own say over an order: cancelling it until a shop starts preparing (a scheduled
 * order too, and one still waiting for its M-Pesa payment, whose late success is then refunded), and, after a shop declined part of a multi-shop order, going on with the rest.
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
    await deps.transitions.transition(found.id, (scope) =>
      cancelWholeOrder(scope, {
        actor: { kind: 'customer', id: account.id },
        note: 'cancelled by the customer',
        reason: 'cancelled by the customer',
        changed: CHANGED,
        // A shop has not seen a part scheduled for later, nor one still waiting for its payment.
        tellShop: (part) => part.status !== SCHEDULED && part.status !== AWAITING_PAYMENT,
        shopMessage: (orderNumber) => `Order ${orderNumber} was cancelled by the customer. Please do not prepare it; its stock has been restored.`,
      }),
    );
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
