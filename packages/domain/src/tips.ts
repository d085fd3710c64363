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
  if (order.deliveryOption !== 'platform') return 'Only an order a Sokoni rider delivered can carry a tip.';
  if (!RECEIVED_STATUSES.includes(order.status) || !order.deliveredAt) return 'A tip can be added once the order is delivered.';
  if (!order.assignedDriverId) return 'Only an order a Sokoni rider delivered can carry a tip.';
  if (now.getTime() - order.deliveredAt.getTime() > TIP_WINDOW_MS) return 'A tip can be added up to a day after delivery.';
  return null;
}

/** The amounts checkout and the order page offer first; 'Other' takes any allowed amount. */
export const TIP_CHOICES = [20, 50, 100] as const;

/** Why this tip amount (shillings) is refused, or null: whole shillings from 1 to MAX_TIP. */
export function whyNotTipAmount(amount: number): string | null {
  if (!Number.isFinite(amount) || !Number.isInteger(amount)) return 'A tip must be a whole number of shillings.';
  if (amount < 1) return 'A tip must be at least Ksh 1.';
  if (amount > MAX_TIP) return `A tip can be at most Ksh ${MAX_TIP.toLocaleString('en-KE')}.`;
  return null;
}

/** Why a tip cannot be chosen at checkout: only a Sokoni rider's delivery carries one. */
export function whyNoCheckoutTip(deliveryOption: 'platform' | 'own', amount: number): string | null {
  if (amount === 0) return null;
  if (deliveryOption !== 'platform') return 'A tip goes to a Sokoni rider: choose Sokoni delivery to add one.';
  return whyNotTipAmount(amount);
}
