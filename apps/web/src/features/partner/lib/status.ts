import { CONFIRMED_DELIVERED, ORDER_STATUSES, SCHEDULED, isDropped, isOrderStatus, nextVendorStatus, statusRank, type OrderStatus } from '@sokoni/domain/order-status';
import type { DeliveryOption } from '@sokoni/domain/delivery-fee';

export type UpdaterState =
  | { kind: 'hidden' }
  | { kind: 'next'; next: OrderStatus }
  /** Nothing more for the store to do: the following step shows disabled, `reason` says who takes it. */
  | { kind: 'done'; next: OrderStatus; reason: DoneReason };

/** Who takes the order on once the store is done (words in the `partner` catalogue, updater.*). */
export type DoneReason = 'delivered' | 'driverTakesIt' | 'movesOn';

/** What the 'Mark as {next}' control shows for a sub-order, one step at a time. */
export function updaterState(status: string, option: DeliveryOption): UpdaterState {
  // A scheduled order comes to the store as a new one before its slot; a declined one is over.
  if (!isOrderStatus(status) || status === CONFIRMED_DELIVERED || status === SCHEDULED || isDropped(status)) return { kind: 'hidden' };
  const next = nextVendorStatus(status, option);
  if (next) return { kind: 'next', next };
  const following = ORDER_STATUSES[statusRank(status) + 1] as OrderStatus;
  // Handed over (the customer's PIN or the admin's confirmation): complete, nobody waits for anything.
  if (status === 'Delivered') return { kind: 'done', next: following, reason: 'delivered' };
  return {
    kind: 'done',
    next: following,
    reason: option === 'platform' ? 'driverTakesIt' : 'movesOn',
  };
}

/** Sub-order statuses that may follow the parent order once a driver has it. */
const FOLLOWS_PARENT: readonly string[] = ['OutForDelivery', 'Delivered'];

/**
 * The status to show for a sub-order: the parent order's when the parent is ahead and the
 * sub-order is with a driver (out for delivery or delivered), else its own.
 */
export function displayedStatus(sub: { status: string; parentOrder: { status: string; assignedDriver: string | null } }): string {
  const own = sub.status;
  const parent = sub.parentOrder.status;
  if (!sub.parentOrder.assignedDriver || !FOLLOWS_PARENT.includes(own)) return own;
  if (!isOrderStatus(own) || !isOrderStatus(parent) || parent === 'Cancelled') return own;
  return statusRank(parent) > statusRank(own) ? parent : own;
}

/** The parent status is polled only while the sub-order is with a driver on the road. */
export function needsParentPolling(sub: { status: string; parentOrder: { assignedDriver: string | null } }): boolean {
  return sub.status === 'OutForDelivery' && !!sub.parentOrder.assignedDriver;
}
