import type { DeliveryOption } from '@sokoni/domain/delivery-fee';

export type FeeState = 'waiting' | 'calculating' | 'ready' | 'failed';

export const FEE_NOT_READY = 'Please wait for delivery fee to be calculated.';
export const PLATFORM_FEE_REQUIRED = 'Platform delivery must have a valid delivery fee.';
export const OWN_DELIVERY_NO_FEE = 'Own delivery should not have any delivery fee.';
export const FEE_FAILED = 'Could not calculate delivery cost. Try again.';

/** The spec's three checks before an order may be placed; null when it may. */
export function placeOrderBlocker({ feeState, option, fee }: { feeState: FeeState; option: DeliveryOption; fee: number | null }): string | null {
  if (feeState !== 'ready' || fee === null) return FEE_NOT_READY;
  if (option === 'platform' && !(fee > 0)) return PLATFORM_FEE_REQUIRED;
  if (option === 'own' && fee !== 0) return OWN_DELIVERY_NO_FEE;
  return null;
}
