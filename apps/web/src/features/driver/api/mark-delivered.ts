import type { TDriver } from '@sokoni/domain/contracts/driver';
import type { TDriverOrderResponse } from '@sokoni/domain/contracts/driver-orders';
import { api } from '../../../lib/api-client.ts';

/** PUT /api/orders/{id}/mark-delivered with the customer's PIN; the server records the name and phone of the driver's own account. */
export function markDelivered(orderId: string, driver: Pick<TDriver, 'username' | 'phoneNumber'>, pin: string): Promise<TDriverOrderResponse> {
  return api.put<TDriverOrderResponse>(
    `/api/orders/${encodeURIComponent(orderId)}/mark-delivered`,
    { driverName: driver.username, driverPhone: driver.phoneNumber, pin },
    { auth: 'driver' },
  );
}
