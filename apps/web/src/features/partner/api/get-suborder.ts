import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSubOrder } from '@sokoni/domain/contracts/orders';
import { api } from '../../../lib/api-client.ts';
import { partnerKeys } from './query-keys.ts';

/** GET /api/suborders/{id}: one of the store's sub-orders with its parent order summary. */
export function getSubOrder(id: string): Promise<TSubOrder> {
  return api.get<TSubOrder>(`/api/suborders/${id}`, { auth: 'partner' });
}

export const subOrderQueryOptions = (id: string) => queryOptions({ queryKey: partnerKeys.subOrder(id), queryFn: () => getSubOrder(id) });

export function useSubOrder(id: string | null) {
  return useQuery({ ...subOrderQueryOptions(id ?? ''), enabled: !!id });
}
