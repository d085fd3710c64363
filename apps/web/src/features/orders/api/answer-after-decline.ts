import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOrder } from '@sokoni/domain/contracts/orders';
import { api } from '../../../lib/api-client.ts';
import { orderKeys } from './query-keys.ts';

/** POST /api/orders/{id}/after-decline: after a shop declined, go on with the other shops or cancel everything. */
export function answerAfterDecline({ id, choice }: { id: string; choice: 'continue' | 'cancel' }): Promise<{ message: string; order: TOrder }> {
  return api.post(`/api/orders/${encodeURIComponent(id)}/after-decline`, { choice }, { auth: 'user' });
}

export function useAnswerAfterDecline() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: answerAfterDecline, onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }) });
}
