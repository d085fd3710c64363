import type { TProduct } from '@sokoni/domain/contracts/catalog';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/ui/toast-store.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { useSetProductAvailability } from '../api/set-product-availability.ts';

/** Marks a product sold out until the end of the day (Nairobi), or back on sale; the stock count is kept. */
export function SoldOutToggle({ product }: { product: TProduct }) {
  const { t } = useTranslation('partner');
  const mutation = useSetProductAvailability(product.partnerId);
  const soldOut = !product.available;
  const toggle = () =>
    mutation.mutate(
      { productId: product._id, ...(soldOut ? { available: true } : { available: false, until: 'endOfDay' as const }) },
      {
        onSuccess: () => showToast(t(soldOut ? 'soldOut.onSale' : 'soldOut.soldOut', { name: product.name })),
        onError: (error) => showToast(messageOf(error, t('soldOut.failed')), 'error'),
      },
    );
  return (
    <button
      type="button"
      onClick={toggle}
      disabled={mutation.isPending}
      aria-pressed={soldOut}
      aria-label={t(soldOut ? 'soldOut.unmarkLabel' : 'soldOut.markLabel', { name: product.name })}
      className="flex h-9 items-center rounded-lg px-3 text-sm font-semibold text-amber-900 hover:bg-amber-50 disabled:opacity-60"
    >
      {soldOut ? t('soldOut.unmark') : t('soldOut.mark')}
    </button>
  );
}
