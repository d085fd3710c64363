import type { TPublicPartner } from '@sokoni/domain/contracts/partner';
import { FallbackImage } from '../../../components/ui/fallback-image.tsx';
import { MapPinIcon } from '../../../components/ui/icons.tsx';
import { Stars } from '../../../components/ui/stars.tsx';
import { isUnrated, NewStoreBadge } from './new-store-badge.tsx';
import { StoreStatusBadge } from '../../../components/ui/store-status-badge.tsx';
import { headerAverage, reviewCountLabel } from './rating-format.ts';
import { useTranslation } from 'react-i18next';

/** The store page's header: picture, name, town, average (one decimal) and description. */
export function StoreHeader({ store, onShowDetails }: { store: TPublicPartner; onShowDetails: () => void }) {
  const { t } = useTranslation('catalog');
  return (
    <header className="bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-5 sm:flex-row sm:items-center sm:gap-6 sm:px-6 sm:py-8">
        <FallbackImage src={store.profileImage} alt="" sizes="(min-width: 640px) 144px, 100vw" className="aspect-[16/9] w-full rounded-2xl bg-stone-100 object-cover sm:aspect-square sm:size-36 sm:shrink-0" />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl">{store.businessName}</h1>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-stone-600">
            <MapPinIcon className="size-4 shrink-0 text-primary-700" />
            {store.town}
            {store.address ? ` · ${store.address}` : ''}
          </p>
          <StoreStatusBadge store={store} className="mt-2" />
          <button
            type="button"
            onClick={onShowDetails}
            className="-mx-1.5 mt-2 flex flex-wrap items-center gap-2 rounded-lg px-1.5 py-1 text-sm hover:bg-stone-100"
            aria-label={
              isUnrated(store.ratings)
                ? t('storeHeader.newLabel')
                : t('storeHeader.ratedLabel', { average: headerAverage(store.ratings.average), reviews: reviewCountLabel(store.ratings.count) })
            }
          >
            {isUnrated(store.ratings) ? (
              <NewStoreBadge />
            ) : (
              <>
                <span className="text-lg font-extrabold text-stone-900" data-testid="store-header-average">
                  {headerAverage(store.ratings.average)}
                </span>
                <Stars value={store.ratings.average} />
                <span className="text-stone-600 underline decoration-stone-300 underline-offset-2">{reviewCountLabel(store.ratings.count)}</span>
              </>
            )}
            <span className="font-semibold text-primary-700">{t('storeHeader.rateAndReview')}</span>
          </button>
          {store.description && <p className="mt-2 max-w-2xl text-sm text-stone-700">{store.description}</p>}
        </div>
      </div>
    </header>
  );
}
