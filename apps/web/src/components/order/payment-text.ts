import { isCash } from '@sokoni/domain/payment-methods';
import { i18n } from '../../i18n/i18n.ts';
import type paymentWords from './locales/en.json';

type Words = typeof paymentWords;

/** 'Mpesa' -> 'M-Pesa', 'COD' -> 'Cash on Delivery': payment methods as people write them. */
export function paymentMethodLabel(method: string): string {
  return i18n.exists(`order:paymentMethod.${method}`) ? i18n.t(`order:paymentMethod.${method as keyof Words['paymentMethod']}`) : method;
}

/** An order's payment status in words; cash is 'Pay on delivery' until it is collected. */
export function paymentStatusLabel(order: { paymentMethod: string; paymentStatus: string }): string {
  if (isCash(order.paymentMethod) && order.paymentStatus === 'Pending') return i18n.t('order:paymentStatus.payOnDelivery');
  const status = order.paymentStatus;
  return i18n.exists(`order:paymentStatus.${status}`) ? i18n.t(`order:paymentStatus.${status as keyof Words['paymentStatus']}`) : status;
}
