import { queryOptions } from '@tanstack/react-query';
import type { TCompletedOrdersResponse } from '@sokoni/domain/contracts/driver-orders';
import { api } from '../../../lib/api-client.ts';
import { driverKeys } from './query-keys.ts';

/**
 * GET /api/driver-completed-orders/{driverId}?withTotals=1&date=YYYY-MM-DD (a delivery day in Kenya;
 * empty for every day). Without withTotals the answer is the spec's plain array of orders.
 */
export function getCompletedOrders(driverId: string, date: string): Promise<TCompletedOrdersResponse> {
  const query = new URLSearchParams({ withTotals: '1' });
  if (date) query.set('date', date);
  return api.get<TCompletedOrdersResponse>(`/api/driver-completed-orders/${encodeURIComponent(driverId)}?${query}`, { auth: 'driver' });
}

export const completedOrdersQueryOptions = (driverId: string, date: string) =>
  queryOptions({ queryKey: driverKeys.completed(driverId, date), queryFn: () => getCompletedOrders(driverId, date), staleTime: 0 });
