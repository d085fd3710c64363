import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TSearchResponse } from '@sokoni/domain/contracts/catalog';
import { api } from '../../../lib/api-client.ts';
import { catalogKeys } from './query-keys.ts';

export const EMPTY_SEARCH: TSearchResponse = { categories: [], subcategories: [], partners: [], products: [] };

/** The place ('lat,lng') suggestions are sorted for: stores that deliver there first. */
type Near = { near?: string; town?: string };

/** The search's path with its query, written as public/early-search.js writes it. */
export const searchPath = (q: string, near: Near = {}) => `/api/search?${new URLSearchParams({ q, ...near })}`;

/** GET /api/search?q=(&near=&town=): suggestions. A failed search is an empty list (spec: search errors are silent). */
export async function searchCatalog(q: string, signal?: AbortSignal, near: Near = {}): Promise<TSearchResponse> {
  try {
    return await api.get<TSearchResponse>(searchPath(q, near), { signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return EMPTY_SEARCH;
  }
}

export const searchQueryOptions = (q: string, near: Near = {}) =>
  queryOptions({ queryKey: catalogKeys.search(q, near.near), queryFn: ({ signal }) => searchCatalog(q, signal, near), staleTime: 60_000 });

/**
 * The same query, answered by `early` (the page's early script asked it before the app ran) when
 * that answer came: the request is not made twice. A failed early answer is asked again here.
 */
export const earlySearchQueryOptions = (q: string, near: Near, early: Promise<unknown>) =>
  queryOptions({
    ...searchQueryOptions(q, near),
    queryFn: async ({ signal }) => ((await early) as TSearchResponse | null) ?? searchCatalog(q, signal, near),
  });

/** Runs only for non-empty text; keeps the previous list on screen while the next one loads. */
export function useSearch(q: string, near: Near = {}) {
  return useQuery({ ...searchQueryOptions(q, near), enabled: q !== '', placeholderData: keepPreviousData });
}
