import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { StorefrontSort, StorefrontView, TStorefrontResponse } from '@sokoni/domain/contracts/catalog';
import { api } from '../../../lib/api-client.ts';
import { catalogKeys } from './query-keys.ts';

export const STOREFRONT_PAGE_SIZE = 24;

export interface StorefrontParams {
  view: StorefrontView;
  shop?: string;
  category?: string;
  subcategory?: string;
  product?: string;
  vendor?: string;
  minPrice?: string;
  maxPrice?: string;
  minRating?: string;
  sort: StorefrontSort;
  /** The customer's place ('lat,lng') and town, with the section: shops delivering there ('near') or the others ('far'). */
  near?: string;
  town?: string;
  reach?: 'near' | 'far';
}

export function storefrontSearch(params: StorefrontParams, cursor: string | null, limit = STOREFRONT_PAGE_SIZE): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, String(value));
  search.set('limit', String(limit));
  // The first page also says how many products match in all (one count, not one per page).
  if (cursor) search.set('cursor', cursor);
  else search.set('withTotal', 'true');
  return search.toString();
}

/** GET /api/storefront: one page of filtered, sorted products; the next page follows the cursor. */
export function getStorefrontPage(params: StorefrontParams, cursor: string | null, signal?: AbortSignal, limit?: number): Promise<TStorefrontResponse> {
  return api.get<TStorefrontResponse>(`/api/storefront?${storefrontSearch(params, cursor, limit)}`, { signal });
}

export const storefrontQueryOptions = (params: StorefrontParams, limit?: number) =>
  infiniteQueryOptions({
    queryKey: [...catalogKeys.storefront(params), limit ?? STOREFRONT_PAGE_SIZE],
    queryFn: ({ pageParam, signal }) => getStorefrontPage(params, pageParam, signal, limit),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useStorefront(params: StorefrontParams, options: { enabled?: boolean; limit?: number } = {}) {
  return useInfiniteQuery({ ...storefrontQueryOptions(params, options.limit), enabled: options.enabled ?? true });
}
