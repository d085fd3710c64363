import { useQueries } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZOrderStatusResponse } from '@sokoni/domain/contracts/orders';
import { api } from '../../../lib/api-client.ts';
import { partnerKeys } from './query-keys.ts';

export type OrderStatusAnswer = z.infer<typeof ZOrderStatusResponse>;

/** The spec's poll interval for an order out for delivery. */
export const PARENT_STATUS_POLL_MS = 8000;

/** GET /api/orders/{id}/status: the order's status and its sub-orders'. */
export function getOrderStatus(id: string): Promise<OrderStatusAnswer> {
  return api.get<OrderStatusAnswer>(`/api/orders/${encodeURIComponent(id)}/status`, { auth: 'partner' });
}

/** Polls every order in `ids` every 8 s; answers by order id (missing until the first answer). */
export function useOrderStatusPolls(ids: readonly string[]): Record<string, OrderStatusAnswer> {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: partnerKeys.orderStatus(id),
      queryFn: () => getOrderStatus(id),
      refetchInterval: PARENT_STATUS_POLL_MS,
    })),
    combine: (results) => Object.fromEntries(results.flatMap((r) => (r.data ? [[r.data._id, r.data] as const] : []))),
  });
}
