import type { DeliveryOption } from './delivery-fee.ts';
import { nextMoves, type Role } from './order-process.ts';
import { CANCELLED, CONFIRMED_DELIVERED, ORDER_STATUSES, type OrderStatus } from './order-statuses.ts';

export {
  CANCELLED,
  CLOSED_STATUSES,
  CONFIRMED_DELIVERED,
  DECLINED,
  DROPPED_STATUSES,
  ORDER_STATUSES,
  SCHEDULED,
  SUB_ORDER_SEQUENCE,
  UPCOMING_STATUSES,
  isDropped,
  isOrderStatus,
  parentStatusFromSubOrders,
  statusRank,
  type OrderStatus,
  type ProcessStatus,
} from './order-statuses.ts';

/** The API's account words: a `partner` account acts as the store, a `user` account as the customer. */
type Actor = 'partner' | 'driver' | 'customer' | 'admin';
const ROLE: Record<Actor, Role> = { partner: 'store', driver: 'driver', customer: 'customer', admin: 'admin' };

/** A sub-order on its own, for the questions below that only know its status and delivery option. */
const alone = (status: string, option: DeliveryOption) => ({ option, status, assignedDriverId: null, subOrderStatuses: [status] });

/** The next status a store may set (from the process table), or null when it has nothing more to do. */
export function nextVendorStatus(current: OrderStatus, option: DeliveryOption): OrderStatus | null {
  if (current === CANCELLED || current === CONFIRMED_DELIVERED) return null;
  const [next] = nextMoves({ level: 'subOrder', role: 'store', from: current, order: alone(current, option) });
  return (next as OrderStatus | undefined) ?? null;
}

/**
 * Whether the table has a move for `actor` from one sub-order status to another (moves made with
 * the whole order included). Drivers only ever handle platform deliveries.
 */
export function canTransitionSubOrder(actor: Actor, from: OrderStatus, to: OrderStatus, option: DeliveryOption): boolean {
  if (actor === 'driver' && option !== 'platform') return false;
  return nextMoves({ level: 'subOrder', role: ROLE[actor], from, order: alone(from, option), withOrder: true }).includes(to);
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

/** 'Confirm Received' (from the process table): Delivered or ReadyForPickup, or PickedUp with own delivery. */
export function canConfirmReceived(orderStatus: string, option: DeliveryOption): boolean {
  return nextMoves({ level: 'order', role: 'customer', from: orderStatus, order: alone(orderStatus, option) }).includes(CONFIRMED_DELIVERED);
}
