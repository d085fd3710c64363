import { roundMoney } from '@sokoni/domain/money';
import { CANCELLED, isDropped } from '@sokoni/domain/order-status';
import { whyNotCancel, type OrderState } from '@sokoni/domain/order-process';
import type { DbOrTx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { notFound } from '../../lib/errors.ts';
import type { LockedOrder } from './order-lifecycle.repository.ts';
import { amountOwed, discountOwedBack } from './drop-sub-order.ts';
import type { OrderAggregate, OrderReadRepository } from './order-reads.repository.ts';
import type { OrderTransitions } from './order-transition.ts';

const CHANGED = 'This order changed while you were cancelling it. Please refresh and try again.';

interface CancelRequest {
  idOrNumber: string;
  /** Only the operator cancels orders today; the actor is recorded in the status history. */
  actor: { kind: 'admin'; id: string };
  reason: string;
  /** Extra writes that must commit or roll back with the cancellation (the admin's audit row). */
  alongside?: (tx: DbOrTx, order: LockedOrder) => Promise<void>;
}

/**
 * Cancels a whole order before anything has been picked up: every sub-order and the order
 * become Cancelled in one transition, the units go back on the shelves and each store gets a
 * notification, all in the same transaction. The customer, the stores and the driver are told
 * once it commits.
 */
export function createOrderCancellation(deps: { transitions: OrderTransitions; reads: OrderReadRepository }) {
  return {
    /** Why the order cannot be cancelled now (the process table's answer), or null when it can. */
    whyNotCancellable: (order: OrderState) => whyNotCancel(order),

    async cancel(request: CancelRequest): Promise<{ aggregate: OrderAggregate; restockedUnits: number }> {
      const found = await deps.reads.statusOf(request.idOrNumber);
      if (!found) throw notFound('Order not found.');

      const { result: restockedUnits } = await deps.transitions.transition(found.id, async (scope) => {
        const { order, writes } = scope;
        // The order as it was, for the audit row: the move below updates the scope's copy.
        const before: LockedOrder = { ...order, subOrders: order.subOrders.map((s) => ({ ...s })) };
        const live = order.subOrders.filter((s) => !isDropped(s.status));
        await scope.move({
          actor: request.actor,
          order: CANCELLED,
          subOrders: live.map((s) => ({ id: s.id, to: CANCELLED })),
          note: `cancelled: ${request.reason}`,
          changed: CHANGED,
        });
        const units = await writes.restock(order.id, live.map((s) => s.id));
        await writes.notifications.insertMany(
          live.map((s) => ({
            id: newId(),
            partnerId: s.partnerId,
            subOrderId: s.id,
            orderId: order.id,
            url: `/partner/orders/${s.id}`,
            message: `Order ${order.orderId} was cancelled by Sokoni (${request.reason}). Please do not prepare it; its stock has been restored.`,
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
          reason: `cancelled by Sokoni: ${request.reason}`,
        });
        await request.alongside?.(scope.tx, before);
        return units;
      });

      const aggregate = await deps.reads.findById(found.id);
      if (!aggregate) throw notFound('Order not found.');
      return { aggregate, restockedUnits };
    },
  };
}
export type OrderCancellation = ReturnType<typeof createOrderCancellation>;
