import { useSearchParams } from 'react-router';
import type { TProduct } from '@sokoni/domain/contracts/catalog';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { BagIcon } from '../../../components/ui/icons.tsx';
import { useStoreProducts } from '../api/get-store-products.ts';
import { useStorefront } from '../api/get-storefront.ts';
import { useCatalogDialogs } from './catalog-dialogs-context.ts';
import { STORE_SKELETONS } from './page-skeletons.tsx';
import { ProductGrid, ProductGridSkeleton } from './product-grid.tsx';
import { StoreCategoryTabs } from './store-category-tabs.tsx';
import { useTranslation } from 'react-i18next';
import { categoryName } from '../../../lib/platform-words.ts';

/** Spec section 9: the store page shows 8 skeleton cards while loading. */
export { STORE_SKELETONS };

function byCategory(products: TProduct[]): [string, TProduct[]][] {
  const groups = new Map<string, TProduct[]>();
  for (const product of products) groups.set(product.category, [...(groups.get(product.category) ?? []), product]);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

const slugOf = (category: string) => category.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * A store's products grouped by category (prices to one decimal, as the spec shows them on the
 * store page). Choosing a category asks the server for exactly that category of this store.
 */
export function StoreProducts({ partnerId }: { partnerId: string }) {
  const { t } = useTranslation('catalog');
  const [searchParams, setSearchParams] = useSearchParams();
  const category = searchParams.get('category')?.trim() || null;
  const all = useStoreProducts(partnerId);
  const filtered = useStorefront({ view: 'menu', shop: partnerId, category: category ?? undefined, sort: 'relevance' }, { enabled: category !== null });
  const { openProduct } = useCatalogDialogs();
  const open = (p: TProduct) => openProduct(p._id, p);

  const loaded = all.data?.pages.flatMap((page) => page.items) ?? [];
  const categories = [...new Set([...loaded.map((p) => p.category), ...(category ? [category] : [])])].sort((a, b) => a.localeCompare(b));
  const choose = (next: string | null) =>
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next) params.set('category', next);
        else params.delete('category');
        return params;
      },
      { replace: true },
    );

  const list = category ? filtered : all;
  const items = category ? (filtered.data?.pages.flatMap((page) => page.items) ?? []) : loaded;

  if (all.isPending) return <ProductGridSkeleton count={STORE_SKELETONS} />;
  if (all.isError && loaded.length === 0) return <ErrorState message={t('storeProducts.loadFailed')} onRetry={() => void all.refetch()} />;
  if (loaded.length === 0 && !category) {
    return <EmptyState icon={<BagIcon className="size-6" />} title={t('storeProducts.empty')} description={t('storeProducts.checkBack')} />;
  }

  return (
    <div className="space-y-5">
      <StoreCategoryTabs categories={categories} value={category} onChange={choose} />
      {list.isPending ? (
        <ProductGridSkeleton count={STORE_SKELETONS} />
      ) : items.length === 0 ? (
        <EmptyState icon={<BagIcon className="size-6" />} title={t('emptyCategory')} />
      ) : category ? (
        <ProductGrid products={items} onOpen={open} showShop={false} label={categoryName(category)} />
      ) : (
        byCategory(items).map(([name, products]) => (
          <section key={name} aria-labelledby={`category-${slugOf(name)}`}>
            <h2 id={`category-${slugOf(name)}`} className="mb-3 text-lg font-bold text-stone-900">
              {categoryName(name)}
            </h2>
            <ProductGrid products={products} onOpen={open} showShop={false} />
          </section>
        ))
      )}
      {list.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="secondary" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {t('loadMore')}
          </Button>
        </div>
      )}
    </div>
  );
}
