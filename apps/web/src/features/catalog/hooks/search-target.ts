import type { TSearchResponse } from '@sokoni/domain/contracts/catalog';

/** Product search from the search box needs at least this many characters (spec section 9). */
export const PRODUCT_SEARCH_MIN_LENGTH = 2;

export type Suggestion =
  | { kind: 'category'; label: string }
  | { kind: 'subcategory'; label: string }
  | { kind: 'store'; label: string; id: string; slug: string; further?: boolean }
  | { kind: 'product'; label: string; id: string; further?: boolean };

export const storeHref = (store: { _id: string; slug?: string | null }) => `/store/${encodeURIComponent(store.slug || store._id)}`;
const menuHref = (key: string, value: string) => `/menu?${new URLSearchParams({ [key]: value })}`;

/** The suggestion list in display order: categories, subcategories, stores, products. */
/** Suggestions from shops that do not deliver to the customer's place say so. */
const further = (reach: { deliversHere: boolean } | undefined) => (reach && !reach.deliversHere ? { further: true } : {});

export function suggestionsOf(results: TSearchResponse): Suggestion[] {
  return [
    ...results.categories.map((label): Suggestion => ({ kind: 'category', label })),
    ...results.subcategories.map((label): Suggestion => ({ kind: 'subcategory', label })),
    ...results.partners.map((p): Suggestion => ({ kind: 'store', label: p.businessName, id: p._id, slug: p.slug, ...further(p.reach) })),
    ...results.products.map((p): Suggestion => ({ kind: 'product', label: p.name, id: p._id, ...further(p.reach) })),
  ];
}

export function suggestionHref(s: Suggestion): string {
  switch (s.kind) {
    case 'category':
      return menuHref('category', s.label);
    case 'subcategory':
      return menuHref('subcategory', s.label);
    case 'store':
      return storeHref({ _id: s.id, slug: s.slug });
    case 'product':
      return `/product/${s.id}`;
  }
}

/**
 * Where Enter (or the search icon) leads, by the rules of spec section 5: a chosen suggestion;
 * else an exact case-insensitive match on a store, a category or a subcategory; else, with at
 * least two characters and at least one product found, the product search; else nowhere
 * (null: the suggestion list shows instead).
 */
export function searchTarget(text: string, results: TSearchResponse, chosen: Suggestion | null): string | null {
  if (chosen) return suggestionHref(chosen);
  const typed = text.trim();
  if (!typed) return null;
  const same = (value: string) => value.trim().toLocaleLowerCase() === typed.toLocaleLowerCase();

  const store = results.partners.find((p) => same(p.businessName));
  if (store) return storeHref(store);
  const category = results.categories.find(same);
  if (category) return menuHref('category', category);
  const subcategory = results.subcategories.find(same);
  if (subcategory) return menuHref('subcategory', subcategory);
  if (Array.from(typed).length >= PRODUCT_SEARCH_MIN_LENGTH && results.products.length > 0) return menuHref('product', typed);
  return null;
}
