import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TSearchResponse } from '@sokoni/domain/contracts/catalog';
import { api } from '../../../lib/api-client.ts';
import { catalogKeys } from './query-keys.ts';

export const EMPTY_SEARCH: TSearchResponse = { categories: [], subcategories: [], partners: [], products: [] };

/** GET /api/search?q=: suggestions. A failed search is an empty list (spec: search errors are silent). */
export async function searchCatalog(q: string, signal?: AbortSignal): Promise<TSearchResponse> {
  try {
    return await api.get<TSearchResponse>(`/api/search?q=${encodeURIComponent(q)}`, { signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return EMPTY_SEARCH;
  }
}

export const searchQueryOptions = (q: string) =>
  queryOptions({ queryKey: catalogKeys.search(q), queryFn: ({ signal }) => searchCatalog(q, signal), staleTime: 60_000 });

/** Runs only for non-empty text; keeps the previous list on screen while the next one loads. */
export function useSearch(q: string) {
  return useQuery({ ...searchQueryOptions(q), enabled: q !== '', placeholderData: keepPreviousData });
}
