import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDeclineRequest, TSubOrder } from '@sokoni/domain/contracts/orders';
import { api } from '../../../lib/api-client.ts';
import { partnerKeys } from './query-keys.ts';

/** POST /api/suborders/{id}/decline: the store says no to a new order, with its reason. */
export function declineSubOrder(id: string, body: TDeclineRequest): Promise<{ message: string; subOrder: TSubOrder }> {
  return api.post(`/api/suborders/${id}/decline`, body, { auth: 'partner' });
}

export function useDeclineSubOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TDeclineRequest }) => declineSubOrder(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: partnerKeys.all }),
  });
}
