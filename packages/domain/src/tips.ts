import { RECEIVED_STATUSES } from './order-statuses.ts';

/** A tip can be added up to a day after the hand-over. */
export const TIP_WINDOW_MS = 24 * 60 * 60 * 1000;
export const MAX_TIP = 10_000;

export interface TippableOrder {
  status: string;
  deliveryOption: 'platform' | 'own';
  assignedDriverId: string | null;
  deliveredAt: Date | null;
}

/** Why no tip can go to this order's rider now, or null when it can (a rider delivered it less than a day ago). */
export function whyNoTip(order: TippableOrder, now: Date): string | null {
  if (order.deliveryOption !== 'platform' || !order.assignedDriverId) return 'Only an order a Sokoni rider delivered can carry a tip.';
  if (!RECEIVED_STATUSES.includes(order.status) || !order.deliveredAt) return 'A tip can be added once the order is delivered.';
  if (now.getTime() - order.deliveredAt.getTime() > TIP_WINDOW_MS) return 'A tip can be added up to a day after delivery.';
  return null;
}
