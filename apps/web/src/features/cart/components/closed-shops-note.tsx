import { storeStatusText } from '../../../components/ui/store-status-text.ts';
import { useNow } from '../../../components/ui/store-status-badge.tsx';
import { useCartStores } from '../api/get-cart-stores.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Trans, useTranslation } from 'react-i18next';

/** Says which shops in the cart stopped taking orders since their items were added, and when they open. */
export function ClosedShopsNote({ shopIds, onSchedule }: { shopIds: readonly string[]; onSchedule?: () => void }) {
  const { t } = useTranslation('cart');
  const now = useNow();
  const closed = useCartStores(shopIds).filter((store) => !store.openNow);
  if (closed.length === 0) return null;
  return (
    <div role="alert" className="mt-3 space-y-1 rounded-xl bg-amber-50 px-3 py-2.5 text-sm text-amber-900">
      {closed.map((store) => (
        <p key={store._id}>
          <Trans t={t} i18nKey="closedShops.note" values={{ shop: store.businessName, status: storeStatusText(store, now) }} components={{ shop: <span className="font-semibold" /> }} />
        </p>
      ))}
      {onSchedule && (
        <Button variant="secondary" size="sm" className="mt-1" onClick={onSchedule}>
          {t('closedShops.schedule')}
        </Button>
      )}
    </div>
  );
}
