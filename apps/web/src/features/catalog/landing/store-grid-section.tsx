import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { StoreIcon } from '../../../components/ui/icons.tsx';
import { openStoresFirst } from '../../../components/ui/store-status-badge.tsx';
import { useStaticShell } from '../../../components/layout/static-shell.ts';
import { nearParams, useDeliveryPlace } from '../../../lib/use-delivery-place.ts';
import { useStores } from '../api/get-stores.ts';
import { DeliveryPlacePrompt } from './delivery-place-prompt.tsx';
import { useCatalogDialogs } from '../components/catalog-dialogs-context.ts';
import { StoreCard, StoreCardSkeleton } from './store-card.tsx';
import { useTranslation } from 'react-i18next';

/** Spec section 9: the landing grid shows 8 skeleton cards while loading. */
export const STORE_SKELETONS = 8;

const GRID = 'mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';

/**
 * The landing's 'Most Trusted Stores': visible stores, best rated first; once the customer picked
 * where to deliver, the stores that deliver there first, nearest first, and the rest under
 * 'Further away' with their delivery fee.
 */
export function StoreGridSection() {
  const { t } = useTranslation('landing');
  const place = useDeliveryPlace();
  const staticShell = useStaticShell();
  const stores = useStores(nearParams(place));
  const { openStore } = useCatalogDialogs();
  const all = stores.data?.pages.flatMap((page) => page.items) ?? [];
  // Closed and paused stores stay listed, after the ones that take orders now (with a place, the
  // server orders every page that way, nearest first within each).
  const items = place ? all.filter((s) => s.reach?.deliversHere !== false) : openStoresFirst(all);
  const further = place ? all.filter((s) => s.reach?.deliversHere === false) : [];
  const card = (store: (typeof all)[number]) => (
    <li key={store._id} className="flex">
      <StoreCard store={store} onShowDetails={() => openStore(store._id, store)} />
    </li>
  );

  return (
    <section aria-labelledby="stores-heading" className="mx-auto max-w-6xl px-4 pt-12 sm:px-6">
      <h2 id="stores-heading" className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl">
        {t('storeGrid.heading')}
      </h2>
      {place ? (
        <p className="mt-1 text-sm text-stone-600">{t('storeGrid.nearFirst', { town: place.town })}</p>
      ) : (
        !staticShell && <DeliveryPlacePrompt />
      )}
      {stores.isPending ? (
        <div role="status" className={GRID}>
          <span className="sr-only">{t('storeGrid.loading')}</span>
          {Array.from({ length: STORE_SKELETONS }, (_, i) => (
            <StoreCardSkeleton key={i} />
          ))}
        </div>
      ) : stores.isError && items.length === 0 ? (
        <ErrorState
          className="mt-5"
          title={t('storeGrid.unavailable')}
          message={t('storeGrid.loadFailed')}
          onRetry={() => window.location.reload()}
        />
      ) : items.length === 0 && further.length === 0 ? (
        <EmptyState className="mt-5" icon={<StoreIcon className="size-6" />} title={t('storeGrid.empty')} />
      ) : (
        <>
          {items.length > 0 ? (
            <ul className={GRID} aria-label={place ? t('storeGrid.deliveringTo', { town: place.town }) : t('storeGrid.stores')}>
              {items.map(card)}
            </ul>
          ) : (
            place && <p className="mt-5 text-sm text-stone-600">{t('storeGrid.noneDeliverHere', { town: place.town })}</p>
          )}
          {further.length > 0 && (
            <>
              <h3 className="mt-8 text-lg font-bold text-stone-900">{t('storeGrid.furtherAway')}</h3>
              <p className="text-sm text-stone-600">{t('storeGrid.furtherAwayNote', { town: place?.town })}</p>
              <ul className={GRID} aria-label={t('storeGrid.furtherAway')}>
                {further.map(card)}
              </ul>
            </>
          )}
          {stores.hasNextPage && (
            <div className="mt-6 flex justify-center">
              <Button variant="secondary" loading={stores.isFetchingNextPage} onClick={() => void stores.fetchNextPage()}>
                {t('storeGrid.showMore')}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
