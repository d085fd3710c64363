import { queryOptions } from '@tanstack/react-query';
import type { TAvailableOrder } from '@sokoni/domain/contracts/driver-orders';
import { api } from '../../../lib/api-client.ts';
import { driverKeys } from './query-keys.ts';

/** GET /api/driver-notifications/{driverId}: orders open to drivers, newest first (approved drivers only). */
export function getAvailableOrders(driverId: string): Promise<TAvailableOrder[]> {
  return api.get<TAvailableOrder[]>(`/api/driver-notifications/${encodeURIComponent(driverId)}`, { auth: 'driver' });
}

export const availableOrdersQueryOptions = (driverId: string) =>
  queryOptions({ queryKey: driverKeys.available(driverId), queryFn: () => getAvailableOrders(driverId), staleTime: 0 });
