import { i18n } from '../../../i18n/i18n.ts';
import { statusLabel } from '../../../components/order/order-status-text.ts';

/** The catalogue key of each order status the shop can meet ('Confirmed Delivered' has a space). */
const STATUS_KEYS = {
  Pending: 'status.Pending',
  AwaitingPayment: 'status.AwaitingPayment',
  Scheduled: 'status.Scheduled',
  OrderReceived: 'status.OrderReceived',
  Preparing: 'status.Preparing',
  ReadyForPickup: 'status.ReadyForPickup',
  PickedUp: 'status.PickedUp',
  OutForDelivery: 'status.OutForDelivery',
  Delivered: 'status.Delivered',
  'Confirmed Delivered': 'status.ConfirmedDelivered',
  Cancelled: 'status.Cancelled',
  Declined: 'status.Declined',
  Expired: 'status.Expired',
} as const;

const isKnown = (status: string): status is keyof typeof STATUS_KEYS => Object.hasOwn(STATUS_KEYS, status);

/** An order status in the shop's words and language; a status the web does not know yet as the shared label. */
export function statusName(status: string): string {
  return isKnown(status) ? i18n.t(STATUS_KEYS[status], { ns: 'partner' }) : statusLabel(status);
}
