import { whyNotCancel, type OrderState } from '@sokoni/domain/order-process';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { LockedOrder } from './order-lifecycle.repository.ts';
import { cancelWholeOrder } from './cancel-whole-order.ts';
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
        // The order as it was, for the audit row: the move updates the scope's copy.
        const before: LockedOrder = { ...scope.order, subOrders: scope.order.subOrders.map((s) => ({ ...s })) };
        const units = await cancelWholeOrder(scope, {
          actor: request.actor,
          note: `cancelled: ${request.reason}`,
          reason: `cancelled by Sokoni: ${request.reason}`,
          changed: CHANGED,
          tellShop: () => true,
          shopMessage: (orderNumber) => `Order ${orderNumber} was cancelled by Sokoni (${request.reason}). Please do not prepare it; its stock has been restored.`,
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
