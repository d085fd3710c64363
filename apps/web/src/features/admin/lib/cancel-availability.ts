import { CANCELLED, CONFIRMED_DELIVERED, canTransitionSubOrder, isOrderStatus } from '@sokoni/domain/order-status';
import type { TAdminOrderDetail } from '../api/get-order.ts';

export type CancelAvailability = { allowed: true } | { allowed: false; reason: string };

/**
 * Whether the console offers 'Cancel order': only while nothing has left a shop. The server
 * decides (its `cancellable`); the same domain rule is checked here so the button never shows
 * for an order the page itself knows has moved on, and the admin is told why.
 */
export function cancelAvailability({ order, cancellable }: Pick<TAdminOrderDetail, 'order' | 'cancellable'>): CancelAvailability {
  const live = order.subOrders.filter((s) => s.status !== CANCELLED);
  if (order.status === CANCELLED || live.length === 0) return { allowed: false, reason: 'This order is already cancelled.' };
  if (order.status === CONFIRMED_DELIVERED || order.status === 'Delivered') return { allowed: false, reason: 'This order has been delivered, so it can no longer be cancelled.' };
  const collected = live.some((s) => !isOrderStatus(s.status) || !canTransitionSubOrder('admin', s.status, CANCELLED, order.delivery.option));
  if (collected || !cancellable) {
    return { allowed: false, reason: 'Items have already been picked up from a shop, so this order can no longer be cancelled.' };
  }
  return { allowed: true };
}
