import type { TProduct } from '@sokoni/domain/contracts/catalog';
import { showToast } from '../../../components/ui/toast-store.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { useSetProductAvailability } from '../api/set-product-availability.ts';

/** Marks a product sold out until the end of the day (Nairobi), or back on sale; the stock count is kept. */
export function SoldOutToggle({ product }: { product: TProduct }) {
  const mutation = useSetProductAvailability(product.partnerId);
  const soldOut = !product.available;
  const toggle = () =>
    mutation.mutate(
      { productId: product._id, ...(soldOut ? { available: true } : { available: false, until: 'endOfDay' as const }) },
      {
        onSuccess: () => showToast(soldOut ? `${product.name} is on sale again.` : `${product.name} is sold out until the end of the day.`),
        onError: (error) => showToast(messageOf(error, 'Could not change the product.'), 'error'),
      },
    );
  return (
    <button
      type="button"
      onClick={toggle}
      disabled={mutation.isPending}
      aria-pressed={soldOut}
      aria-label={soldOut ? `${product.name} is sold out today: put it back on sale` : `Mark ${product.name} sold out today`}
      className="flex h-9 items-center rounded-lg px-3 text-sm font-semibold text-amber-900 hover:bg-amber-50 disabled:opacity-60"
    >
      {soldOut ? 'Back on sale' : 'Sold out today'}
    </button>
  );
}
