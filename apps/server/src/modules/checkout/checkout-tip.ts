import { whyNoCheckoutTip } from '@sokoni/domain/tips';
import type { DeliveryOption } from '@sokoni/domain/delivery-fee';
import { centsFromShillings } from '@sokoni/domain/money';
import { badRequest } from '../../lib/errors.ts';

/**
 * The tip part of checkout's total, kept apart from the rest of the total so other additions
 * (discounts, credit) change their own step: the server's tip (whole shillings, Sokoni delivery
 * only, checked again here whatever the client sent) and what the customer pays with it.
 * Read from the request in shillings, returned in cents.
 */
export function checkoutTipCents(option: DeliveryOption, requested: number | undefined): number {
  const tip = requested ?? 0;
  const why = whyNoCheckoutTip(option, tip);
  if (why) throw badRequest(why, { tip });
  return centsFromShillings(tip);
}
