import type { TPageQuery, TProduct, TProductList } from '@sokoni/domain/contracts/catalog';
import { notFound } from '../../lib/errors.ts';
import { isPaged, pageWindow, toPage } from './pagination.ts';
import { toProductDto } from './product.dto.ts';
import { productOrder } from './product-order.ts';
import type { ProductFilter, ProductRepository } from './product.repository.ts';
import type { StoreRepository } from './store.repository.ts';

/** `{ products }` as the spec's calls answer, with `nextCursor` when the caller asked for a page. */
export type ProductList = TProductList;

const noProducts = (query: TPageQuery): ProductList => (isPaged(query) ? { products: [], nextCursor: null } : { products: [] });

export function createProductService(deps: { products: ProductRepository; stores: StoreRepository }) {
  /** Newest first; unpaged answers stop at UNPAGED_LIST_CAP rows. Hidden stores' products never show. */
  async function list(filter: ProductFilter, query: TPageQuery): Promise<ProductList> {
    const order = productOrder('newest');
    const window = pageWindow(query, order);
    const { rows } = await deps.products.list(filter, order, window);
    const page = toPage(rows, window, order, toProductDto);
    return window.paged ? { products: page.items, nextCursor: page.nextCursor } : { products: page.items };
  }

  return {
    all: (query: TPageQuery) => list({}, query),

    /** No subcategory named, nothing matches. */
    bySubcategory: (subcategory: string, query: TPageQuery) =>
      subcategory ? list({ subcategory }, query) : Promise.resolve(noProducts(query)),

    byPartner: (partnerId: string, query: TPageQuery) => list({ partnerId }, query),

    /** `shop` is a store id, slug or business name; an unknown or hidden store has no products. */
    async byShop(shop: string, query: TPageQuery): Promise<ProductList> {
      const partnerId = await deps.stores.findVisibleId(shop);
      if (!partnerId) return noProducts(query);
      return list({ partnerId }, query);
    },

    async getById(id: string): Promise<TProduct> {
      const row = await deps.products.findVisibleById(id);
      if (!row) throw notFound('Product not found.');
      return toProductDto(row);
    },
  };
}
export type ProductService = ReturnType<typeof createProductService>;
