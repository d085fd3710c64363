import { useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { MIN_RATING_CHOICES, STOREFRONT_SORTS, type StorefrontSort, type StorefrontView } from '@sokoni/domain/contracts/catalog';
import type { StorefrontParams } from '../api/get-storefront.ts';

export const FILTER_KEYS = ['shop', 'category', 'subcategory', 'product', 'vendor', 'minPrice', 'maxPrice', 'minRating', 'sort'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type FilterPatch = Partial<Record<FilterKey, string | null>>;

const isSort = (value: string | null): value is StorefrontSort => STOREFRONT_SORTS.includes(value as StorefrontSort);
const isPrice = (value: string | null): value is string => value !== null && /^\d+(\.\d{1,2})?$/.test(value.trim());
const isMinRating = (value: string | null): value is string => value !== null && MIN_RATING_CHOICES.some((n) => String(n) === value && n > 0);

/**
 * The storefront's filters live in the URL (shareable, kept on reload and back). Values that
 * the API would refuse (a price that is not a number, an unknown sort) are ignored.
 */
export function useStorefrontFilters(view: StorefrontView) {
  const [searchParams, setSearchParams] = useSearchParams();
  const text = (key: FilterKey) => searchParams.get(key)?.trim() || undefined;
  const minPrice = searchParams.get('minPrice');
  const maxPrice = searchParams.get('maxPrice');
  const minRating = searchParams.get('minRating');
  const sort = searchParams.get('sort');

  const params: StorefrontParams = {
    view,
    shop: text('shop'),
    category: text('category'),
    subcategory: text('subcategory'),
    product: text('product'),
    vendor: text('vendor'),
    minPrice: isPrice(minPrice) ? minPrice.trim() : undefined,
    maxPrice: isPrice(maxPrice) ? maxPrice.trim() : undefined,
    minRating: isMinRating(minRating) ? minRating : undefined,
    sort: isSort(sort) ? sort : 'relevance',
  };

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
