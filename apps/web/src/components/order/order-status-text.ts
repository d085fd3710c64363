import { CONFIRMED_DELIVERED } from '@sokoni/domain/order-status';
import { i18n } from '../../i18n/i18n.ts';
import type statusWords from './locales/en.json';

type KnownStatus = keyof (typeof statusWords)['status'];

function isKnown(status: string): status is KnownStatus {
  return i18n.exists(`order:status.${status}`);
}

/** 'ReadyForPickup' -> 'Ready For Pickup' ('Tayari kuchukuliwa'): order statuses as words; unknown values as they are. */
export function statusLabel(status: string): string {
  return isKnown(status) ? i18n.t(`order:status.${status}`) : status.replace(/([a-z])([A-Z])/g, '$1 $2');
}

/** 'OutForDelivery' -> 'Out for delivery': the same words in sentence case, for the driver's compact cards. */
export function statusSentence(status: string): string {
  if (status === CONFIRMED_DELIVERED) return statusLabel(status);
  const words = statusLabel(status).toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
