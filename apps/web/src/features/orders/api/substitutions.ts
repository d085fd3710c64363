import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSubstitution } from '@sokoni/domain/contracts/substitutions';
import { api } from '../../../lib/api-client.ts';
import { orderKeys } from './query-keys.ts';

/** GET /api/orders/{id}/substitutions: replacements the shops proposed for unavailable items. */
export function useOrderSubstitutions(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.substitutions(orderId),
    queryFn: () => api.get<TSubstitution[]>(`/api/orders/${encodeURIComponent(orderId)}/substitutions`, { auth: 'user' }),
    enabled,
  });
}

/** POST /api/substitutions/{id}/answer: approve the replacement, or refuse it (the item is removed). */
export function useAnswerSubstitution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve }: { id: string; approve: boolean }) => api.post<TSubstitution>(`/api/substitutions/${id}/answer`, { approve }, { auth: 'user' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
