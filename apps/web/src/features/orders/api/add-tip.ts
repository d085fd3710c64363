import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAddTipRequest, TOrderTip } from '@sokoni/domain/contracts/after-delivery';
import { api } from '../../../lib/api-client.ts';
import { orderKeys } from './query-keys.ts';

/** POST /api/orders/{id}/tip: a cash tip promised after delivery, which the rider confirms when handed over. */
export function addTip(orderId: string, body: TAddTipRequest): Promise<TOrderTip> {
  return api.post<TOrderTip>(`/api/orders/${encodeURIComponent(orderId)}/tip`, body, { auth: 'user' });
}

export function useAddTip(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAddTipRequest) => addTip(orderId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
