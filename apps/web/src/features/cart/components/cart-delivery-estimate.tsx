import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import type { CartItem } from '../../../lib/cart.ts';
import type { DeliveryPlace } from '../../../lib/delivery-place.ts';
import { formatKsh } from '../../../lib/format.ts';
import { useDeliveryEstimate } from '../api/get-delivery-estimate.ts';
import { useTranslation } from 'react-i18next';

/**
 * The platform delivery fee for the cart to the customer's place, before checkout: a warning when
 * it is high, and the server's refusal (with what the trip would cost) when a shop does not
 * deliver there.
 */
export function CartDeliveryEstimate({ items, place }: { items: CartItem[]; place: DeliveryPlace }) {
  const { t } = useTranslation('cart');
  const estimate = useDeliveryEstimate({
    items: items.map((i) => ({ product: i._id, quantity: i.quantity })),
    delivery: { town: place.town, location: place.location, option: 'platform' },
  });
  if (estimate.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-stone-600">
        <Spinner className="text-primary-700" /> {t('estimate.working', { town: place.town })}
      </p>
    );
  }
  if (estimate.isError) {
    const error = estimate.error;
    const warning = error instanceof ApiError && typeof error.data['warning'] === 'string' ? error.data['warning'] : null;
    if (error instanceof ApiError && error.data['outsideRadius'] === true) {
      return (
        <Alert tone="warning">
          {warning && <p className="font-semibold">{warning}</p>}
          <p>{error.serverMessage}</p>
        </Alert>
      );
    }
    return <p className="text-sm text-stone-600">{t('estimate.atCheckout')}</p>;
  }
  return (
    <div className="space-y-2">
      {estimate.data.warning && (
        <Alert tone="warning">
          <p className="font-semibold">{estimate.data.warning}</p>
        </Alert>
      )}
      <div className="flex items-baseline justify-between">
        <span className="text-sm font-medium text-stone-600">{t('estimate.deliveryTo', { town: place.town })}</span>
        <span className="text-sm font-semibold text-stone-900" data-testid="cart-delivery-fee">
          {formatKsh(estimate.data.fee)}
        </span>
      </div>
    </div>
  );
}
