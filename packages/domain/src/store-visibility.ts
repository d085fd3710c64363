/** What decides whether customers see a store. Opening hours and a pause join `suspended` here. */
interface StoreStanding {
  suspended: boolean;
}

/**
 * Whether a store, and with it its products, is public and sellable: listed, searchable, its page
 * shown, its products accepted at checkout. The SQL twin is `storeIsVisible` in
 * apps/server/src/modules/catalog/store-visibility.sql.ts; the two change together.
 */
export function isStoreVisible(store: StoreStanding): boolean {
  return !store.suspended;
}
