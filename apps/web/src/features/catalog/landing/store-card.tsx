import { Link } from 'react-router';
import type { TPublicPartner } from '@sokoni/domain/contracts/partner';
import { FallbackImage } from '../../../components/ui/fallback-image.tsx';
import { MapPinIcon } from '../../../components/ui/icons.tsx';
import { Stars } from '../../../components/ui/stars.tsx';
import { StoreStatusBadge } from '../../../components/ui/store-status-badge.tsx';
import { storeHref } from '../hooks/search-target.ts';
import { reviewCountLabel } from '../components/rating-format.ts';
import { ReachLine } from '../components/reach-line.tsx';
import { isUnrated, NewStoreBadge } from '../components/new-store-badge.tsx';
import { useTranslation } from 'react-i18next';

/**
 * A store in the landing grid. The stars and review count open the Store Details dialog; the
 * rest of the card (a link stretched over it) goes to the store page.
 */
export function StoreCard({ store, onShowDetails }: { store: TPublicPartner; onShowDetails: () => void }) {
  const { t } = useTranslation('landing');
  return (
    <article className="relative flex w-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-primary-600">
      <FallbackImage src={store.profileImage} alt="" sizes="(min-width: 1024px) 300px, (min-width: 640px) 33vw, 50vw" className="aspect-[4/3] w-full bg-stone-100 object-cover" />
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <h3 className="line-clamp-2 text-sm font-bold text-stone-900 sm:text-base">
          <Link to={storeHref(store)} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none">
            {store.businessName}
          </Link>
        </h3>
        <p className="flex items-center gap-1 text-xs text-stone-500">
          <MapPinIcon className="size-3.5 shrink-0" />
          {store.town}
        </p>
        <StoreStatusBadge store={store} />
        {store.reach && <ReachLine reach={store.reach} />}
        <button
          type="button"
          onClick={onShowDetails}
          aria-label={
            isUnrated(store.ratings)
              ? t('storeCard.newLabel', { name: store.businessName })
              : t('storeCard.ratedLabel', { name: store.businessName, rating: Math.round(store.ratings.average), reviews: reviewCountLabel(store.ratings.count) })
          }
          className="relative z-10 -mx-1 mt-auto flex flex-wrap items-center gap-x-1.5 gap-y-0.5 self-start rounded-lg px-1 py-1 text-xs text-stone-600 hover:bg-stone-100"
        >
          {isUnrated(store.ratings) ? (
            <NewStoreBadge />
          ) : (
            <>
              <Stars value={store.ratings.average} size="sm" />
              <span className="underline decoration-stone-300 underline-offset-2">{reviewCountLabel(store.ratings.count)}</span>
            </>
          )}
        </button>
      </div>
    </article>
  );
}

export function StoreCardSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
      <div className="aspect-[4/3] w-full animate-pulse bg-stone-200" />
      <div className="space-y-2 p-3 sm:p-4">
        <div className="h-4 w-3/4 animate-pulse rounded bg-stone-200" />
        <div className="h-3 w-1/3 animate-pulse rounded bg-stone-200" />
        <div className="h-3 w-1/2 animate-pulse rounded bg-stone-200" />
      </div>
    </div>
  );
}
