import type { TReorderAnswer } from '@sokoni/domain/contracts/after-delivery';
import { api } from '../../../lib/api-client.ts';

/** GET /api/orders/{id}/reorder: the order's items still sold, at today's prices, and what changed. */
export function getReorder(orderId: string): Promise<TReorderAnswer> {
  return api.get<TReorderAnswer>(`/api/orders/${encodeURIComponent(orderId)}/reorder`, { auth: 'user' });
}
