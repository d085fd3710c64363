import { isCash } from '@sokoni/domain/payment-methods';
import type { TOrderTip, TRiderRating } from '@sokoni/domain/contracts/after-delivery';
import { shillingsFromCents } from '@sokoni/domain/money';
import { RECEIVED_STATUSES } from '@sokoni/domain/order-statuses';
import type { OrderAggregate } from './order-reads.repository.ts';

/** The order's tip line: a checkout tip (paid with the order, the rider's once delivered) or one added after delivery. */
export function orderTipView(aggregate: OrderAggregate): TOrderTip | null {
  const { order } = aggregate;
  if (order.tipCents > 0) {
    return {
      amount: shillingsFromCents(order.tipCents),
      addedAt: 'checkout',
      method: isCash(order.paymentMethod) ? 'cash' : 'mpesa',
      status: RECEIVED_STATUSES.includes(order.status) ? 'Paid' : 'Promised',
    };
  }
  const tip = aggregate.riderTip;
  return tip ? { amount: shillingsFromCents(tip.amountCents), addedAt: 'after', method: tip.method, status: tip.status } : null;
}

export function riderRatingView(rating: NonNullable<OrderAggregate['riderRating']>, orderNumber: string): TRiderRating {
  return { _id: rating.id, orderId: orderNumber, rating: rating.rating, tags: rating.tags, comment: rating.comment, createdAt: rating.createdAt.toISOString() };
}
