import { MIN_RATING_CHOICES, STOREFRONT_SORTS, type StorefrontSort, type StorefrontView } from '@sokoni/domain/catalog-rules';
import type { StorefrontParams } from '../api/storefront-search.ts';

export const FILTER_KEYS = ['shop', 'category', 'subcategory', 'product', 'vendor', 'minPrice', 'maxPrice', 'minRating', 'sort'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const isSort = (value: string | null): value is StorefrontSort => STOREFRONT_SORTS.includes(value as StorefrontSort);
const isPrice = (value: string | null): value is string => value !== null && /^\d+(\.\d{1,2})?$/.test(value.trim());
const isMinRating = (value: string | null): value is string => value !== null && MIN_RATING_CHOICES.some((n) => String(n) === value && n > 0);

export const storefrontViewOf = (pathname: string): StorefrontView =>
  pathname === '/offers' ? 'offers' : pathname === '/featured' ? 'featured' : 'menu';

/**
 * The storefront's filters as its URL says. Values that the API would refuse (a price that is
 * not a number, an unknown sort) are ignored. Pure, so the server's render asks for exactly
 * what the page will.
 */
export function storefrontParamsFrom(view: StorefrontView, searchParams: URLSearchParams): StorefrontParams {
  const text = (key: FilterKey) => searchParams.get(key)?.trim() || undefined;
  const minPrice = searchParams.get('minPrice');
  const maxPrice = searchParams.get('maxPrice');
  const minRating = searchParams.get('minRating');
  const sort = searchParams.get('sort');
  return {
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
}
