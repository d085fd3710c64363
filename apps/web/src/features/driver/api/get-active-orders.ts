import { queryOptions } from '@tanstack/react-query';
import type { TDriverOrder } from '@sokoni/domain/contracts/driver-orders';
import { api } from '../../../lib/api-client.ts';
import { driverKeys } from './query-keys.ts';

/** GET /api/driver-active-orders/{driverId}: accepted orders the customer has not confirmed yet. */
export function getActiveOrders(driverId: string): Promise<TDriverOrder[]> {
  return api.get<TDriverOrder[]>(`/api/driver-active-orders/${encodeURIComponent(driverId)}`, { auth: 'driver' });
}

export const activeOrdersQueryOptions = (driverId: string) =>
  queryOptions({ queryKey: driverKeys.active(driverId), queryFn: () => getActiveOrders(driverId), staleTime: 0 });
