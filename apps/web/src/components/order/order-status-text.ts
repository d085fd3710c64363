import { CONFIRMED_DELIVERED } from '@sokoni/domain/order-status';

const LABELS: Record<string, string> = {
  Pending: 'Pending',
  OrderReceived: 'Order Received',
  Preparing: 'Preparing',
  ReadyForPickup: 'Ready For Pickup',
  PickedUp: 'Picked Up',
  OutForDelivery: 'Out For Delivery',
  Delivered: 'Delivered',
  [CONFIRMED_DELIVERED]: CONFIRMED_DELIVERED,
  Cancelled: 'Cancelled',
};

/** 'ReadyForPickup' -> 'Ready For Pickup': order statuses as words; unknown values as they are. */
export function statusLabel(status: string): string {
  return LABELS[status] ?? status.replace(/([a-z])([A-Z])/g, '$1 $2');
}

/** 'OutForDelivery' -> 'Out for delivery': the same words in sentence case, for the driver's compact cards. */
export function statusSentence(status: string): string {
  if (status === CONFIRMED_DELIVERED) return status;
  const words = statusLabel(status).toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
