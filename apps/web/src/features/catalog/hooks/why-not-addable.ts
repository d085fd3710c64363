import type { TProduct } from '@sokoni/domain/contracts/catalog';
import type { TStoreStatus } from '@sokoni/domain/contracts/store-status';
import { storeStatusText } from '../../../components/ui/store-status-text.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { useNow } from '../../../components/ui/store-status-badge.tsx';
import { useDeliveryPlace } from '../../../lib/use-delivery-place.ts';
import { useStoreStatuses } from '../api/get-store-status.ts';

/**
 * Why 'Add to cart' is off for this product now, in the words its button shows instead: sold
 * out, out of stock, its shop closed or paused ('Paused · back in 20 min'), or a shop that does
 * not deliver to the chosen place. Null when it can be added.
 */
export function whyNotAddable(product: TProduct, status: TStoreStatus | undefined, placeName: string | null, now: Date): string | null {
  if (!product.available) return i18n.t('catalog:soldOutToday');
  if (product.inventory <= 0) return i18n.t('catalog:outOfStock');
  if (status && !status.openNow) return storeStatusText(status, now);
  if (product.reach && !product.reach.deliversHere) return i18n.t('catalog:doesNotDeliver', { place: placeName ?? '' });
  return null;
}

/** whyNotAddable for one product on its own (the product dialog and page): asks for its shop's state. */
export function useWhyNotAddable(product: TProduct | undefined): string | null {
  const statuses = useStoreStatuses(product ? [product.shop._id] : []);
  const now = useNow();
  const place = useDeliveryPlace();
  return product ? whyNotAddable(product, statuses.get(product.shop._id), place?.town ?? null, now) : null;
}
