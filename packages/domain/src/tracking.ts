import { CANCELLED, CONFIRMED_DELIVERED, isOrderStatus, statusRank } from './order-status.ts';

export const TRACKING_STAGES = ['preparing', 'finding_rider', 'picking_up', 'on_the_way', 'delivered', 'cancelled'] as const;
export type TrackingStage = (typeof TRACKING_STAGES)[number];

/** A rider position older than this is not shown nor used: the rider's phone stopped sharing. */
export const STALE_POSITION_MS = 10 * 60_000;

/** A shop's part still to be collected by the rider (not yet picked up, not cancelled). */
export function isUncollected(subOrderStatus: string): boolean {
  if (subOrderStatus === CANCELLED) return false;
  return !isOrderStatus(subOrderStatus) || statusRank(subOrderStatus) < statusRank('PickedUp');
}

/** Where a delivery is, as the customer's tracking shows it. */
export function trackingStage(order: { status: string; assignedDriverId: string | null; subOrderStatuses: readonly string[] }): TrackingStage {
  if (order.status === CANCELLED) return 'cancelled';
  if (order.status === 'Delivered' || order.status === CONFIRMED_DELIVERED) return 'delivered';
  if (order.assignedDriverId) return order.subOrderStatuses.some(isUncollected) ? 'picking_up' : 'on_the_way';
  return order.status === 'ReadyForPickup' ? 'finding_rider' : 'preparing';
}
