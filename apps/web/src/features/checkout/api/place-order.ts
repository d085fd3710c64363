import type { TPlaceOrderRequest, TPlaceOrderResponse } from '@sokoni/domain/contracts/orders';
import { api } from '../../../lib/api-client.ts';

/**
 * POST /api/orders/place. The Idempotency-Key makes a repeated submit of the same attempt
 * (a double click, a retry after a lost answer) return the order already placed.
 */
export function placeOrder(body: TPlaceOrderRequest, idempotencyKey: string): Promise<TPlaceOrderResponse> {
  return api.post<TPlaceOrderResponse>('/api/orders/place', body, { auth: 'user', headers: { 'Idempotency-Key': idempotencyKey } });
}
