import { isCash } from './payment-methods.ts';
import { RECEIVED_STATUSES } from './order-statuses.ts';
import { paymentStatusAfter } from './payment-process.ts';

/**
 * The order's payment status after it moves to `to`. Cash on delivery is paid when the goods are
 * handed over: the driver marks the order delivered, or the customer confirms receipt (own
 * delivery). Payment methods that pay up front (M-Pesa) will set Paid themselves, before this.
 */
export function paymentStatusAfterMove(order: { paymentMethod: string; paymentStatus: string }, to: string): string {
  if (isCash(order.paymentMethod) && RECEIVED_STATUSES.includes(to)) return paymentStatusAfter('cashCollected', order.paymentStatus) ?? order.paymentStatus;
  return order.paymentStatus;
}
