import { FEATURED_MIN_RATING, STOREFRONT_DEFAULT_LIMIT, type StorefrontSort, type TStorefrontQuery } from '@sokoni/domain/contracts/catalog';
import { pageWindow, toPage } from './pagination.ts';
import { productJson } from './product.dto.ts';
import { productOrder, type ProductOrderName } from './product-order.ts';
import type { CappedCount, ProductFilter, ProductRepository } from './product.repository.ts';
import type { SpellingRepository } from './spelling.repository.ts';
import type { StoreRepository } from './store.repository.ts';
import type { PlaceReach, StoreReachService } from './store-reach.service.ts';
import { hasSearchableCharacters } from './text-match.ts';
import { centsFromShillings } from '@sokoni/domain/money';
import { searchTexts } from '@sokoni/domain/shopping-words';

const SORTS: Record<Exclude<StorefrontSort, 'relevance'>, ProductOrderName> = {
  price_low_high: 'price_asc',
  price_high_low: 'price_desc',
  rating_high_low: 'rating',
};

/**
 * The /menu, /offers and /featured listings. /offers: products with a discount (discountedPrice
 * above zero). /featured: products rated FEATURED_MIN_RATING or more by at least one customer.
 * "Relevance" is best rated first on /featured and among name matches, newest first otherwise.
 * Name text matches as a substring (any case).
 */
/** With a place and a section: the stores whose products the section shows. */
function reachFilter(reach: PlaceReach | null, section: TStorefrontQuery['reach']): Pick<ProductFilter, 'storeIds' | 'exceptStoreIds'> {
  if (!reach || !section) return {};
  return section === 'near' ? { storeIds: reach.delivering } : { exceptStoreIds: reach.delivering };
}

/** A storefront page's JSON, its fields in TStorefrontResponse's order, from its products' JSON. */
function pageJson(items: string[], nextCursor: string | null, count: CappedCount | undefined): string {
  const total = count ? `,"total":${count.total},"totalCapped":${count.capped}` : '';
  return `{"items":[${items.join(',')}],"nextCursor":${JSON.stringify(nextCursor)}${total}}`;
}

export function createStorefrontService(deps: { products: ProductRepository; stores: StoreRepository; spelling: SpellingRepository; reach: StoreReachService }) {
  /**
   * The texts a name filter accepts after correction: text no product name contains is taken as
   * a misspelling and corrected ('piza' -> 'pizza'). Kiswahili shopping words ('kuku': Kuku
   * Kienyeji and every chicken, searchTexts) are not misspelt English.
   */
  async function corrected(texts: readonly string[]): Promise<readonly string[]> {
    if (texts.length > 1 || (await deps.products.anyNameContains(texts))) return texts;
    const fixed = await deps.spelling.correct(texts[0]!);
    return fixed ? [fixed] : texts;
  }

  /** shop (id, slug or name) and vendor (business name) both name a store; null when no visible store fits both. */
  async function storeFilter(q: TStorefrontQuery): Promise<{ partnerId?: string } | null> {
    const keys = [q.shop, q.vendor].filter((k): k is string => Boolean(k));
    const ids = await Promise.all(keys.map((k) => deps.stores.findVisibleId(k)));
    if (ids.some((id) => id === null) || new Set(ids).size > 1) return null;
    return ids[0] ? { partnerId: ids[0] } : {};
  }

  return {
    /**
     * The page's answer (TStorefrontResponse) as JSON text: each product's is written from its
     * row's kept text (productJson), so a page is not built as objects and stringified again.
     */
    async listJson(q: TStorefrontQuery): Promise<string> {
      // Text with no letter or digit cannot match a name (pg_trgm ignores it), so it filters nothing.
      const texts = [q.q, q.product].filter((t): t is string => Boolean(t) && hasSearchableCharacters(t!));
      const relevance: ProductOrderName = texts.length || q.view === 'featured' ? 'rating' : 'newest';
      const order = productOrder(q.sort === 'relevance' ? relevance : SORTS[q.sort]);
      const window = pageWindow(q, order, STOREFRONT_DEFAULT_LIMIT);
      const wantTotal = q.withTotal === 'true' || q.withTotal === '1';
      const [store, reach] = await Promise.all([storeFilter(q), deps.reach.reachOf(q)]);
      if (!store) return pageJson([], null, wantTotal ? { total: 0, capped: false } : undefined);

      const filter: ProductFilter = {
        ...store,
        category: q.category,
        subcategory: q.subcategory,
        names: texts.map(searchTexts),
        minPriceCents: q.minPrice === undefined ? undefined : centsFromShillings(q.minPrice),
        maxPriceCents: q.maxPrice === undefined ? undefined : centsFromShillings(q.maxPrice),
        minRating: q.view === 'featured' ? Math.max(FEATURED_MIN_RATING, q.minRating ?? 0) : q.minRating,
        discountedOnly: q.view === 'offers',
        ratedOnly: q.view === 'featured',
        ...reachFilter(reach, q.reach),
      };
      // The capped total rides in the page's own statement (one round trip).
      let { rows, count } = await deps.products.list(filter, order, window, wantTotal);
      // A page with a row shows every text in some name, so none needs correcting: only an empty
      // page asks whether a text is misspelt, and is read again with the corrected texts.
      if (!rows.length && filter.names?.length) {
        const names = await Promise.all(filter.names.map(corrected));
        if (names.some((texts, i) => texts !== filter.names![i])) ({ rows, count } = await deps.products.list({ ...filter, names }, order, window, wantTotal));
      }
      const toJson = (row: (typeof rows)[number]) => {
        const storeReach = reach?.byStore.get(row.partnerId);
        return productJson(row, storeReach ? { reach: storeReach } : undefined);
      };
      const page = toPage(rows, window, order, toJson);
      return pageJson(page.items, page.nextCursor, count);
    },
  };
}
export type StorefrontService = ReturnType<typeof createStorefrontService>;
