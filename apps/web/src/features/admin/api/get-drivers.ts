import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TAdminDriver } from '@sokoni/domain/contracts/admin';
import type { VERIFICATION_STATUSES } from '@sokoni/domain/contracts/driver';
import { api } from '../../../lib/api-client.ts';
import { queryString, type Page } from './admin-key.ts';
import { adminKeys } from './query-keys.ts';

export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
export interface DriverListFilters {
  q: string;
  /** Undefined lists every driver. */
  status?: VerificationStatus;
}

/** GET /api/admin/drivers?q=&status=&cursor=: drivers, newest first. */
export function getDrivers(filters: DriverListFilters & { cursor?: string; limit?: number }): Promise<Page<TAdminDriver>> {
  return api.get<Page<TAdminDriver>>(`/api/admin/drivers${queryString({ ...filters })}`, { auth: 'partner' });
}

export const driversQueryOptions = (filters: DriverListFilters) =>
  infiniteQueryOptions({
    queryKey: adminKeys.drivers(filters),
    queryFn: ({ pageParam }) => getDrivers({ ...filters, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useDrivers(filters: DriverListFilters) {
  return useInfiniteQuery(driversQueryOptions(filters));
}
