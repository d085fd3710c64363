import { queryOptions } from '@tanstack/react-query';
import type { TOrder } from '@sokoni/domain/contracts/orders';
import { api } from '../../../lib/api-client.ts';
import { orderKeys } from './query-keys.ts';

/** GET /api/orders/{id}: one order, by its number (SKN-…) or its _id. */
export function getOrder(id: string): Promise<TOrder> {
  return api.get<TOrder>(`/api/orders/${encodeURIComponent(id)}`, { auth: 'user' });
}

export const orderQueryOptions = (id: string) => queryOptions({ queryKey: orderKeys.one(id), queryFn: () => getOrder(id) });
