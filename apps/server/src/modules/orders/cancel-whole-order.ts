import { CANCELLED, isDropped } from '@sokoni/domain/order-status';
import { newId } from '../../db/ids.ts';
import { amountOwedCents, discountOwedBackCents, livePartsOf } from './drop-sub-order.ts';
import type { LockedOrder } from './order-lifecycle.repository.ts';
import type { OrderTransitions, TransitionActor } from './order-transition.ts';

type Scope = Parameters<Parameters<OrderTransitions['transition']>[1]>[0];

interface WholeOrderCancellation {
  actor: TransitionActor;
  /** The status history's note. */
  note: string;
  /** Why the money is owed back ('cancelled by the customer'). */
  reason: string;
  changed: string;
  /** Which of the live parts' shops are told (a scheduled part has not reached its shop yet). */
  tellShop: (part: LockedOrder['subOrders'][number]) => boolean;
  shopMessage: (orderNumber: string) => string;
}

/**
 * Cancels every live part of an order and the order itself in one move, inside the caller's
 * transition: the units go back on the shelves, the shops told get a notification, and what the
 * customer paid for it (less the promo discount they were given) is owed back. The customer's and
 * the admin's cancellations differ only in who acts, why, and which shops hear of it.
 */
export async function cancelWholeOrder(scope: Scope, cancellation: WholeOrderCancellation): Promise<number> {
  const { order, writes } = scope;
  const live = order.subOrders.filter((s) => !isDropped(s.status));
  const before = livePartsOf(order);
  // Decided on the statuses before the move, which sets them all to Cancelled.
  const told = live.filter(cancellation.tellShop);
  await scope.move({
    actor: cancellation.actor,
    order: CANCELLED,
    subOrders: live.map((s) => ({ id: s.id, to: CANCELLED })),
    note: cancellation.note,
    changed: cancellation.changed,
  });
  const units = await writes.restock(order.id, live.map((s) => s.id));
  await writes.notifications.insertMany(
    told.map((s) => ({
      id: newId(),
      partnerId: s.partnerId,
      subOrderId: s.id,
      orderId: order.id,
      url: `/partner/orders/${s.id}`,
      message: cancellation.shopMessage(order.orderId),
    })),
  );
  scope.events.push({
    type: 'RefundDue',
    order: { id: order.id, userId: order.userId, driverId: order.assignedDriverId, status: order.status },
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    // Nothing is left to deliver: all of the discount the live parts carried comes off.
    amountCents: Math.max(0, amountOwedCents(order, live, true) - (await discountOwedBackCents(scope, order.id, before, []))),
    subOrderIds: live.map((s) => s.id),
    reason: cancellation.reason,
  });
  return units;
}
