import { useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { StorefrontView } from '@sokoni/domain/catalog-rules';
import { storefrontParamsFrom, type FilterKey } from './storefront-params.ts';

export { FILTER_KEYS, type FilterKey } from './storefront-params.ts';
export type FilterPatch = Partial<Record<FilterKey, string | null>>;

/**
 * The storefront's filters live in the URL (shareable, kept on reload and back). Values that
 * the API would refuse (a price that is not a number, an unknown sort) are ignored.
 */
export function useStorefrontFilters(view: StorefrontView) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = storefrontParamsFrom(view, searchParams);

  // Several filters may change before the page re-renders (two price fields settling together):
  // each change builds on the previous one, not on the URL of the last render. While the router
  // is still catching up with our own changes, the URLs it shows on the way are older than
  // `latest` and must not replace it (a filter picked meanwhile would be lost); any other URL
  // (back button, a link) is taken as it is.
  const latest = useRef(searchParams);
  /** The last URL we asked for until the router shows it, and every one asked for on the way. */
  const awaited = useRef<string | null>(null);
  const pushed = useRef(new Set<string>());
  useLayoutEffect(() => {
    const shown = searchParams.toString();
    if (awaited.current !== null && shown !== awaited.current && pushed.current.has(shown)) return;
    awaited.current = null;
    pushed.current.clear();
    latest.current = searchParams;
  }, [searchParams]);

  const update = (patch: FilterPatch) => {
    const next = new URLSearchParams(latest.current);
    for (const [key, value] of Object.entries(patch)) {
      const cleared = value === null || value === undefined || value.trim() === '' || (key === 'sort' && value === 'relevance') || (key === 'minRating' && value === '0');
      if (cleared) next.delete(key);
      else next.set(key, value.trim());
    }
    latest.current = next;
    awaited.current = next.toString();
    pushed.current.add(awaited.current);
    setSearchParams(next, { replace: true });
  };

  /** The filter bar's own choices (shop, category and subcategory come from where the visitor arrived). */
  const activeFilterCount = [params.vendor, params.minPrice, params.maxPrice, params.minRating].filter(Boolean).length;
  const clearFilters = () => update({ vendor: null, minPrice: null, maxPrice: null, minRating: null, product: null, sort: null });

  return { params, raw: searchParams, update, activeFilterCount, clearFilters };
}
