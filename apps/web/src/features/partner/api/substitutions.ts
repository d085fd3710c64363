import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSubstitution, TSubstitutionProposal } from '@sokoni/domain/contracts/substitutions';
import { api } from '../../../lib/api-client.ts';
import { partnerKeys } from './query-keys.ts';

/** GET /api/orders/{id}/substitutions: the replacements this store proposed in the order. */
export function useStoreSubstitutions(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: partnerKeys.substitutions(orderId),
    queryFn: () => api.get<TSubstitution[]>(`/api/orders/${encodeURIComponent(orderId)}/substitutions`, { auth: 'partner' }),
    enabled,
  });
}

/** POST /api/suborders/{id}/substitutions: one item is unavailable, this product is proposed instead. */
export function useProposeSubstitution(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ subOrderId, body }: { subOrderId: string; body: TSubstitutionProposal }) =>
      api.post<TSubstitution>(`/api/suborders/${subOrderId}/substitutions`, body, { auth: 'partner' }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: partnerKeys.substitutions(orderId) });
      void queryClient.invalidateQueries({ queryKey: partnerKeys.ordersAll });
    },
  });
}
