import type { TDeliveryArea } from '@sokoni/domain/contracts/auth';
import { isObjectId } from '@sokoni/domain/ids';
import { STORE_PAGE_SIZE } from '../features/catalog/api/store-page-size.ts';
import { storefrontSearch } from '../features/catalog/api/storefront-search.ts';
import { storefrontParamsFrom, storefrontViewOf } from '../features/catalog/hooks/storefront-params.ts';

/**
 * The API reads a page starts with, by address: what early-data.ts asks for while the app's own
 * scripts are still downloading. Each must be the exact path the page's query asks for (the app
 * takes the answer by path); anything it cannot know here (a slug to resolve first) is left to
 * the page.
 */
export function firstRequests(pathname: string, search: string, place: TDeliveryArea | null): string[] {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/menu' || path === '/offers' || path === '/featured') {
    const params = storefrontParamsFrom(storefrontViewOf(path), new URLSearchParams(search));
    const listed = place ? { ...params, near: place.location, town: place.town, reach: 'near' as const } : params;
    return [`/api/storefront?${storefrontSearch(listed, null)}`, '/api/catalog/facets', '/api/promotions'];
  }
  const store = /^\/store\/([^/]+)$/.exec(path)?.[1];
  if (store && isObjectId(store)) {
    const id = store.toLowerCase();
    return [`/api/partners/${id}`, `/api/products-by-partner/${id}?${new URLSearchParams({ limit: String(STORE_PAGE_SIZE) })}`];
  }
  const product = /^\/product\/([^/]+)$/.exec(path)?.[1];
  if (product && isObjectId(product)) return [`/api/products/${product.toLowerCase()}`];
  return [];
}
