import { SEARCH_GROUP_LIMIT, type TSearchResponse } from '@sokoni/domain/contracts/catalog';
import { storeSchedule } from '@sokoni/domain/opening-hours';
import type { FacetNamesCache } from './facet-names.ts';
import type { SearchRepository, StoreHit } from './search.repository.ts';
import { hasSearchableCharacters } from './text-match.ts';

const EMPTY: TSearchResponse = { categories: [], subcategories: [], partners: [], products: [] };

function withSchedule({ openingHours, pausedUntil, ...store }: StoreHit, now: Date): TSearchResponse['partners'][number] {
  const { openNow, opensAt, closesAt, paused } = storeSchedule(openingHours, pausedUntil ? new Date(pausedUntil) : null, now);
  return { ...store, openNow, opensAt, closesAt, paused };
}

export function createSearchService(deps: { search: SearchRepository; facetNames: FacetNamesCache }) {
  return {
    /** `text` arrives cleaned (trimmed, capped); text without a letter or digit can match nothing. */
    async search(text: string): Promise<TSearchResponse> {
      if (!text || !hasSearchableCharacters(text)) return EMPTY;
      const result = await deps.search.search(text, SEARCH_GROUP_LIMIT, await deps.facetNames.get());
      const now = new Date();
      return { ...result, partners: result.partners.map((store) => withSchedule(store, now)) };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
