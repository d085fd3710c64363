import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TPublicPartner } from '@sokoni/domain/contracts/partner';
import { api } from '../../../lib/api-client.ts';
import { catalogKeys } from './query-keys.ts';

/** The landing grid loads this many stores at a time, best rated first. */
export const STORES_PAGE_SIZE = 12;

interface StorePage {
  items: TPublicPartner[];
  nextCursor: string | null;
}

/** GET /api/partners?limit=&cursor=: one page of visible stores (public fields only). */
export function getStores(cursor: string | null, signal?: AbortSignal): Promise<StorePage> {
  const search = new URLSearchParams({ limit: String(STORES_PAGE_SIZE) });
  if (cursor) search.set('cursor', cursor);
  return api.get<StorePage>(`/api/partners?${search}`, { signal });
}

export const storesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: catalogKeys.stores(),
    queryFn: ({ pageParam, signal }) => getStores(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useStores() {
  return useInfiniteQuery(storesQueryOptions());
}
