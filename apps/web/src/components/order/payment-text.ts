/** 'Mpesa' -> 'M-Pesa', 'COD' -> 'Cash on Delivery': payment methods as people write them. */
export function paymentMethodLabel(method: string): string {
  if (method === 'COD') return 'Cash on Delivery';
  if (method === 'Mpesa') return 'M-Pesa';
  return method;
}

const PAYMENT_STATUS: Record<string, string> = {
  Pending: 'Not paid yet',
  AwaitingPayment: 'Awaiting payment',
  Paid: 'Paid',
  Failed: 'Payment failed',
  Expired: 'Expired unpaid',
  RefundPending: 'Refund pending',
  Refunded: 'Refunded',
  RefundFailed: 'Refund failed',
};

/** An order's payment status in words; cash is 'Pay on delivery' until it is collected. */
export function paymentStatusLabel(order: { paymentMethod: string; paymentStatus: string }): string {
  if (order.paymentMethod === 'COD' && order.paymentStatus === 'Pending') return 'Pay on delivery';
  return PAYMENT_STATUS[order.paymentStatus] ?? order.paymentStatus;
}
