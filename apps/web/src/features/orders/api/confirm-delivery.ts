import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOrder } from '@sokoni/domain/contracts/orders';
import { api } from '../../../lib/api-client.ts';
import { orderKeys } from './query-keys.ts';

/** PUT /api/orders/{id}/confirm-delivery: 'Confirm Received' closes the order as Confirmed Delivered. */
export function confirmDelivery(id: string): Promise<{ message: string; order: TOrder }> {
  return api.put(`/api/orders/${encodeURIComponent(id)}/confirm-delivery`, undefined, { auth: 'user' });
}

export function useConfirmDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmDelivery,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
