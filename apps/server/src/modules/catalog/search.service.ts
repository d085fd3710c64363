import { SEARCH_GROUP_LIMIT, type TSearchResponse } from '@sokoni/domain/contracts/catalog';
import { storeSchedule } from '@sokoni/domain/opening-hours';
import type { FacetNamesCache } from './facet-names.ts';
import type { SearchRepository, StoreHit } from './search.repository.ts';
import { hasSearchableCharacters } from './text-match.ts';
import { searchTexts } from '@sokoni/domain/shopping-words';
import type { TNearQuery } from '@sokoni/domain/contracts/delivery-reach';
import type { PlaceReach, StoreReachService } from './store-reach.service.ts';

const EMPTY: TSearchResponse = { categories: [], subcategories: [], partners: [], products: [] };

function withSchedule({ openingHours, pausedUntil, ...store }: StoreHit, now: Date): TSearchResponse['partners'][number] {
  const { openNow, opensAt, closesAt, paused } = storeSchedule(openingHours, pausedUntil ? new Date(pausedUntil) : null, now);
  return { ...store, openNow, opensAt, closesAt, paused };
}

/** Stores delivering to the place first, nearest first; products of those stores first, in search order otherwise. */
function nearFirst(result: TSearchResponse, reach: PlaceReach): TSearchResponse {
  const partners = result.partners
    .map((store) => ({ ...store, reach: reach.byStore.get(store._id) }))
    .sort((a, b) => reach.rank(a._id) - reach.rank(b._id));
  const delivers = (id: string) => reach.byStore.get(id)?.deliversHere === true;
  const products = result.products
    .map((product, i) => ({ product: { ...product, reach: reach.byStore.get(product.partnerId) }, i }))
    .sort((a, b) => Number(delivers(b.product.partnerId)) - Number(delivers(a.product.partnerId)) || a.i - b.i)
    .map((p) => p.product);
  return { ...result, partners, products };
}

export function createSearchService(deps: { search: SearchRepository; facetNames: FacetNamesCache; reach: StoreReachService }) {
  return {
    /** `text` arrives cleaned (trimmed, capped); text without a letter or digit can match nothing. */
    async search(text: string, near: TNearQuery = {}): Promise<TSearchResponse> {
      if (!text || !hasSearchableCharacters(text)) return EMPTY;
      // 'unga' finds flour, 'mlik' finds milk: the catalogue is written in English.
      const [result, reach] = await Promise.all([
        deps.search.search(searchTexts(text), SEARCH_GROUP_LIMIT, await deps.facetNames.get()),
        deps.reach.reachOf(near),
      ]);
      const now = new Date();
      const scheduled = { ...result, partners: result.partners.map((store) => withSchedule(store, now)) };
      return reach ? nearFirst(scheduled, reach) : scheduled;
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
