import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TStorefrontResponse } from '@sokoni/domain/contracts/catalog';
import { api } from '../../../lib/api-client.ts';
import { catalogKeys } from './query-keys.ts';
import { STOREFRONT_PAGE_SIZE, storefrontSearch, type StorefrontParams } from './storefront-search.ts';

export { STOREFRONT_PAGE_SIZE, storefrontSearch, type StorefrontParams };

/** GET /api/storefront: one page of filtered, sorted products; the next page follows the cursor. */
export function getStorefrontPage(params: StorefrontParams, cursor: string | null, signal?: AbortSignal, limit?: number): Promise<TStorefrontResponse> {
  return api.get<TStorefrontResponse>(storefrontPath(params, cursor, limit), { signal });
}

export const storefrontPath = (params: StorefrontParams, cursor: string | null, limit?: number) => `/api/storefront?${storefrontSearch(params, cursor, limit)}`;

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
