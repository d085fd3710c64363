import type { DeliveryOption } from './delivery-fee.ts';
import {
  CANCELLED,
  CLOSED_STATUSES,
  CONFIRMED_DELIVERED,
  AWAITING_PAYMENT,
  DECLINED,
  EXPIRED,
  ORDER_STATUSES,
  SCHEDULED,
  isDropped,
  isProcessStatus,
  parentStatusFromSubOrders,
  type ProcessStatus,
} from './order-statuses.ts';

/**
 * The order process as data (in the spirit of vendure's order-state-machine): every move an order
 * or a sub-order may make, who may make it and under which condition. The server checks each
 * status change against this table inside its transaction; the web asks the same table which
 * buttons to show. A new step (payment, a shop declining, scheduled orders) is a new row here.
 */

/** Who moves an order: the API's `partner` accounts act as the `store`, its `user` accounts as the `customer`. */
export type Role = 'customer' | 'store' | 'driver' | 'admin' | 'system';
type Level = 'order' | 'subOrder';

/** What the rules read of an order: its own status, its driver and every sub-order's status. */
export interface OrderState {
  option: DeliveryOption;
  status: string;
  assignedDriverId: string | null;
  subOrderStatuses: readonly string[];
}

export interface MoveRequest {
  level: Level;
  role: Role;
  /** The acting account: a driver must be the one assigned. */
  actorId?: string | null;
  /** The current status of what moves (the order's, or the sub-order's). */
  from: string;
  to: string;
  order: OrderState;
  /** A sub-order moving because its whole order does (delivered, confirmed or cancelled together). */
  withOrder?: boolean;
}

export interface Refusal {
  /** Shown to the person who tried. */
  reason: string;
  /** 'forbidden': never theirs to do on this order; 'conflict': not from the order's current state. */
  kind: 'forbidden' | 'conflict';
  /** Facts for the answer, e.g. the status the store may set next. */
  details?: Record<string, unknown>;
}

interface Move {
  level: Level;
  by: Role;
  from: readonly ProcessStatus[];
  to: ProcessStatus;
  /** The condition beyond the statuses; the rule's explanation says why when it fails. */
  when?: (m: MoveRequest) => boolean;
}

/** Sub-order statuses still at the shop: the admin may cancel, the driver may still hand the order back. */
const AT_THE_SHOP = [SCHEDULED, 'Pending', 'OrderReceived', 'Preparing', 'ReadyForPickup'] as const;
/** Before the shop starts preparing: the customer may still cancel. */
const NOT_STARTED = [SCHEDULED, 'Pending', 'OrderReceived'] as const;
/** The customer may cancel an order still waiting for its M-Pesa payment, or not yet started at any shop. */
const CUSTOMER_CANCELLABLE = [AWAITING_PAYMENT, ...NOT_STARTED] as const;
/** Order statuses that still follow the sub-orders. */
const FOLLOWING = [SCHEDULED, 'Pending', 'OrderReceived', 'Preparing', 'ReadyForPickup', 'PickedUp', 'OutForDelivery'] as const;

const live = (statuses: readonly string[]) => statuses.filter((s) => !isDropped(s));
const ownDelivery = (m: MoveRequest) => m.order.option === 'own';
const withOrder = (m: MoveRequest) => m.withOrder === true;
const everyPartOutForDelivery = (m: MoveRequest) => {
  const parts = live(m.order.subOrderStatuses);
  return parts.length > 0 && parts.every((s) => s === 'OutForDelivery');
};
const nothingCollected = (m: MoveRequest) =>
  live(m.order.subOrderStatuses).every((from) => canMove({ level: 'subOrder', role: 'admin', from, to: CANCELLED, order: m.order, withOrder: true }));
const nothingStarted = (m: MoveRequest) => live(m.order.subOrderStatuses).every((s) => (CUSTOMER_CANCELLABLE as readonly string[]).includes(s));

