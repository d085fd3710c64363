import type { StorefrontView } from '@sokoni/domain/catalog-rules';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ProductGridSkeleton } from './product-grid.tsx';
import { useTranslation } from 'react-i18next';

/** Spec section 9: the storefront shows 12 skeleton cards while loading. */
export const STOREFRONT_SKELETONS = 12;
/** A store page shows this many skeleton cards while its products load. */
export const STORE_SKELETONS = 8;

/** The loading screens of the catalogue pages, shown while their data loads. */
export function StorefrontHeading({ view }: { view: StorefrontView }) {
  const { t } = useTranslation('catalog');
  return (
    <header>
      <h1 className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl">{t(`storefront.views.${view}.title`)}</h1>
      <p className="mt-1 text-sm text-stone-600">{t(`storefront.views.${view}.intro`)}</p>
    </header>
  );
}

export function StorefrontLoading({ view }: { view: StorefrontView }) {
  return (
    <div className="mx-auto max-w-6xl space-y-4 px-4 py-5 sm:px-6 sm:py-8">
      <StorefrontHeading view={view} />
      <Skeleton className="h-11 w-full rounded-xl" />
      <ProductGridSkeleton count={STOREFRONT_SKELETONS} />
    </div>
  );
}

export function StoreLoading() {
  const { t } = useTranslation('catalog');
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6">
      <div aria-hidden="true" className="flex flex-col gap-4 sm:flex-row">
        <Skeleton className="aspect-[16/9] w-full rounded-2xl sm:size-36" />
        <div className="flex-1 space-y-3">
          <Skeleton className="h-7 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      </div>
      <ProductGridSkeleton count={STORE_SKELETONS} label={t('loadingStore')} />
    </div>
  );
}

export function ProductLoading() {
  const { t } = useTranslation('catalog');
  return (
    <div role="status" className="mx-auto grid max-w-6xl gap-6 px-4 py-6 sm:px-6 md:grid-cols-2">
      <span className="sr-only">{t('loadingProduct')}</span>
      <Skeleton className="aspect-square w-full rounded-3xl" />
      <div className="space-y-3">
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="h-24 w-full" />
      </div>
    </div>
  );
}
