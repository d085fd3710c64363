import { AWAITING_PAYMENT, CANCELLED, CONFIRMED_DELIVERED, DECLINED, EXPIRED, SCHEDULED, isDropped } from './order-statuses.ts';

/**
 * What a customer's order page shows in each state of the order process: one table, read by the
 * web, so that the headline, the progress, the buttons and the details never contradict the
 * order's real state (a declined order shows no delivery PIN and no 'Thank you').
 */
export const ORDER_PAGE_STATES = [
  'awaitingPayment',
  'paymentFailed',
  'paymentExpired',
  'scheduled',
  'waitingForShops',
  'partlyDeclined',
  'preparing',
  'onTheWay',
  'delivered',
  'declined',
  'cancelled',
] as const;
export type OrderPageState = (typeof ORDER_PAGE_STATES)[number];

/** The progress bar's steps; a state off the way (unpaid, declined, cancelled) shows none. */
export const ORDER_PAGE_STEPS = ['placed', 'preparing', 'onTheWay', 'delivered'] as const;
export type OrderPageStep = (typeof ORDER_PAGE_STEPS)[number];

/** What the customer may do from the page; the server still decides each one. */
export type OrderPageAction = 'payOrSwitch' | 'cancel' | 'continueOrCancel' | 'rateAndTip' | 'reportProblem' | 'orderAgain';

/** The page's parts beside the order's own lines (items, fee, totals), shown in every state. */
export type OrderPageDetail =
  /** The M-Pesa prompt, its attempts and what to do when it fails. */
  | 'mpesaPanel'
  /** The time slot of an order for later. */
  | 'slot'
  /** Each shop that said no, and why. */
  | 'declines'
  /** Replacements a shop offers for unavailable items. */
  | 'substitutions'
  /** Nothing was taken from the customer, or how the money comes back. */
  | 'moneyBack'
  /** The map, the rider, the ETA. */
  | 'tracking'
  /** The delivery PIN, read out to the rider at the door. */
  | 'pin';

export interface OrderPageView {
  /** 'placed' shows the green tick and 'Thank you'; the others speak plainly about what is wrong or waiting. */
  tone: 'placed' | 'waiting' | 'problem' | 'closed';
  step: OrderPageStep | null;
  actions: readonly OrderPageAction[];
  details: readonly OrderPageDetail[];
}

export const ORDER_PAGE: Record<OrderPageState, OrderPageView> = {
  awaitingPayment: { tone: 'waiting', step: null, actions: ['payOrSwitch', 'cancel'], details: ['mpesaPanel', 'slot'] },
  paymentFailed: { tone: 'problem', step: null, actions: ['payOrSwitch', 'cancel'], details: ['mpesaPanel', 'slot'] },
  paymentExpired: { tone: 'closed', step: null, actions: ['orderAgain'], details: ['mpesaPanel', 'moneyBack'] },
  scheduled: { tone: 'placed', step: 'placed', actions: ['cancel'], details: ['slot', 'mpesaPanel'] },
  waitingForShops: { tone: 'placed', step: 'placed', actions: ['cancel'], details: ['slot', 'substitutions', 'mpesaPanel', 'tracking'] },
  partlyDeclined: { tone: 'problem', step: 'placed', actions: ['continueOrCancel', 'cancel'], details: ['declines', 'moneyBack', 'substitutions', 'mpesaPanel'] },
  preparing: { tone: 'placed', step: 'preparing', actions: ['cancel'], details: ['declines', 'substitutions', 'mpesaPanel', 'tracking'] },
  onTheWay: { tone: 'placed', step: 'onTheWay', actions: [], details: ['tracking', 'pin', 'declines', 'substitutions', 'mpesaPanel'] },
  delivered: { tone: 'placed', step: 'delivered', actions: ['rateAndTip', 'reportProblem', 'orderAgain'], details: ['declines', 'substitutions', 'mpesaPanel'] },
  declined: { tone: 'closed', step: null, actions: ['orderAgain'], details: ['declines', 'moneyBack', 'mpesaPanel'] },
  cancelled: { tone: 'closed', step: null, actions: ['orderAgain'], details: ['moneyBack', 'mpesaPanel'] },
};

/** What the page reads of an order. */
export interface OrderPageInput {
  status: string;
  paymentStatus: string;
  assignedDriverId: string | null;
  subOrderStatuses: readonly string[];
  /** After a shop declined part of the order: 'ask' until the customer goes on with the rest. */
  afterDecline?: 'ask' | 'continue' | null;
}

const AT_THE_SHOPS = ['OrderReceived', 'Preparing', 'ReadyForPickup'];
const ON_THE_ROAD = ['PickedUp', 'OutForDelivery'];

/** The page state of an order; every order status and payment status has one (see the test). */
export function orderPageState(order: OrderPageInput): OrderPageState {
  const { status } = order;
  if (status === AWAITING_PAYMENT) return order.paymentStatus === 'Failed' ? 'paymentFailed' : 'awaitingPayment';
  if (status === EXPIRED) return 'paymentExpired';
  if (status === CANCELLED) return order.paymentStatus === 'Expired' ? 'paymentExpired' : 'cancelled';
  if (status === DECLINED) return 'declined';
  if (status === 'Delivered' || status === CONFIRMED_DELIVERED) return 'delivered';
  if (ON_THE_ROAD.includes(status)) return 'onTheWay';
  const someDeclined = order.subOrderStatuses.some((s) => s === DECLINED);
  if (someDeclined && order.afterDecline === 'ask') return 'partlyDeclined';
  // A rider on the way to the shops already has the customer's PIN to ask for.
  if (order.assignedDriverId !== null && AT_THE_SHOPS.includes(status)) return 'onTheWay';
  if (AT_THE_SHOPS.includes(status)) return 'preparing';
  if (status === SCHEDULED) return 'scheduled';
  if (someDeclined && order.subOrderStatuses.every((s) => isDropped(s) || s === 'Pending' || s === SCHEDULED)) return 'partlyDeclined';
  if (status === 'Pending') return 'waitingForShops';
  // A status the table does not know yet: say plainly the shops have it, without a PIN or actions.
  return 'waitingForShops';
}

/** The delivery PIN shows from the moment a rider is assigned until the order is delivered. */
export function showsDeliveryPin(order: OrderPageInput): boolean {
  return order.assignedDriverId !== null && ORDER_PAGE[orderPageState(order)].details.includes('pin');
}

export function orderPageView(order: OrderPageInput): OrderPageView & { state: OrderPageState } {
  const state = orderPageState(order);
  return { state, ...ORDER_PAGE[state] };
}
