import { AWAITING_PAYMENT } from '@sokoni/domain/order-statuses';
import { newId } from '../../db/ids.ts';
import { newOrderAlert } from '../checkout/persist-order.ts';
import type { TransitionActor } from '../orders/order-transition.ts';
import type { OrderTransitions } from '../orders/order-transition.ts';
import type { PaymentRepository } from './payments.repository.ts';
import type { PlacedOrderFollowUp } from '../orders/placed-order-follow-up.ts';

type Scope = Parameters<Parameters<OrderTransitions['transition']>[1]>[0];

/**
 * An order that waited for its payment goes to its stores as a new order: the order and its parts
 * move from AwaitingPayment to Pending, each store gets its notification and, once the transaction
 * commits, its alert (the same OrderPlaced a cash order makes when it is placed). Called under the
 * order's lock, so it happens once whatever races to it.
 */
export async function releaseToStores(
  scope: Scope,
  deps: { payments: PaymentRepository; afterPlaced: PlacedOrderFollowUp },
  actor: TransitionActor,
  note: string,
): Promise<void> {
  const { payments } = deps;
  const { order } = scope;
  await scope.move({
    actor,
    order: 'Pending',
    subOrders: order.subOrders.filter((s) => s.status === AWAITING_PAYMENT).map((s) => ({ id: s.id, to: 'Pending' })),
    note,
  });
  const parts = await payments.storeParts(scope.tx, order.id);
  const notifications = parts.map((p) => ({
    id: newId(),
    partnerId: p.partnerId,
    subOrderId: p.subOrderId,
    orderId: order.id,
    url: `/partner/orders/${p.subOrderId}`,
    message: newOrderAlert(order.orderId, p.itemCount, p.totalCents),
  }));
  await scope.writes.notifications.insertMany(notifications);
  // From now on the shops have ACCEPT_MINUTES to answer, as for an order paid in cash.
  await deps.afterPlaced(scope.tx, { id: order.id, scheduledFor: null, subOrders: parts.map((p) => ({ id: p.subOrderId, partnerId: p.partnerId, prepMinutes: 0 })) });
  scope.events.push({
    type: 'OrderPlaced',
    orderId: order.id,
    stores: notifications.map((n) => ({ storeId: n.partnerId, subOrderId: n.subOrderId, notificationId: n.id, message: n.message })),
  });
}
