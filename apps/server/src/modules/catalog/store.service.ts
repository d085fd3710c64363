import type { TPageQuery } from '@sokoni/domain/contracts/catalog';
import type { TPublicPartner } from '@sokoni/domain/contracts/partner';
import { toPublicPartnerDto } from '../partner/partner.dto.ts';
import { pageWindow, toPage } from './pagination.ts';
import { bestRatedStores, type StoreRepository } from './store.repository.ts';
import type { StoreRatingsRepository } from '../partner/store-ratings.repository.ts';

type StoreList = TPublicPartner[] | { items: TPublicPartner[]; nextCursor: string | null };

export function createStoreService(deps: { stores: StoreRepository; ratings: StoreRatingsRepository }) {
  return {
    /** The landing grid: visible stores, best rated first, public fields only, ratings in light form. */
    async list(query: TPageQuery): Promise<StoreList> {
      const window = pageWindow(query, bestRatedStores);
      const rows = await deps.stores.listVisible(window);
      const ratings = await deps.ratings.entriesOf(rows.map((r) => r.id));
      const page = toPage(rows, window, bestRatedStores, (row) => toPublicPartnerDto(row, ratings.get(row.id)));
      return window.paged ? page : page.items;
    },
  };
}
export type StoreService = ReturnType<typeof createStoreService>;
