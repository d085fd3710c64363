import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TOverview } from '@sokoni/domain/contracts/admin';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/** GET /api/admin/overview?days=: order counts, money, accounts, statuses and the daily series. */
export function getOverview(days: number): Promise<TOverview> {
  return api.get<TOverview>(`/api/admin/overview?days=${days}`, { auth: 'partner' });
}

export const overviewQueryOptions = (days: number) =>
  queryOptions({ queryKey: adminKeys.overview(days), queryFn: () => getOverview(days), placeholderData: keepPreviousData });

export function useOverview(days: number) {
  return useQuery(overviewQueryOptions(days));
}
