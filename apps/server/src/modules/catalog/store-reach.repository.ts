import type { TStoreHours } from '@sokoni/domain/opening-hours';
import type { DbOrTx } from '../../db/client.ts';
import { partners } from '../../db/schema/index.ts';
import { storeIsVisible } from './store-visibility.sql.ts';

export interface StorePin {
  id: string;
  location: string;
  town: string;
  deliveryRadiusKm: number | null;
  openingHours: TStoreHours | null;
  pausedUntil: Date | null;
}

/** Where every visible store is and how far it delivers: a few columns a store, read for a list sorted by place. */
export function createStoreReachRepository(db: DbOrTx) {
  const pins = db
    .select({
      id: partners.id,
      location: partners.location,
      town: partners.town,
      deliveryRadiusKm: partners.deliveryRadiusKm,
      openingHours: partners.openingHours,
      pausedUntil: partners.pausedUntil,
    })
    .from(partners)
    .where(storeIsVisible)
    .prepare('visible_store_pins');
  return {
    visiblePins(): Promise<StorePin[]> {
      return pins.execute();
    },
  };
}
export type StoreReachRepository = ReturnType<typeof createStoreReachRepository>;
