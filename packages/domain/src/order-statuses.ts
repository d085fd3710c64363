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
/** The customer has the goods: delivered, whether or not they confirmed it yet. */
export const RECEIVED_STATUSES: readonly string[] = ['Delivered', CONFIRMED_DELIVERED];

export const ORDER_STATUSES = [...SUB_ORDER_SEQUENCE, CONFIRMED_DELIVERED, CANCELLED] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Statuses the coming work adds: payment by M-Pesa waits in AwaitingPayment, a shop may answer
 * Declined, an order for later waits Scheduled, an unpaid one becomes Expired. They are declared
 * here so the process table has room for them; no move reaches them yet, so no order is in them.
 */
export const UPCOMING_STATUSES = ['AwaitingPayment', 'Declined', 'Scheduled', 'Expired'] as const;
type UpcomingStatus = (typeof UPCOMING_STATUSES)[number];
export type ProcessStatus = OrderStatus | UpcomingStatus;

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export function statusRank(status: OrderStatus): number {
  return ORDER_STATUSES.indexOf(status);
}

/** Statuses after which nothing moves any more, for an order and for a sub-order alike. */
export const CLOSED_STATUSES: readonly string[] = ['Delivered', CONFIRMED_DELIVERED, CANCELLED];

/**
 * The parent order's status follows its slowest sub-order (the earliest status in the sequence
 * among the sub-orders that are not cancelled) until the order itself is Delivered, Confirmed
 * Delivered or Cancelled. Every sub-order cancelled cancels the order.
 */
export function parentStatusFromSubOrders(current: string, subOrderStatuses: readonly string[]): string {
  if (CLOSED_STATUSES.includes(current) || subOrderStatuses.length === 0) return current;
  const active = subOrderStatuses.filter((s): s is OrderStatus => isOrderStatus(s) && s !== CANCELLED);
  if (active.length === 0) return subOrderStatuses.every((s) => s === CANCELLED) ? CANCELLED : current;
  return active.reduce((earliest, s) => (statusRank(s) < statusRank(earliest) ? s : earliest));
}
