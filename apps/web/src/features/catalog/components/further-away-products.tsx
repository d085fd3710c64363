import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useStorefront, type StorefrontParams } from '../api/get-storefront.ts';
import { useCatalogDialogs } from './catalog-dialogs-context.ts';
import { ProductGrid, ProductGridSkeleton } from './product-grid.tsx';
import { useTranslation } from 'react-i18next';

/** After the products of shops that deliver to the place: the others, each card with its delivery fee. */
export function FurtherAwayProducts({ params, placeName }: { params: StorefrontParams; placeName: string }) {
  const { t } = useTranslation('catalog');
  const products = useStorefront(params);
  const { openProduct } = useCatalogDialogs();
  const items = products.data?.pages.flatMap((page) => page.items) ?? [];
  if (products.isSuccess && items.length === 0) return null;
  return (
    <section aria-labelledby="further-away-heading" className="space-y-3 pt-6">
      <div>
        <h2 id="further-away-heading" className="text-lg font-bold text-stone-900">
          {t('furtherAway.heading')}
        </h2>
        <p className="text-sm text-stone-600">{t('furtherAway.note', { town: placeName })}</p>
      </div>
      {products.isPending ? (
        <ProductGridSkeleton count={4} label={t('furtherAway.loading')} />
      ) : products.isError && items.length === 0 ? (
        <ErrorState message={t('productsLoadFailed')} onRetry={() => void products.refetch()} />
      ) : (
        <>
          <ProductGrid products={items} onOpen={(p) => openProduct(p._id, p)} label={t('furtherAway.heading')} />
          {products.hasNextPage && (
            <div className="flex justify-center pt-2">
              <Button variant="secondary" loading={products.isFetchingNextPage} onClick={() => void products.fetchNextPage()}>
                {t('loadMore')}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