export const ORDER_PROCESS: readonly Move[] = [
  // A scheduled part reaches its shop PREP_MINUTES before the slot, as a new order.
  { level: 'subOrder', by: 'system', from: [SCHEDULED], to: 'Pending' },
  // The store works through its own part one step at a time, up to its delivery option's limit.
  { level: 'subOrder', by: 'store', from: ['Pending'], to: 'OrderReceived' },
  { level: 'subOrder', by: 'store', from: ['OrderReceived'], to: 'Preparing' },
  { level: 'subOrder', by: 'store', from: ['Preparing'], to: 'ReadyForPickup' },
  { level: 'subOrder', by: 'store', from: ['ReadyForPickup'], to: 'PickedUp', when: ownDelivery },
  // A shop may say no to a new part; one that does not answer within ACCEPT_MINUTES says no by itself.
  { level: 'subOrder', by: 'store', from: ['Pending'], to: DECLINED },
  { level: 'subOrder', by: 'system', from: ['Pending'], to: DECLINED },
  // A part whose every item was unavailable (substitutions refused or run out) drops out before it leaves the shop.
  { level: 'subOrder', by: 'system', from: ['OrderReceived', 'Preparing'], to: DECLINED },
  // The assigned driver collects each shop's part ('Mark as Picked Up' goes straight to OutForDelivery)…
  { level: 'subOrder', by: 'driver', from: ['ReadyForPickup'], to: 'PickedUp' },
  { level: 'subOrder', by: 'driver', from: ['ReadyForPickup', 'PickedUp'], to: 'OutForDelivery' },
  // …and hands the whole order over at once, every part with it.
  { level: 'order', by: 'driver', from: ['OutForDelivery'], to: 'Delivered', when: everyPartOutForDelivery },
  { level: 'subOrder', by: 'driver', from: ['OutForDelivery'], to: 'Delivered', when: withOrder },
  // The customer confirms receipt of the whole order.
  { level: 'order', by: 'customer', from: ['Delivered', 'ReadyForPickup'], to: CONFIRMED_DELIVERED },
  { level: 'order', by: 'customer', from: ['PickedUp'], to: CONFIRMED_DELIVERED, when: ownDelivery },
  { level: 'subOrder', by: 'customer', from: ORDER_STATUSES.filter((s) => s !== CONFIRMED_DELIVERED && !isDropped(s)), to: CONFIRMED_DELIVERED, when: withOrder },
  // An order paid ahead waits for its payment: paid (system) or switched to cash (customer) it goes
  // to its stores as a new order; unpaid in time it expires and its parts are cancelled.
  { level: 'order', by: 'system', from: [AWAITING_PAYMENT], to: 'Pending' },
  { level: 'subOrder', by: 'system', from: [AWAITING_PAYMENT], to: 'Pending', when: withOrder },
  { level: 'order', by: 'customer', from: [AWAITING_PAYMENT], to: 'Pending' },
  { level: 'subOrder', by: 'customer', from: [AWAITING_PAYMENT], to: 'Pending', when: withOrder },
  { level: 'order', by: 'system', from: [AWAITING_PAYMENT], to: EXPIRED },
  { level: 'subOrder', by: 'system', from: [AWAITING_PAYMENT], to: CANCELLED, when: withOrder },
  // The customer cancels the whole order until a shop starts preparing it, and one still waiting
  // for its payment (no shop has seen it; a late payment is refunded).
  { level: 'order', by: 'customer', from: CUSTOMER_CANCELLABLE, to: CANCELLED, when: nothingStarted },
  { level: 'subOrder', by: 'customer', from: CUSTOMER_CANCELLABLE, to: CANCELLED, when: withOrder },
  // The admin confirms a delivery on the customer's word when PIN entry locked at the door.
  { level: 'order', by: 'admin', from: ['OutForDelivery'], to: 'Delivered', when: (m) => everyPartOutForDelivery(m) && m.order.assignedDriverId !== null },
  { level: 'subOrder', by: 'admin', from: ['OutForDelivery'], to: 'Delivered', when: withOrder },
  // The admin cancels a whole order while nothing has left a shop.
  { level: 'order', by: 'admin', from: AT_THE_SHOP, to: CANCELLED, when: nothingCollected },
  { level: 'subOrder', by: 'admin', from: AT_THE_SHOP, to: CANCELLED },
  // The order follows its slowest sub-order until it is delivered.
  ...([...FOLLOWING, CANCELLED, DECLINED] as ProcessStatus[]).map(
    (to): Move => ({ level: 'order', by: 'system', from: FOLLOWING, to, when: (m) => parentStatusFromSubOrders(m.from, m.order.subOrderStatuses) === to }),
  ),
];

const conflict = (reason: string, details?: Record<string, unknown>): Refusal => ({ reason, kind: 'conflict', details });
const forbidden = (reason: string): Refusal => ({ reason, kind: 'forbidden' });

interface RolePolicy {
  /** Checked before the table: whether this role may touch the order at all in its current state. */
  gate?: (m: MoveRequest) => Refusal | null;
  /** Why the table has no move for the request; `next` lists where this role could go from here. */
  explain: (m: MoveRequest, next: readonly ProcessStatus[]) => Refusal;
}

const unchangeable = (m: MoveRequest, details: Record<string, unknown>) =>
  CLOSED_STATUSES.includes(m.order.status) ? conflict(`This order is ${m.order.status} and can no longer change.`, details) : null;

function storeLimit(m: MoveRequest): string {
  if (m.from === CONFIRMED_DELIVERED || isDropped(m.from)) return `This order is ${m.from} and can no longer change.`;
  if (m.from === SCHEDULED) return 'This order is scheduled for later: it comes to you as a new order before its time slot.';
  return m.order.option === 'platform'
    ? `This order is ${m.from}. With platform delivery the store stops at ReadyForPickup: the driver takes it from here.`
    : `This order is ${m.from}. With your own delivery the store goes up to PickedUp: the customer confirms receipt from here.`;
}

/** Why the customer may not cancel: the step the order really reached, in their words. */
function customerCancelRefusal(m: MoveRequest): string {
  if (m.from === EXPIRED) return 'This order expired unpaid and is already cancelled.';
  if (isDropped(m.from)) return `This order is already ${m.from}.`;
  if (m.from === 'Delivered') return 'This order has been delivered, so it can no longer be cancelled.';
  if (m.from === 'PickedUp' || m.from === 'OutForDelivery') return PICKED_UP_ALREADY;
  return 'A shop has started preparing this order, so it can no longer be cancelled.';
}

