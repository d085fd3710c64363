import type { QueryClient } from '@tanstack/react-query';
import type { TProductList } from '@sokoni/domain/contracts/catalog';
import { isObjectId } from '@sokoni/domain/ids';
import { facetsQueryOptions } from '../features/catalog/api/get-facets.ts';
import { productQueryOptions } from '../features/catalog/api/get-product.ts';
import { storeQueryOptions } from '../features/catalog/api/get-store.ts';
import { storeProductsPath, storeProductsQueryOptions, toStoreProductPage } from '../features/catalog/api/get-store-products.ts';
import { storesQueryOptions, storesPath } from '../features/catalog/api/get-stores.ts';
import { storefrontQueryOptions, storefrontPath } from '../features/catalog/api/get-storefront.ts';
import { storeSlugQueryOptions } from '../features/catalog/api/resolve-store-slug.ts';
import { storefrontParamsFrom, storefrontViewOf } from '../features/catalog/hooks/storefront-params.ts';
import { errorFromResponse } from '../lib/api-client.ts';

/** How the server reads its own API for a page: the status and parsed body of a GET. */
export type ReadApi = (path: string) => Promise<{ status: number; body: unknown }>;

/** Whether the page's subject exists: an unknown store or product is a 404 page. */
export type FirstDataOutcome = 'found' | 'not-found';

/** The body of a successful answer, as the query that asks for it says it is (the same path the page's own fetch reads). */
async function read<T = never>(api: ReadApi, path: string): Promise<T> {
  const { status, body } = await api(path);
  if (status >= 400) throw errorFromResponse(status, body);
  return body as T;
}

const missing = (error: unknown) => typeof error === 'object' && error !== null && 'status' in error && (error.status === 404 || error.status === 400);

/**
 * Puts a server-rendered page's first data into `client`, under the keys and in the shape the
 * page's own queries use, so its render shows the products and the phone asks for none of them
 * again. Only what the catalogue's tables decide is read here (stores, products, the filter
 * names): a page kept with the catalogue's answers (decision 032) is dropped with them. The rest
 * (promotions, reviews) the phone asks for once the page runs.
 */
export async function loadFirstData(client: QueryClient, pathname: string, search: string, api: ReadApi): Promise<FirstDataOutcome> {
  const path = pathname.replace(/\/+$/, '') || '/';
  try {
    if (path === '/') {
      await client.fetchInfiniteQuery({ ...storesQueryOptions(), queryFn: () => read(api, storesPath(null)) });
      return 'found';
    }
    if (path === '/menu' || path === '/offers' || path === '/featured') {
      const params = storefrontParamsFrom(storefrontViewOf(path), new URLSearchParams(search));
      await Promise.all([
        client.fetchInfiniteQuery({ ...storefrontQueryOptions(params), queryFn: () => read(api, storefrontPath(params, null)) }),
        client.fetchQuery({ ...facetsQueryOptions(), queryFn: () => read(api, '/api/catalog/facets') }),
      ]);
      return 'found';
    }
    const store = /^\/store\/([^/]+)$/.exec(path)?.[1];
    if (store !== undefined) {
      const idOrSlug = decodeURIComponent(store);
      let id = idOrSlug.toLowerCase();
      if (!isObjectId(idOrSlug)) {
        const slug = storeSlugQueryOptions(idOrSlug);
        id = await client.fetchQuery({ ...slug, queryFn: async () => (await read<{ _id: string }>(api, `/api/partners/slug/${encodeURIComponent(idOrSlug)}`))._id });
      }
      await Promise.all([
        client.fetchQuery({ ...storeQueryOptions(id), queryFn: () => read(api, `/api/partners/${encodeURIComponent(id)}`) }),
        client.fetchInfiniteQuery({
          ...storeProductsQueryOptions(id),
          queryFn: async () => toStoreProductPage(await read<TProductList>(api, storeProductsPath(id, null))),
        }),
      ]);
      return 'found';
    }
    const product = /^\/product\/([^/]+)$/.exec(path)?.[1];
    if (product !== undefined) {
      if (!isObjectId(product)) return 'not-found';
      const id = product.toLowerCase();
      await client.fetchQuery({ ...productQueryOptions(id), queryFn: () => read(api, `/api/products/${id}`) });
      return 'found';
    }
    return 'found';
  } catch (error) {
    if (missing(error)) return 'not-found';
    throw error;
  }
}
