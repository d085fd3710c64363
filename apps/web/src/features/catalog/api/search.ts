import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TSearchResponse } from '@sokoni/domain/contracts/catalog';
import { api } from '../../../lib/api-client.ts';
import { catalogKeys } from './query-keys.ts';

export const EMPTY_SEARCH: TSearchResponse = { categories: [], subcategories: [], partners: [], products: [] };

/** The place ('lat,lng') suggestions are sorted for: stores that deliver there first. */
type Near = { near?: string; town?: string };

/** GET /api/search?q=(&near=&town=): suggestions. A failed search is an empty list (spec: search errors are silent). */
export async function searchCatalog(q: string, signal?: AbortSignal, near: Near = {}): Promise<TSearchResponse> {
  try {
    const search = new URLSearchParams({ q, ...near });
    return await api.get<TSearchResponse>(`/api/search?${search}`, { signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return EMPTY_SEARCH;
  }
}

export const searchQueryOptions = (q: string, near: Near = {}) =>
  queryOptions({ queryKey: catalogKeys.search(q, near.near), queryFn: ({ signal }) => searchCatalog(q, signal, near), staleTime: 60_000 });

/** Runs only for non-empty text; keeps the previous list on screen while the next one loads. */
export function useSearch(q: string, near: Near = {}) {
  return useQuery({ ...searchQueryOptions(q, near), enabled: q !== '', placeholderData: keepPreviousData });
}
