import { api } from '../../../lib/api-client.ts';

/** 'Mark as Picked Up': PUT /api/suborders/{id}/status moving the shop's part straight to OutForDelivery. */
export function markPickedUp(subOrderId: string): Promise<{ message: string; status: string }> {
  return api.put(`/api/suborders/${encodeURIComponent(subOrderId)}/status`, { status: 'OutForDelivery' }, { auth: 'driver' });
}
