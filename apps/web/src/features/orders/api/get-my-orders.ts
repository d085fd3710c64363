import { queryOptions } from '@tanstack/react-query';
import type { TOrder } from '@sokoni/domain/contracts/orders';
import { api } from '../../../lib/api-client.ts';
import { orderKeys } from './query-keys.ts';


/** GET /api/orders/my-orders: the customer's orders, newest first. */
export function getMyOrders(): Promise<TOrder[]> {
  return api.get<TOrder[]>('/api/orders/my-orders', { auth: 'user' });
}

/** `every` is the spec's poll: current orders every 10 s, past orders every 20 s. */
export const myOrdersQueryOptions = (every: number) =>
  queryOptions({ queryKey: orderKeys.mine(), queryFn: getMyOrders, refetchInterval: every, staleTime: 0 });
