/** Every catalogue query key starts with 'catalog', so a rating can refresh them together. */
export const catalogKeys = {
  all: ['catalog'] as const,
  stores: (near?: object) => (near ? (['catalog', 'stores', near] as const) : (['catalog', 'stores'] as const)),
  store: (id: string) => ['catalog', 'store', id] as const,
  storeStatus: (ids: readonly string[]) => ['catalog', 'store-status', ids] as const,
  storeSlug: (slug: string) => ['catalog', 'store-slug', slug] as const,
  storeProducts: (id: string) => ['catalog', 'store-products', id] as const,
  product: (id: string) => ['catalog', 'product', id] as const,
  storefront: (params: object) => ['catalog', 'storefront', params] as const,
  facets: () => ['catalog', 'facets'] as const,
  search: (q: string, near?: string) => (near ? (['catalog', 'search', q, near] as const) : (['catalog', 'search', q] as const)),
  reviews: (kind: 'store' | 'product', id: string) => ['catalog', 'reviews', kind, id] as const,
};
