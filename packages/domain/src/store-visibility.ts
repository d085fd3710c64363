import { storeSchedule, type TStoreHours } from './opening-hours.ts';

/** What decides whether customers see a store. */
interface StoreStanding {
  suspended: boolean;
  /** The operator's account is a partner row with role 'admin': it runs the platform and sells nothing. */
  role: 'partner' | 'admin';
}

/**
 * Whether a store, and with it its products, is public: listed, searchable, its page shown. Not
 * suspended, and not the operator's own account. The
 * SQL twin is `storeIsVisible` in apps/server/src/modules/catalog/store-visibility.sql.ts; the two
 * change together. Hours and a pause do not hide a store: see `isStoreSellableNow`.
 */
export function isStoreVisible(store: StoreStanding): boolean {
  return !store.suspended && store.role === 'partner';
}

interface StoreTimes extends StoreStanding {
  openingHours: TStoreHours | null;
  pausedUntil: Date | null;
}

/**
 * Whether a visible store takes an order for now: inside its opening hours (Nairobi time) and not
 * paused. A closed or paused store stays listed; only quoting and placing an order for now stop.
 * Worked out in the domain, not SQL, because hours cross midnight and closures are dates.
 */
export function isStoreSellableNow(store: StoreTimes, now: Date): boolean {
  return isStoreVisible(store) && storeSchedule(store.openingHours, store.pausedUntil, now).openNow;
}
