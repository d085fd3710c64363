import type { TFacets } from '@sokoni/domain/contracts/catalog';
import type { FacetRepository } from './facet.repository.ts';
import type { StoreRepository } from './store.repository.ts';

/** What the filter bar and the landing chips offer: stores with products, categories, subcategories. */
export function createFacetService(deps: { facets: FacetRepository; stores: StoreRepository }) {
  return {
    async get(category?: string): Promise<TFacets> {
      const [vendors, categories, subcategories] = await Promise.all([
        deps.stores.listVendors(),
        deps.facets.categories(),
        category ? deps.facets.subcategoriesOf(category) : deps.facets.subcategories(),
      ]);
      return {
        vendors: vendors.map((v) => ({ _id: v.id, businessName: v.businessName, slug: v.slug })),
        categories,
        subcategories,
      };
    },
  };
}
export type FacetService = ReturnType<typeof createFacetService>;
