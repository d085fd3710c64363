import type { TDriverOrderResponse } from '@sokoni/domain/contracts/driver-orders';
import { api } from '../../../lib/api-client.ts';

/** PUT /api/orders/{id}/deliver-without-pin: 'Customer not reachable', with a photo and a note for support. */
export function deliverWithoutPin(orderId: string, note: string, photo: File): Promise<TDriverOrderResponse> {
  const form = new FormData();
  form.append('note', note);
  form.append('photo', photo);
  return api.put<TDriverOrderResponse>(`/api/orders/${encodeURIComponent(orderId)}/deliver-without-pin`, form, { auth: 'driver' });
}
