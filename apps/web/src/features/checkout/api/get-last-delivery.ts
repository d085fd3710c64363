import { queryOptions } from '@tanstack/react-query';
import type { TOrder } from '@sokoni/domain/contracts/orders';
import { parseLatLng } from '@sokoni/domain/geo';
import { api } from '../../../lib/api-client.ts';
import { checkoutKeys } from './query-keys.ts';

export type LastDelivery = Pick<TOrder['delivery'], 'town' | 'location' | 'address'>;

/** The place of the customer's newest order with a pin, with the landmark, building and directions given then. */
export function lastDeliveryOf(orders: readonly Pick<TOrder, 'createdAt' | 'delivery'>[]): LastDelivery | null {
  const newest = [...orders]
    .filter((o) => parseLatLng(o.delivery.location))
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0];
  return newest ? { town: newest.delivery.town, location: newest.delivery.location, address: newest.delivery.address } : null;
}

/** GET /api/orders/my-orders, read for where the last order went: checkout offers it first. */
export const lastDeliveryQueryOptions = () =>
  queryOptions({
    queryKey: checkoutKeys.lastDelivery,
    queryFn: async () => lastDeliveryOf(await api.get<TOrder[]>('/api/orders/my-orders', { auth: 'user' })),
    staleTime: 60_000,
  });
