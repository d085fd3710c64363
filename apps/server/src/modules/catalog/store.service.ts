import { UNPAGED_LIST_CAP, type TPageQuery } from '@sokoni/domain/contracts/catalog';
import type { TNearQuery } from '@sokoni/domain/contracts/delivery-reach';
import type { TPublicPartner } from '@sokoni/domain/contracts/partner';
import type { TStoreStatus } from '@sokoni/domain/contracts/store-status';
import { storeSchedule } from '@sokoni/domain/opening-hours';
import { toPublicPartnerDto } from '../partner/partner.dto.ts';
import { decodeOffsetCursor, encodeOffsetCursor } from './offset-cursor.ts';
import { isPaged, pageWindow, toPage } from './pagination.ts';
import { bestRatedStores, type StoreRepository } from './store.repository.ts';
import type { StoreRatingsRepository } from '../partner/store-ratings.repository.ts';
import type { PlaceReach, StoreReachService } from './store-reach.service.ts';

type StoreList = TPublicPartner[] | { items: TPublicPartner[]; nextCursor: string | null };

export function createStoreService(deps: { stores: StoreRepository; ratings: StoreRatingsRepository; reach: StoreReachService }) {
  async function toDtos(rows: Awaited<ReturnType<StoreRepository['listVisible']>>, reach?: PlaceReach) {
    const ratings = await deps.ratings.entriesOf(rows.map((r) => r.id));
    return rows.map((row) => {
      const dto = toPublicPartnerDto(row, ratings.get(row.id));
      const storeReach = reach?.byStore.get(row.id);
      return storeReach ? { ...dto, reach: storeReach } : dto;
    });
  }

  /** Stores that deliver to the place first, nearest first, then the others nearest first. */
  async function listNear(query: TPageQuery, reach: PlaceReach): Promise<StoreList> {
    const ordered = [...reach.delivering, ...reach.further];
    const start = query.cursor ? decodeOffsetCursor('stores-near', query.cursor) : (query.offset ?? 0);
    const end = start + (query.limit ?? UNPAGED_LIST_CAP);
    const rows = (await deps.stores.findVisibleByIds(ordered.slice(start, end))).sort((a, b) => reach.rank(a.id) - reach.rank(b.id));
    const items = await toDtos(rows, reach);
    if (!isPaged(query)) return items;
    return { items, nextCursor: end < ordered.length ? encodeOffsetCursor('stores-near', end) : null };
  }

  return {
    /** Whether each visible shop among `ids` takes orders now: never cached, shops open and pause by the clock. */
    async statuses(ids: string[], now = new Date()): Promise<TStoreStatus[]> {
      const rows = await deps.stores.findVisibleByIds(ids);
      return rows.map((row) => ({ _id: row.id, ...storeSchedule(row.openingHours, row.pausedUntil, now) }));
    },

    /** The landing grid: visible stores, best rated first (or by distance to `near`), public fields only, ratings in light form. */
    async list(query: TPageQuery & TNearQuery): Promise<StoreList> {
      const reach = await deps.reach.reachOf(query);
      if (reach) return listNear(query, reach);
      const window = pageWindow(query, bestRatedStores);
      const rows = await deps.stores.listVisible(window);
      const ratings = await deps.ratings.entriesOf(rows.map((r) => r.id));
      const page = toPage(rows, window, bestRatedStores, (row) => toPublicPartnerDto(row, ratings.get(row.id)));
      return window.paged ? page : page.items;
    },
  };
}
export type StoreService = ReturnType<typeof createStoreService>;
