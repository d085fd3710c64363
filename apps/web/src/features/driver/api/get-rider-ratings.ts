import { queryOptions } from '@tanstack/react-query';
import type { TRiderRatingSummary } from '@sokoni/domain/contracts/after-delivery';
import { api } from '../../../lib/api-client.ts';
import { driverKeys } from './query-keys.ts';

/** GET /api/driver/ratings: the rider's average and recent ratings, without who gave them. */
export function getRiderRatings(): Promise<TRiderRatingSummary> {
  return api.get<TRiderRatingSummary>('/api/driver/ratings', { auth: 'driver' });
}

export const riderRatingsQueryOptions = (driverId: string) => queryOptions({ queryKey: driverKeys.ratings(driverId), queryFn: getRiderRatings });
