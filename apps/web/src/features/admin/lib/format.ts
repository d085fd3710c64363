import { CONFIRMED_DELIVERED } from '@sokoni/domain/order-status';

/** Kenya keeps one time zone all year; the console shows every instant in it, whatever the admin's device says. */
const NAIROBI = 'Africa/Nairobi';

const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: NAIROBI,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const DATE = new Intl.DateTimeFormat('en-GB', { timeZone: NAIROBI, day: 'numeric', month: 'short', year: 'numeric' });
const SHORT_DAY = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' });

/** '22 Nov 2026, 14:05' (Nairobi time). */
export function formatDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}

/** '22 Nov 2026' (Nairobi day). */
export function formatDate(iso: string): string {
  return DATE.format(new Date(iso));
}

/** A calendar day 'YYYY-MM-DD' as '22 Nov' (the day itself, no time zone shift). */
export function formatDay(day: string): string {
  return SHORT_DAY.format(new Date(`${day}T00:00:00Z`));
}

const STATUS_LABELS: Record<string, string> = {
  OrderReceived: 'Order Received',
  ReadyForPickup: 'Ready For Pickup',
  PickedUp: 'Picked Up',
  OutForDelivery: 'Out For Delivery',
  [CONFIRMED_DELIVERED]: CONFIRMED_DELIVERED,
};

/** 'ReadyForPickup' -> 'Ready For Pickup'; other statuses read as they are. */
export function statusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}

const NUMBER = new Intl.NumberFormat('en-KE');

/** 12,345 */
export function formatCount(value: number): string {
  return NUMBER.format(value);
}

/** Whole shillings for cards and axes: 'Ksh 12,345'. */
export function formatKshWhole(value: number): string {
  return `Ksh ${NUMBER.format(Math.round(value))}`;
}
