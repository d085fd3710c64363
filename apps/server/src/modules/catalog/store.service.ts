import type { TPageQuery } from '@sokoni/domain/contracts/catalog';
import type { TPublicPartner } from '@sokoni/domain/contracts/partner';
import { toPublicPartnerDto } from '../partner/partner.dto.ts';
import { pageWindow, toPage } from './pagination.ts';
import { bestRatedStores, type StoreRepository } from './store.repository.ts';

type StoreList = TPublicPartner[] | { items: TPublicPartner[]; nextCursor: string | null };

export function createStoreService(deps: { stores: StoreRepository }) {
  return {
    /** The landing grid: visible stores, best rated first, public fields only. */
    async list(query: TPageQuery): Promise<StoreList> {
      const window = pageWindow(query, bestRatedStores);
      const rows = await deps.stores.listVisible(window);
      const page = toPage(rows, window, bestRatedStores, toPublicPartnerDto);
      return window.paged ? page : page.items;
    },
  };
}
export type StoreService = ReturnType<typeof createStoreService>;
