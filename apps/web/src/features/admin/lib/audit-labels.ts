import type { TAuditEntry } from '@sokoni/domain/contracts/admin';

const ACTIONS: Record<string, string> = {
  'partner.verify': 'Verified store',
  'partner.suspend': 'Suspended store',
  'partner.reinstate': 'Reinstated store',
  'partner.pause': 'Paused store orders',
  'partner.resume': 'Lifted store pause',
  'driver.approve': 'Approved driver',
  'driver.reject': 'Rejected driver',
  'driver.suspend': 'Suspended driver',
  'driver.reinstate': 'Reinstated driver',
  'customer.suspend': 'Suspended customer',
  'customer.reinstate': 'Reinstated customer',
  'order.cancel': 'Cancelled order',
  'message.handled': 'Handled message',
  'promotions.update': 'Updated promotions',
  'partner.commission': 'Set store commission',
  'ledger.adjust': 'Adjusted a balance',
  'driver.cashHandOver': 'Recorded a cash hand-over',
  'payout.record': 'Recorded a payout',
  'payout.mpesa': 'Sent an M-Pesa payout',
  'payout.retry': 'Retried a failed payout',
  'payout.reverse': 'Marked a payout reversed',
  'order.refundRetry': 'Retried a refund',
  'promo.create': 'Created a promo code',
  'promo.pause': 'Paused a promo code',
  'promo.resume': 'Resumed a promo code',
  'delivery.review': 'Reviewed a flagged delivery',
  'delivery.unlockPin': 'Unlocked a delivery PIN',
  'delivery.confirmDelivered': "Confirmed a delivery on the customer's word",
  'problem.refund': 'Refunded a problem',
  'problem.credit': 'Gave credit for a problem',
};

export function actionLabel(action: string): string {
  return ACTIONS[action] ?? action;
}

/** The details keys that name the target, in the order worth showing. */
const NAME_KEYS = ['businessName', 'username', 'names', 'orderId', 'email'] as const;

/** A readable name for the target (store name, username, order number…), else its type and id. */
export function targetLabel(entry: Pick<TAuditEntry, 'targetType' | 'targetId' | 'details'>): string {
  const details = entry.details && typeof entry.details === 'object' ? (entry.details as Record<string, unknown>) : {};
  const name = NAME_KEYS.map((key) => details[key]).find((v): v is string => typeof v === 'string' && v.trim() !== '');
  if (entry.targetType === 'settings') return name ?? 'Banner and marquee';
  return name ?? `${entry.targetType} ${entry.targetId}`;
}
