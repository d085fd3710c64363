import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TProduct, TProductList } from '@sokoni/domain/contracts/catalog';
import { api } from '../../../lib/api-client.ts';
import { catalogKeys } from './query-keys.ts';
import { STORE_PAGE_SIZE } from './store-page-size.ts';

export { STORE_PAGE_SIZE };

interface ProductPage {
  items: TProduct[];
  nextCursor: string | null;
}

/** GET /api/products-by-partner/{id}?limit=&cursor=: one page of a store's products ({ products, nextCursor }). */
export async function getStoreProducts(partnerId: string, cursor: string | null, signal?: AbortSignal): Promise<ProductPage> {
  return toStoreProductPage(await api.get<TProductList>(storeProductsPath(partnerId, cursor), { signal }));
}

export function storeProductsPath(partnerId: string, cursor: string | null): string {
  const search = new URLSearchParams({ limit: String(STORE_PAGE_SIZE) });
  if (cursor) search.set('cursor', cursor);
  return `/api/products-by-partner/${encodeURIComponent(partnerId)}?${search}`;
}

export const toStoreProductPage = (body: TProductList): ProductPage => ({ items: body.products, nextCursor: body.nextCursor ?? null });

export const storeProductsQueryOptions = (partnerId: string) =>
  infiniteQueryOptions({
    queryKey: catalogKeys.storeProducts(partnerId),
    queryFn: ({ pageParam, signal }) => getStoreProducts(partnerId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useStoreProducts(partnerId: string | null) {
  return useInfiniteQuery({ ...storeProductsQueryOptions(partnerId ?? ''), enabled: partnerId !== null });
}
