import { queryOptions } from '@tanstack/react-query';
import type { TAdminRiderRatings } from '@sokoni/domain/contracts/after-delivery';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/** GET /api/admin/drivers/ratings: approved riders by average rating, lowest first. */
export function getRiderRatings(): Promise<TAdminRiderRatings> {
  return api.get<TAdminRiderRatings>('/api/admin/drivers/ratings', { auth: 'partner' });
}

export const riderRatingsQueryOptions = () => queryOptions({ queryKey: adminKeys.riderRatings(), queryFn: getRiderRatings, staleTime: 0 });
