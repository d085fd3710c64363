import type { DeliveryOption } from './delivery-fee.ts';
import { CANCELLED, CONFIRMED_DELIVERED, DECLINED, canTransitionSubOrder, isOrderStatus, statusRank, type OrderStatus } from './order-status.ts';
import { isDropped } from './order-statuses.ts';

/** What the driver rules need to know about an order. */
interface DriverOrderState {
  option: DeliveryOption;
  status: string;
  assignedDriverId: string | null;
  subOrderStatuses: readonly string[];
}

/** Cancelled and declined sub-orders drop out: the driver has nothing to collect from that shop. */
const liveStatuses = (statuses: readonly string[]) => statuses.filter((s) => !isDropped(s));

const FINISHED: readonly string[] = ['Delivered', CONFIRMED_DELIVERED, CANCELLED, DECLINED];

/**
 * Why drivers cannot take this order now, or null when they can: platform delivery, nobody
 * assigned, and every shop's part (cancelled ones aside) ReadyForPickup.
 */
export function whyNotOpenForDrivers(order: DriverOrderState): string | null {
  if (order.option !== 'platform') return 'This order is delivered by the store itself.';
  if (isDropped(order.status)) return order.status === CANCELLED ? 'This order was cancelled.' : 'This order was declined.';
  if (FINISHED.includes(order.status)) return 'This order has already been delivered.';
  if (order.assignedDriverId !== null) return 'Order already taken: another driver accepted it first.';
  const live = liveStatuses(order.subOrderStatuses);
  if (order.status !== 'ReadyForPickup' || live.length === 0 || !live.every((s) => s === 'ReadyForPickup')) {
    return 'This order is not ready for pickup yet.';
  }
  return null;
}

export function isOpenForDrivers(order: DriverOrderState): boolean {
  return whyNotOpenForDrivers(order) === null;
}

/** A driver may hand an order back only while every shop's items are still at the shop. */
export function canDriverDecline(order: Pick<DriverOrderState, 'status' | 'subOrderStatuses'>): boolean {
  if (FINISHED.includes(order.status)) return false;
  return liveStatuses(order.subOrderStatuses).every((s) => isOrderStatus(s) && statusRank(s) < statusRank('PickedUp'));
}

/** 'Mark as Delivered' needs every shop's items on the way. */
export function isReadyToMarkDelivered(subOrderStatuses: readonly string[]): boolean {
  const live = liveStatuses(subOrderStatuses);
  return live.length > 0 && live.every((s) => s === 'OutForDelivery');
}

/**
 * The steps a driver takes on one sub-order: picking it up (ReadyForPickup -> PickedUp or straight
 * to OutForDelivery). Delivery is recorded for the whole order at once, with the driver's details.
 */
export function canDriverMoveSubOrder(from: OrderStatus, to: OrderStatus, option: DeliveryOption): boolean {
  return to !== 'Delivered' && canTransitionSubOrder('driver', from, to, option);
}
