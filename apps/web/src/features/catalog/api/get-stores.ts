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

type NearParams = { near?: string; town?: string };

/** GET /api/partners?limit=&cursor=(&near=&town=): one page of visible stores (public fields only); with a place, those delivering there first. */
export function getStores(cursor: string | null, signal?: AbortSignal, near: NearParams = {}): Promise<StorePage> {
  return api.get<StorePage>(storesPath(cursor, near), { signal });
}

export function storesPath(cursor: string | null, near: NearParams = {}): string {
  const search = new URLSearchParams({ limit: String(STORES_PAGE_SIZE), ...near });
  if (cursor) search.set('cursor', cursor);
  return `/api/partners?${search}`;
}

export const storesQueryOptions = (near: NearParams = {}) =>
  infiniteQueryOptions({
    queryKey: catalogKeys.stores(near.near ? near : undefined),
    queryFn: ({ pageParam, signal }) => getStores(pageParam, signal, near),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useStores(near: NearParams = {}) {
  return useInfiniteQuery(storesQueryOptions(near));
}
