import type { TDriverOrder } from '@sokoni/domain/contracts/driver-orders';
import { canDriverDecline, isReadyToMarkDelivered } from '@sokoni/domain/driver-orders';
import { CONFIRMED_DELIVERED, canTransitionSubOrder, isOrderStatus } from '@sokoni/domain/order-status';

export interface SubOrderAction {
  /** The button's words (a key in the driver catalogue's `stop`); null once the shop's part is delivered: nothing is left to do there. */
  step: 'markPickedUp' | 'pickedUp' | 'notReady' | null;
  /** Only a shop's part waiting at the shop can be picked up. */
  enabled: boolean;
}

/**
 * The button a driver sees on one shop's part: 'Mark as Picked Up' while it waits at the shop
 * (it then goes straight to OutForDelivery); a disabled button once it is on the way.
 */
export function subOrderAction(status: string): SubOrderAction {
  if (status === 'Delivered' || status === CONFIRMED_DELIVERED) return { step: null, enabled: false };
  // The process table says when a driver may collect a part (it then goes straight to OutForDelivery).
  if (isOrderStatus(status) && canTransitionSubOrder('driver', status, 'OutForDelivery', 'platform')) return { step: 'markPickedUp', enabled: true };
  if (status === 'OutForDelivery') return { step: 'pickedUp', enabled: false };
  return { step: 'notReady', enabled: false };
}

export interface OrderActions {
  /** 'Mark as Delivered' is offered once every shop's items are out for delivery. */
  markDelivered: boolean;
  /** 'Decline Order' is shown until the order is delivered… */
  showDecline: boolean;
  /** …and usable only while nothing has left a shop. */
  canDecline: boolean;
  /** Handed over (with the customer's PIN, or confirmed by the admin): the delivery is complete. */
  delivered: boolean;
}

export function orderActions(order: Pick<TDriverOrder, 'status' | 'subOrders'>): OrderActions {
  const statuses = order.subOrders.map((s) => s.status);
  const delivered = order.status === 'Delivered' || order.status === CONFIRMED_DELIVERED;
  return {
    markDelivered: !delivered && isReadyToMarkDelivered(statuses),
    showDecline: !delivered,
    canDecline: !delivered && canDriverDecline({ status: order.status, subOrderStatuses: statuses }),
    delivered,
  };
}