const PICKED_UP_ALREADY = 'Items have already been picked up from a shop, so this order can no longer be cancelled.';

const POLICIES: Record<`${Level}:${Role}`, RolePolicy> = {
  'subOrder:store': {
    gate: (m) => unchangeable(m, { status: m.from, allowed: null }),
    explain: (m, next) =>
      next[0] === undefined
        ? conflict(storeLimit(m), { status: m.from, allowed: null })
        : conflict(`Orders move one step at a time: from ${m.from} the next status is ${next[0]}.`, { status: m.from, allowed: next[0] }),
  },
  'subOrder:driver': {
    gate: (m) => {
      if (m.order.option !== 'platform') return forbidden('This order is delivered by the store itself.');
      if (m.order.assignedDriverId !== m.actorId) return forbidden('This order is not assigned to you. Accept it first.');
      return m.withOrder ? null : unchangeable(m, { status: m.from });
    },
    explain: (m) =>
      m.to === 'Delivered'
        ? conflict("Use 'Mark as Delivered' on the order once every shop's items are out for delivery.", { status: m.from })
        : conflict(`This part of the order is ${m.from}: a driver can only mark it picked up once the shop has it ReadyForPickup.`, { status: m.from }),
  },
  'subOrder:customer': { explain: () => conflict('The customer confirms or cancels the whole order, not one part of it.') },
  'subOrder:admin': { explain: () => conflict(PICKED_UP_ALREADY) },
  'subOrder:system': { explain: () => conflict('Sub-orders are moved by their store and driver.') },
  'order:driver': {
    gate: (m) => {
      if (m.order.assignedDriverId !== m.actorId) return forbidden('This order is not assigned to you.');
      if (m.from === 'Delivered' || m.from === CONFIRMED_DELIVERED) return conflict('This order is already delivered.', { status: m.from });
      return null;
    },
    explain: (m) => conflict("Mark every shop's items as picked up before marking the order delivered.", { status: m.from }),
  },
  'order:customer': {
    gate: (m) => (m.from === CONFIRMED_DELIVERED ? conflict('This order is already confirmed as delivered.') : null),
    explain: (m) =>
      m.to === CANCELLED
        ? conflict(customerCancelRefusal(m), { status: m.from })
        : conflict(`This order cannot be confirmed as received yet: it is ${m.from}.`, { status: m.from }),
  },
  'order:admin': {
    gate: (m) => {
      if (m.from === EXPIRED) return conflict('This order expired unpaid and is already cancelled.', { status: m.from });
      if (m.from === CANCELLED || live(m.order.subOrderStatuses).length === 0) return conflict('This order is already cancelled.', { status: m.from });
      if (m.from === AWAITING_PAYMENT) return conflict('This order is waiting for its M-Pesa payment; unpaid, it expires by itself and its stock goes back.', { status: m.from });
      if (m.from === 'Delivered' || m.from === CONFIRMED_DELIVERED) return conflict('This order has been delivered, so it can no longer be cancelled.', { status: m.from });
      return null;
    },
    explain: (m) => conflict(PICKED_UP_ALREADY, { status: m.from }),
  },
  'order:store': { explain: () => forbidden('A store moves its own part of the order, not the whole order.') },
  'order:system': { explain: () => conflict('The order follows its sub-orders.') },
};

const applies = (move: Move, m: Omit<MoveRequest, 'to'> & { to?: string }) =>
  move.level === m.level && move.by === m.role && (move.from as readonly string[]).includes(m.from) && (!move.when || move.when({ ...m, to: move.to }));

/** Where `role` may move the order or sub-order from its current status, in table order. */
export function nextMoves(m: Omit<MoveRequest, 'to'>): ProcessStatus[] {
  return ORDER_PROCESS.filter((move) => applies(move, m)).map((move) => move.to);
}

/** Why the move is refused, in words for the person who tried; null when it is allowed. */
export function whyNot(m: MoveRequest): Refusal | null {
  const policy = POLICIES[`${m.level}:${m.role}`];
  const closed = policy.gate?.(m);
  if (closed) return closed;
  if (m.level === 'subOrder' && !isProcessStatus(m.from)) return conflict(`This order has an unknown status (${m.from}).`);
  if (ORDER_PROCESS.some((move) => move.to === m.to && applies(move, m))) return null;
  return policy.explain(m, nextMoves(m));
}

export function canMove(m: MoveRequest): boolean {
  return whyNot(m) === null;
}

/** Why the customer cannot cancel this order now, or null when they can (until a shop starts preparing). */
export function whyNotCustomerCancel(order: OrderState): string | null {
  return whyNot({ level: 'order', role: 'customer', from: order.status, to: CANCELLED, order })?.reason ?? null;
}

/** Why the admin cannot cancel this order now (the console's 'Cancel order'), or null when they can. */
export function whyNotCancel(order: OrderState): string | null {
  return whyNot({ level: 'order', role: 'admin', from: order.status, to: CANCELLED, order })?.reason ?? null;
}
