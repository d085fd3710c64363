import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSubOrder } from '@sokoni/domain/contracts/orders';
import type { TSubOrderStatusResponse } from '@sokoni/domain/contracts/partner-orders';
import { api } from '../../../lib/api-client.ts';
import { partnerKeys } from './query-keys.ts';

/** PUT /api/suborders/{id}/status, body {status}: the server accepts only the next allowed step. */
export function updateSubOrderStatus(id: string, status: string): Promise<TSubOrderStatusResponse> {
  return api.put<TSubOrderStatusResponse>(`/api/suborders/${id}/status`, { status }, { auth: 'partner' });
}

/** Puts the answer into every cached list and detail that holds this sub-order. */
export function useUpdateSubOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: string }) => updateSubOrderStatus(id, status),
    onSuccess: (answer) => {
      const sub = answer.subOrder;
      queryClient.setQueriesData<TSubOrder[]>({ queryKey: partnerKeys.ordersAll }, (list) =>
        list?.map((s) => (s._id === sub._id ? sub : s)),
      );
      queryClient.setQueryData(partnerKeys.subOrder(sub._id), sub);
    },
    // Someone else (a driver, another tab) may have moved it first: show what the server has now.
    onError: () => queryClient.invalidateQueries({ queryKey: partnerKeys.all }),
  });
}
