import type { TFacets } from '@sokoni/domain/contracts/catalog';
import type { FacetNamesCache } from './facet-names.ts';
import type { FacetRepository } from './facet.repository.ts';
import type { StoreRepository } from './store.repository.ts';

/** What the filter bar and the landing chips offer: stores with products, categories, subcategories. */
export function createFacetService(deps: { facets: FacetRepository; facetNames: FacetNamesCache; stores: StoreRepository }) {
  return {
    async get(category?: string): Promise<TFacets> {
      const [vendors, names, subcategoriesOf] = await Promise.all([
        deps.stores.listVendors(),
        deps.facetNames.get(),
        category ? deps.facets.subcategoriesOf(category) : undefined,
      ]);
      return {
        vendors: vendors.map((v) => ({ _id: v.id, businessName: v.businessName, slug: v.slug })),
        categories: names.categories,
        subcategories: subcategoriesOf ?? names.subcategories,
      };
    },
  };
}
export type FacetService = ReturnType<typeof createFacetService>;
