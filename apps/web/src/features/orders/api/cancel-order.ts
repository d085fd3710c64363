import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOrder } from '@sokoni/domain/contracts/orders';
import { api } from '../../../lib/api-client.ts';
import { orderKeys } from './query-keys.ts';

/** POST /api/orders/{id}/cancel: the customer cancels the order until a shop starts preparing it. */
export function cancelOrder(id: string): Promise<{ message: string; order: TOrder }> {
  return api.post(`/api/orders/${encodeURIComponent(id)}/cancel`, undefined, { auth: 'user' });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelOrder, onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }) });
}
