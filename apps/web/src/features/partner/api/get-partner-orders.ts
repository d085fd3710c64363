import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSubOrder } from '@sokoni/domain/contracts/orders';
import { api } from '../../../lib/api-client.ts';
import { partnerKeys } from './query-keys.ts';

/** GET /api/partners/{id}/orders: the store's sub-orders, newest first. */
export function getPartnerOrders(partnerId: string): Promise<TSubOrder[]> {
  return api.get<TSubOrder[]>(`/api/partners/${partnerId}/orders`, { auth: 'partner' });
}

export const partnerOrdersQueryOptions = (partnerId: string) =>
  queryOptions({ queryKey: partnerKeys.orders(partnerId), queryFn: () => getPartnerOrders(partnerId) });

export function usePartnerOrders(partnerId: string) {
  return useQuery(partnerOrdersQueryOptions(partnerId));
}
