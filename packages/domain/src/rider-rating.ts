import { RECEIVED_STATUSES } from './order-statuses.ts';

export const RIDER_RATING_TAGS = ['Friendly', 'On time', 'Careful with items', 'Late', 'Rude'] as const;
export type RiderRatingTag = (typeof RIDER_RATING_TAGS)[number];
export const RIDER_COMMENT_MAX = 500;

export interface RateableOrder {
  status: string;
  deliveryOption: 'platform' | 'own';
  assignedDriverId: string | null;
}

/** Why the customer cannot rate this order's rider (yet), or null: a Sokoni rider delivered it. */
export function whyNoRiderRating(order: RateableOrder): string | null {
  if (order.deliveryOption !== 'platform') return 'Only an order a Sokoni rider delivered can be rated.';
  if (!RECEIVED_STATUSES.includes(order.status)) return 'You can rate the rider once the order is delivered.';
  if (!order.assignedDriverId) return 'Only an order a Sokoni rider delivered can be rated.';
  return null;
}

/** The average of whole-star ratings, to one decimal; null without any. */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  const sum = ratings.reduce((a, b) => a + b, 0);
  return Math.round((sum * 10) / ratings.length) / 10;
}
