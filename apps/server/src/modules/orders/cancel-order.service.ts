import { CANCELLED, canTransitionSubOrder, isOrderStatus } from '@sokoni/domain/order-status';
import type { DbOrTx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { CancellationRepository, OrderToCancel } from './cancel-order.repository.ts';
import type { OrderEvents } from './order-events.ts';
import type { OrderAggregate, OrderReadRepository } from './order-reads.repository.ts';

const CHANGED = 'This order changed while you were cancelling it. Please refresh and try again.';

export interface CancelRequest {
  idOrNumber: string;
  /** Only the operator cancels orders today; the actor is recorded in the status history. */
  actor: { kind: 'admin'; id: string };
  reason: string;
  /** Extra writes that must commit or roll back with the cancellation (the admin's audit row). */
  alongside?: (tx: DbOrTx, order: OrderToCancel) => Promise<void>;
}

/** Why an order can no longer be cancelled, or null when it can. */
export function whyNotCancellable(order: Pick<OrderToCancel, 'status' | 'deliveryOption' | 'subOrders'>): string | null {
  if (order.status === CANCELLED) return 'This order is already cancelled.';
  const live = order.subOrders.filter((s) => s.status !== CANCELLED);
  if (live.length === 0) return 'This order is already cancelled.';
  const collected = live.some((s) => !isOrderStatus(s.status) || !canTransitionSubOrder('admin', s.status, CANCELLED, order.deliveryOption));
  if (collected) return `This order can no longer be cancelled: it is ${order.status} and its items have already left a shop.`;
  return null;
}

/**
 * Cancels a whole order before anything has been picked up: every sub-order and the order
 * become Cancelled with conditional updates under the order's row lock, the units go back on
 * the shelves, each step is recorded in the status history and each shop gets a notification,
 * all in one transaction. The customer, the shops and the driver are told once it commits.
 */
export function createOrderCancellation(deps: { cancellations: CancellationRepository; reads: OrderReadRepository; events: OrderEvents }) {
  return {
    whyNotCancellable,

    async cancel(request: CancelRequest): Promise<{ aggregate: OrderAggregate; restockedUnits: number }> {
      const found = await deps.reads.statusOf(request.idOrNumber);
      if (!found) throw notFound('Order not found.');

      const { order, cancelled, restockedUnits } = await deps.cancellations.transaction(async (repo, tx) => {
        const locked = await repo.lockOrderState(found.id);
        if (!locked) throw notFound('Order not found.');
        const why = whyNotCancellable(locked);
        if (why) throw conflict(why, { status: locked.status });

        const live = locked.subOrders.filter((s) => s.status !== CANCELLED);
        for (const sub of live) {
          if (!(await repo.setSubOrderStatus(sub.id, sub.status, CANCELLED))) throw conflict(CHANGED);
        }
        if (!(await repo.setOrderStatus(locked.id, locked.status, CANCELLED))) throw conflict(CHANGED);
        const units = await repo.restock(locked.id);

        const entry = { toStatus: CANCELLED, actorKind: request.actor.kind, actorId: request.actor.id, note: `cancelled: ${request.reason}` };
        await repo.insertHistory([
          ...live.map((s) => ({ id: newId(), orderId: locked.id, subOrderId: s.id, fromStatus: s.status, ...entry })),
          { id: newId(), orderId: locked.id, fromStatus: locked.status, ...entry },
        ]);
        await repo.notifications.insertMany(
          live.map((s) => ({
            id: newId(),
            partnerId: s.partnerId,
            subOrderId: s.id,
            orderId: locked.id,
            url: `/partner/orders/${s.id}`,
            message: `Order ${locked.orderId} was cancelled by Sokoni (${request.reason}). Please do not prepare it; its stock has been restored.`,
          })),
        );
        await request.alongside?.(tx, locked);
        return { order: locked, cancelled: live, restockedUnits: units };
      });

      for (const sub of cancelled) deps.events.subOrderChanged(order, sub, CANCELLED);
      deps.events.orderChanged(order, CANCELLED, cancelled.map((s) => s.partnerId));
      // A ready order nobody had taken was on every driver's available list.
      if (order.deliveryOption === 'platform' && !order.assignedDriverId) deps.events.closedToDrivers(order.id);

      const aggregate = await deps.reads.findById(order.id);
      if (!aggregate) throw notFound('Order not found.');
      return { aggregate, restockedUnits };
    },
  };
}
export type OrderCancellation = ReturnType<typeof createOrderCancellation>;
