import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TAdminCustomer } from '@sokoni/domain/contracts/admin';
import { api } from '../../../lib/api-client.ts';
import { queryString, type Page } from './admin-key.ts';
import { adminKeys } from './query-keys.ts';

/** GET /api/admin/customers?q=&cursor=: customers, newest first. */
export function getCustomers(filters: { q: string; cursor?: string }): Promise<Page<TAdminCustomer>> {
  return api.get<Page<TAdminCustomer>>(`/api/admin/customers${queryString({ ...filters })}`, { auth: 'partner' });
}

export function useCustomers(q: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: adminKeys.customers(q),
      queryFn: ({ pageParam }) => getCustomers({ q, cursor: pageParam }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  );
}
