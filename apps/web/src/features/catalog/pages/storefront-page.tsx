import { useLocation } from 'react-router';
import type { StorefrontView } from '@sokoni/domain/contracts/catalog';
import { PageShell } from '../../../components/layout/page-shell.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { BagIcon } from '../../../components/ui/icons.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useStorefront, type StorefrontParams } from '../api/get-storefront.ts';
import { nearParams, useDeliveryPlace } from '../../../lib/use-delivery-place.ts';
import { FurtherAwayProducts } from '../components/further-away-products.tsx';
import { CatalogDialogsProvider } from '../components/catalog-dialogs.tsx';
import { useCatalogDialogs } from '../components/catalog-dialogs-context.ts';
import { ProductGrid, ProductGridSkeleton } from '../components/product-grid.tsx';
import { STOREFRONT_SKELETONS, StorefrontHeading } from '../components/page-skeletons.tsx';
import { StorefrontContext } from '../components/storefront-context.tsx';
import { StorefrontFilters } from '../components/storefront-filters.tsx';
import { StorefrontTopBar } from '../components/storefront-top-bar.tsx';
import { storefrontViewOf } from '../hooks/storefront-params.ts';
import { useStorefrontFilters } from '../hooks/use-storefront-filters.ts';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n/i18n.ts';

export { STOREFRONT_SKELETONS };

/** /menu, /offers and /featured: the product listing with filters in the URL. */
export function StorefrontPage() {
  const { t } = useTranslation('catalog');
  const view = storefrontViewOf(useLocation().pathname);
  useDocumentTitle(t(`storefront.views.${view}.title`));
  return (
    <PageShell>
      <CatalogDialogsProvider>
        <StorefrontTopBar />
        <Storefront view={view} />
      </CatalogDialogsProvider>
    </PageShell>
  );
}

function Storefront({ view }: { view: StorefrontView }) {
  const { t } = useTranslation('catalog');
  const filters = useStorefrontFilters(view);
  const place = useDeliveryPlace();
  const { params } = filters;
  const listed: StorefrontParams = place ? { ...params, ...nearParams(place), reach: 'near' } : params;
  const products = useStorefront(listed);
  const { openProduct } = useCatalogDialogs();
  const items = products.data?.pages.flatMap((page) => page.items) ?? [];
  const total = products.data?.pages[0]?.total;
  const totalCapped = products.data?.pages[0]?.totalCapped === true;

  return (
    <div className="mx-auto max-w-6xl space-y-4 px-4 py-5 sm:px-6 sm:py-8">
      <StorefrontHeading view={view} />
      <StorefrontContext params={params} update={filters.update} />
      <StorefrontFilters params={params} update={filters.update} activeFilterCount={filters.activeFilterCount} clearFilters={filters.clearFilters} />

      {products.isPending ? (
        <ProductGridSkeleton count={STOREFRONT_SKELETONS} />
      ) : products.isError && items.length === 0 ? (
        <ErrorState message={t('productsLoadFailed')} onRetry={() => void products.refetch()} />
      ) : items.length === 0 && !place ? (
        <EmptyState icon={<BagIcon className="size-6" />} title={t('emptyCategory')} description={t('storefront.curating')} />
      ) : items.length === 0 ? (
        <p className="text-sm text-stone-600">{t('storefront.noneNear', { town: place?.town })}</p>
      ) : (
        <>
          {total !== undefined && (
            <p role="status" className="text-sm text-stone-600">
              {t(totalCapped ? 'storefront.totalCapped' : 'storefront.total', { count: total, total: total.toLocaleString(intlLocale()) })}
            </p>
          )}
          <ProductGrid products={items} onOpen={(p) => openProduct(p._id, p)} label={t('storefront.products')} />
          {products.hasNextPage && (
            <div className="flex justify-center pt-2">
              <Button variant="secondary" loading={products.isFetchingNextPage} onClick={() => void products.fetchNextPage()}>
                {t('loadMore')}
              </Button>
            </div>
          )}
        </>
      )}
      {place && products.isSuccess && !products.hasNextPage && <FurtherAwayProducts params={{ ...listed, reach: 'far' }} placeName={place.town} />}
    </div>
  );
}
