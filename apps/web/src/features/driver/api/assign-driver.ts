import type { TDriverOrderResponse } from '@sokoni/domain/contracts/driver-orders';
import { api } from '../../../lib/api-client.ts';

/**
 * PUT /api/orders/{id}/assign-driver. The driver id is sent because the spec's client sends it;
 * the server takes the driver from the token.
 */
export function assignDriver(orderId: string, driverId: string, action: 'accept' | 'decline'): Promise<TDriverOrderResponse> {
  return api.put<TDriverOrderResponse>(`/api/orders/${encodeURIComponent(orderId)}/assign-driver`, { driverId, action }, { auth: 'driver' });
}
