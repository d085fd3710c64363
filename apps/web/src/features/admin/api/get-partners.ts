import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TAdminPartner } from '@sokoni/domain/contracts/admin';
import { api } from '../../../lib/api-client.ts';
import { queryString, type Page } from './admin-key.ts';
import { adminKeys } from './query-keys.ts';

export type PartnerFilter = 'all' | 'unverified' | 'suspended';
export interface PartnerListFilters {
  q: string;
  status: PartnerFilter;
}

/** GET /api/admin/partners?q=&status=&cursor=: stores, newest first. */
export function getPartners(filters: PartnerListFilters & { cursor?: string; limit?: number }): Promise<Page<TAdminPartner>> {
  return api.get<Page<TAdminPartner>>(`/api/admin/partners${queryString({ ...filters })}`, { auth: 'partner' });
}

export const partnersQueryOptions = (filters: PartnerListFilters) =>
  infiniteQueryOptions({
    queryKey: adminKeys.partners(filters),
    queryFn: ({ pageParam }) => getPartners({ ...filters, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function usePartners(filters: PartnerListFilters) {
  return useInfiniteQuery(partnersQueryOptions(filters));
}
