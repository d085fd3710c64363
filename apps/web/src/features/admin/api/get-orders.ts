import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TAdminOrderRow } from '@sokoni/domain/contracts/admin';
import { api } from '../../../lib/api-client.ts';
import { queryString, type Page } from './admin-key.ts';
import { adminKeys } from './query-keys.ts';

export interface OrderListFilters {
  status: string;
  /** Nairobi calendar days (YYYY-MM-DD), both inclusive. */
  from: string;
  to: string;
  shop: string;
  driver: string;
}

/** GET /api/admin/orders?status=&from=&to=&shop=&driver=&cursor=: orders, newest first. */
export function getOrders(filters: OrderListFilters & { cursor?: string; limit?: number }): Promise<Page<TAdminOrderRow>> {
  return api.get<Page<TAdminOrderRow>>(`/api/admin/orders${queryString({ ...filters })}`, { auth: 'partner' });
}

export const ordersQueryOptions = (filters: OrderListFilters) =>
  infiniteQueryOptions({
    queryKey: adminKeys.orders(filters),
    queryFn: ({ pageParam }) => getOrders({ ...filters, cursor: pageParam, limit: 20 }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useOrders(filters: OrderListFilters) {
  return useInfiniteQuery(ordersQueryOptions(filters));
}
