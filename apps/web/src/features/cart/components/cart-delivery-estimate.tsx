import { addShillings } from '@sokoni/domain/money';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { cartTotal, type CartItem } from '../../../lib/cart.ts';
import type { DeliveryPlace } from '../../../lib/delivery-place.ts';
import { platformQuoteRequest } from '../../../lib/delivery-quote.ts';
import { formatKsh } from '../../../lib/format.ts';
import { useDeliveryEstimate } from '../api/get-delivery-estimate.ts';
import { useTranslation } from 'react-i18next';

function Line({ label, value, testId, strong = false }: { label: string; value: string; testId: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <span className={strong ? 'text-sm font-semibold text-stone-900' : 'text-sm font-medium text-stone-600'}>{label}</span>
      <span className={strong ? 'text-xl font-bold text-stone-900' : 'text-sm font-semibold text-stone-900'} data-testid={testId}>
        {value}
      </span>
    </div>
  );
}

/**
 * The cart's figures: items, Sokoni delivery to the customer's place and the total with it, from
 * the same server quote the checkout shows. When the fee is not known yet, the total is the
 * items' alone and the cart says why (no place chosen, still working it out, or the server's
 * refusal with what the trip would cost).
 */
export function CartTotals({ items, place }: { items: CartItem[]; place: DeliveryPlace | null }) {
  const { t } = useTranslation('cart');
  const estimate = useDeliveryEstimate(place ? platformQuoteRequest(items, place) : null);
  const itemsTotal = cartTotal(items);
  const beforeDelivery = <Line label={t('panel.totalBeforeDelivery')} value={formatKsh(itemsTotal)} testId="cart-total" strong />;

  if (!place) {
    return (
      <div className="space-y-2">
        <p className="text-sm text-stone-600">{t('estimate.noPlace')}</p>
        {beforeDelivery}
      </div>
    );
  }
  if (estimate.isPending) {
    return (
      <div className="space-y-2">
        <p role="status" className="flex items-center gap-2 text-sm text-stone-600">
          <Spinner className="text-primary-700" /> {t('estimate.working', { town: place.town })}
        </p>
        {beforeDelivery}
      </div>
    );
  }
  if (estimate.isError) {
    const error = estimate.error;
    const warning = error instanceof ApiError && typeof error.data['warning'] === 'string' ? error.data['warning'] : null;
    return (
      <div className="space-y-2">
        <Alert tone="warning">
          {warning && <p className="font-semibold">{warning}</p>}
          <p>{t('estimate.unknown', { reason: messageOf(error, t('estimate.atCheckout')) })}</p>
        </Alert>
        {beforeDelivery}
      </div>
    );
  }
  const fee = estimate.data.fee;
  return (
    <div className="space-y-2">
      {estimate.data.warning && (
        <Alert tone="warning">
          <p className="font-semibold">{estimate.data.warning}</p>
        </Alert>
      )}
      <Line label={t('panel.items')} value={formatKsh(itemsTotal)} testId="cart-items-total" />
      <Line label={t('estimate.deliveryTo', { town: place.town })} value={formatKsh(fee)} testId="cart-delivery-fee" />
      <Line label={t('panel.total')} value={formatKsh(addShillings(itemsTotal, fee))} testId="cart-total" strong />
    </div>
  );
}
