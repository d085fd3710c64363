import type { z } from 'zod';
import type { ZCancelOrderResponse } from '@sokoni/domain/contracts/admin';
import { api } from '../../../lib/api-client.ts';
import { useAdminAction } from './use-admin-action.ts';

export type TCancelOrderResponse = z.infer<typeof ZCancelOrderResponse>;

/** POST /api/admin/orders/{id}/cancel {reason}: sub-orders cancelled, stock restored, everyone told live. */
export function cancelOrder({ id, reason }: { id: string; reason: string }): Promise<TCancelOrderResponse> {
  return api.post<TCancelOrderResponse>(`/api/admin/orders/${encodeURIComponent(id)}/cancel`, { reason }, { auth: 'partner' });
}

export function useCancelOrder() {
  return useAdminAction(cancelOrder, 'cancelOrder');
}
