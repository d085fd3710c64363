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
import { StorefrontContext } from '../components/storefront-context.tsx';
import { StorefrontFilters } from '../components/storefront-filters.tsx';
import { StorefrontTopBar } from '../components/storefront-top-bar.tsx';
import { useStorefrontFilters } from '../hooks/use-storefront-filters.ts';

/** Spec section 9: the storefront shows 12 skeleton cards while loading. */
export const STOREFRONT_SKELETONS = 12;

const VIEWS: Record<StorefrontView, { title: string; intro: string }> = {
  menu: { title: 'Menu', intro: 'Everything on sale from every shop on Sokoni.' },
  offers: { title: 'Offers', intro: 'Products on discount right now, at the price you pay today.' },
  featured: { title: 'Featured', intro: 'The best-rated products: rated 4 stars and up by customers.' },
};

const viewOf = (pathname: string): StorefrontView => (pathname === '/offers' ? 'offers' : pathname === '/featured' ? 'featured' : 'menu');

/** /menu, /offers and /featured: the product listing with filters in the URL. */
export function StorefrontPage() {
  const view = viewOf(useLocation().pathname);
  useDocumentTitle(VIEWS[view].title);
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
      <header>
        <h1 className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl">{VIEWS[view].title}</h1>
        <p className="mt-1 text-sm text-stone-600">{VIEWS[view].intro}</p>
      </header>
      <StorefrontContext params={params} update={filters.update} />
      <StorefrontFilters params={params} update={filters.update} activeFilterCount={filters.activeFilterCount} clearFilters={filters.clearFilters} />

      {products.isPending ? (
        <ProductGridSkeleton count={STOREFRONT_SKELETONS} />
      ) : products.isError && items.length === 0 ? (
        <ErrorState message="We couldn't load products right now. Please try again." onRetry={() => void products.refetch()} />
      ) : items.length === 0 && !place ? (
        <EmptyState icon={<BagIcon className="size-6" />} title="No items in this category yet" description="We're curating great options. Please check back soon." />
      ) : items.length === 0 ? (
        <p className="text-sm text-stone-600">No shop that delivers to {place?.town} has these yet.</p>
      ) : (
        <>
          {total !== undefined && (
            <p role="status" className="text-sm text-stone-600">
              {totalCapped ? `${total.toLocaleString('en-KE')}+ products` : total === 1 ? '1 product' : `${total.toLocaleString('en-KE')} products`}
            </p>
          )}
          <ProductGrid products={items} onOpen={(p) => openProduct(p._id, p)} label="Products" />
          {products.hasNextPage && (
            <div className="flex justify-center pt-2">
              <Button variant="secondary" loading={products.isFetchingNextPage} onClick={() => void products.fetchNextPage()}>
                Load more
              </Button>
            </div>
          )}
        </>
      )}
      {place && products.isSuccess && !products.hasNextPage && <FurtherAwayProducts params={{ ...listed, reach: 'far' }} placeName={place.town} />}
    </div>
  );
}
