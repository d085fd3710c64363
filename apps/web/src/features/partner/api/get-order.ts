import { useQuery } from '@tanstack/react-query';
import type { TOrder } from '@sokoni/domain/contracts/orders';
import { api } from '../../../lib/api-client.ts';
import { partnerKeys } from './query-keys.ts';

/** GET /api/orders/{id}: an order the store has a part in (for notifications without a sub-order). */
export function getOrder(id: string): Promise<TOrder> {
  return api.get<TOrder>(`/api/orders/${encodeURIComponent(id)}`, { auth: 'partner' });
}

export function useOrder(id: string | null) {
  return useQuery({ queryKey: partnerKeys.order(id), queryFn: () => getOrder(id!), enabled: !!id });
}
