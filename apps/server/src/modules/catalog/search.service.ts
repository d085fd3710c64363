import { SEARCH_GROUP_LIMIT, type TSearchResponse } from '@sokoni/domain/contracts/catalog';
import type { FacetNamesCache } from './facet-names.ts';
import type { SearchRepository } from './search.repository.ts';
import { hasSearchableCharacters } from './text-match.ts';

const EMPTY: TSearchResponse = { categories: [], subcategories: [], partners: [], products: [] };

export function createSearchService(deps: { search: SearchRepository; facetNames: FacetNamesCache }) {
  return {
    /** `text` arrives cleaned (trimmed, capped); text without a letter or digit can match nothing. */
    async search(text: string): Promise<TSearchResponse> {
      if (!text || !hasSearchableCharacters(text)) return EMPTY;
      return deps.search.search(text, SEARCH_GROUP_LIMIT, await deps.facetNames.get());
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
