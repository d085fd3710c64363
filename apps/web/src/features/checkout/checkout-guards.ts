import type { DeliveryOption } from '@sokoni/domain/delivery-fee';
import { i18n } from '../../i18n/i18n.ts';

export type FeeState = 'waiting' | 'calculating' | 'ready' | 'failed';


/** The spec's three checks before an order may be placed; null when it may. */
export function placeOrderBlocker({ feeState, option, fee }: { feeState: FeeState; option: DeliveryOption; fee: number | null }): string | null {
  if (feeState !== 'ready' || fee === null) return i18n.t('checkout:guards.feeNotReady');
  if (option === 'platform' && !(fee > 0)) return i18n.t('checkout:guards.platformFeeRequired');
  if (option === 'own' && fee !== 0) return i18n.t('checkout:guards.ownDeliveryNoFee');
  return null;
}
