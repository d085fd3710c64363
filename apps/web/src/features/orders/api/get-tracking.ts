import { queryOptions } from '@tanstack/react-query';
import type { TTracking } from '@sokoni/domain/contracts/dispatch';
import { api } from '../../../lib/api-client.ts';
import { orderKeys } from './query-keys.ts';

/** GET /api/orders/{id}/tracking: where the delivery is, the rider and the ETA (the order's customer only). */
export function getTracking(orderId: string): Promise<TTracking> {
  return api.get<TTracking>(`/api/orders/${encodeURIComponent(orderId)}/tracking`, { auth: 'user' });
}

export const trackingQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: orderKeys.tracking(orderId), queryFn: () => getTracking(orderId), staleTime: 0 });
