import { useQuery } from '@tanstack/react-query';
import type { TStoreStatus, TStoreStatusResponse } from '@sokoni/domain/contracts/store-status';
import { api } from '../../../lib/api-client.ts';
import { catalogKeys } from './query-keys.ts';

const NONE = new Map<string, TStoreStatus>();

/**
 * GET /api/store-status for the shops of what is on screen: one question for a whole grid, asked
 * again every minute, since shops open, close and pause by the clock.
 */
export function useStoreStatuses(shopIds: readonly string[]): ReadonlyMap<string, TStoreStatus> {
  const ids = [...new Set(shopIds)].sort();
  const query = useQuery({
    queryKey: catalogKeys.storeStatus(ids),
    queryFn: ({ signal }) => api.get<TStoreStatusResponse>(`/api/store-status?ids=${ids.join(',')}`, { signal }),
    select: (answer) => new Map(answer.stores.map((s) => [s._id, s])),
    enabled: ids.length > 0,
    refetchInterval: 60_000,
    staleTime: 30_000,
  });
  return query.data ?? NONE;
}
