import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TFacets } from '@sokoni/domain/contracts/catalog';
import { api } from '../../../lib/api-client.ts';
import { catalogKeys } from './query-keys.ts';

/** GET /api/catalog/facets: vendors, categories and subcategories for the filter bar. */
export function getFacets(): Promise<TFacets> {
  return api.get<TFacets>('/api/catalog/facets');
}

export const facetsQueryOptions = () => queryOptions({ queryKey: catalogKeys.facets(), queryFn: getFacets, staleTime: 5 * 60_000 });

export function useFacets() {
  return useQuery(facetsQueryOptions());
}
