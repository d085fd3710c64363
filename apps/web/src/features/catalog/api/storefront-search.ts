import type { StorefrontSort, StorefrontView } from '@sokoni/domain/catalog-rules';

/** The storefront's request, without the query library. */
export const STOREFRONT_PAGE_SIZE = 24;

export interface StorefrontParams {
  view: StorefrontView;
  shop?: string;
  category?: string;
  subcategory?: string;
  product?: string;
  vendor?: string;
  minPrice?: string;
  maxPrice?: string;
  minRating?: string;
  sort: StorefrontSort;
  /** The customer's place ('lat,lng') and town, with the section: shops delivering there ('near') or the others ('far'). */
  near?: string;
  town?: string;
  reach?: 'near' | 'far';
}

export function storefrontSearch(params: StorefrontParams, cursor: string | null, limit = STOREFRONT_PAGE_SIZE): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, String(value));
  search.set('limit', String(limit));
  // The first page also says how many products match in all (one count, not one per page).
  if (cursor) search.set('cursor', cursor);
  else search.set('withTotal', 'true');
  return search.toString();
}

