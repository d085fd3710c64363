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
/** An order for later: placed and confirmed, its shops alerted PREP_MINUTES before the slot. */
export const SCHEDULED = 'Scheduled';
/** A shop said no to its part (or did not answer in time). */
export const DECLINED = 'Declined';
/** Sub-orders that dropped out of their order: nothing more happens to them, and the rest goes on. */
export const DROPPED_STATUSES: readonly string[] = [CANCELLED, DECLINED];
export const isDropped = (status: string) => DROPPED_STATUSES.includes(status);
/** The customer has the goods: delivered, whether or not they confirmed it yet. */
export const RECEIVED_STATUSES: readonly string[] = ['Delivered', CONFIRMED_DELIVERED];

export const ORDER_STATUSES = [SCHEDULED, ...SUB_ORDER_SEQUENCE, CONFIRMED_DELIVERED, CANCELLED, DECLINED] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** An order paid ahead (M-Pesa) waits here, unseen by its stores, until it is paid. */
export const AWAITING_PAYMENT = 'AwaitingPayment';
/** An order nobody paid for in time: its sub-orders are cancelled and its stock is back on the shelf. */
export const EXPIRED = 'Expired';

/**
 * Statuses beside the sequence: payment by M-Pesa waits in AwaitingPayment and an unpaid one
 * becomes Expired (both reached by the process table).
 */
export const UPCOMING_STATUSES = [AWAITING_PAYMENT, EXPIRED] as const;
type UpcomingStatus = (typeof UPCOMING_STATUSES)[number];
export type ProcessStatus = OrderStatus | UpcomingStatus;

export function isProcessStatus(value: unknown): value is ProcessStatus {
  return isOrderStatus(value) || (typeof value === 'string' && (UPCOMING_STATUSES as readonly string[]).includes(value));
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export function statusRank(status: OrderStatus): number {
  return ORDER_STATUSES.indexOf(status);
}

/** Statuses after which nothing moves any more, for an order and for a sub-order alike. */
export const CLOSED_STATUSES: readonly string[] = ['Delivered', CONFIRMED_DELIVERED, CANCELLED, DECLINED, EXPIRED];

/**
 * The parent order's status follows its slowest sub-order (the earliest status in the sequence
 * among the sub-orders that did not drop out) until the order itself is Delivered, Confirmed
 * Delivered, Cancelled or Declined. Every shop declining declines the order; every sub-order
 * dropped out otherwise cancels it.
 */
export function parentStatusFromSubOrders(current: string, subOrderStatuses: readonly string[]): string {
  if (CLOSED_STATUSES.includes(current) || subOrderStatuses.length === 0) return current;
  const active = subOrderStatuses.filter((s): s is OrderStatus => isOrderStatus(s) && !isDropped(s));
  if (active.length === 0) {
    if (subOrderStatuses.every((s) => s === DECLINED)) return DECLINED;
    return subOrderStatuses.every(isDropped) ? CANCELLED : current;
  }
  return active.reduce((earliest, s) => (statusRank(s) < statusRank(earliest) ? s : earliest));
}
