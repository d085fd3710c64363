import { type DeliveryOption } from './delivery-fee.ts';

/** The sub-order sequence; the parent order additionally reaches 'Confirmed Delivered'. */
export const SUB_ORDER_SEQUENCE = [
  'Pending',
  'OrderReceived',
  'Preparing',
  'ReadyForPickup',
  'PickedUp',
  'OutForDelivery',
  'Delivered',
] as const;

export const CONFIRMED_DELIVERED = 'Confirmed Delivered';
export const CANCELLED = 'Cancelled';

export const ORDER_STATUSES = [...SUB_ORDER_SEQUENCE, CONFIRMED_DELIVERED, CANCELLED] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export function statusRank(status: OrderStatus): number {
  return ORDER_STATUSES.indexOf(status);
}

export type Actor = 'partner' | 'driver' | 'customer' | 'admin';

/**
 * The last status a vendor may set: with platform delivery the driver takes over at
 * ReadyForPickup; with own delivery the vendor may go up to PickedUp.
 */
export function vendorLimit(option: DeliveryOption): OrderStatus {
  return option === 'platform' ? 'ReadyForPickup' : 'PickedUp';
}

/** The next status a vendor may set, or null when the vendor has nothing more to do. */
export function nextVendorStatus(current: OrderStatus, option: DeliveryOption): OrderStatus | null {
  if (current === CANCELLED || current === CONFIRMED_DELIVERED) return null;
  if (statusRank(current) >= statusRank(vendorLimit(option))) return null;
  return ORDER_STATUSES[statusRank(current) + 1] as OrderStatus;
}

/** A transition guard: who may move a sub-order from one status to another. */
export function canTransitionSubOrder(
  actor: Actor,
  from: OrderStatus,
  to: OrderStatus,
  option: DeliveryOption,
): boolean {
  if (actor === 'partner') return nextVendorStatus(from, option) === to;
  if (actor === 'driver') {
    // 'Mark as Picked Up' moves a ready sub-order straight to OutForDelivery.
    if (option !== 'platform') return false;
    return (
      (from === 'ReadyForPickup' && (to === 'PickedUp' || to === 'OutForDelivery')) ||
      (from === 'PickedUp' && to === 'OutForDelivery') ||
      (from === 'OutForDelivery' && to === 'Delivered')
    );
  }
  if (actor === 'admin') return to === CANCELLED && statusRank(from) < statusRank('PickedUp');
  return false;
}

/**
 * The status shown on a customer's disabled button: the single status shared by every
 * sub-order; otherwise the earliest status in the sequence that any sub-order has;
 * otherwise 'Processing'.
 */
export function aggregateStatus(subOrderStatuses: readonly string[]): string {
  if (subOrderStatuses.length === 0) return 'Processing';
  const unique = new Set(subOrderStatuses);
  if (unique.size === 1) return subOrderStatuses[0] as string;
  for (const status of ORDER_STATUSES) if (unique.has(status)) return status;
  return 'Processing';
}

/** 'Confirm Received' is offered for Delivered or ReadyForPickup, or PickedUp with own delivery. */
export function canConfirmReceived(orderStatus: string, option: DeliveryOption): boolean {
  if (orderStatus === 'Delivered' || orderStatus === 'ReadyForPickup') return true;
  return orderStatus === 'PickedUp' && option === 'own';
}

/** Parent statuses that sub-orders no longer move: set at order level by the driver, customer or admin. */
const PARENT_HELD: readonly string[] = ['Delivered', CONFIRMED_DELIVERED, CANCELLED];

/**
 * The parent order's status follows its slowest sub-order (the earliest status in the sequence
 * among the sub-orders that are not cancelled) until the order itself is Delivered, Confirmed
 * Delivered or Cancelled. Every sub-order cancelled cancels the order.
 */
export function parentStatusFromSubOrders(current: string, subOrderStatuses: readonly string[]): string {
  if (PARENT_HELD.includes(current) || subOrderStatuses.length === 0) return current;
  const active = subOrderStatuses.filter((s): s is OrderStatus => isOrderStatus(s) && s !== CANCELLED);
  if (active.length === 0) return subOrderStatuses.every((s) => s === CANCELLED) ? CANCELLED : current;
  return active.reduce((earliest, s) => (statusRank(s) < statusRank(earliest) ? s : earliest));
}
