import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPartnerNotification } from '@sokoni/domain/contracts/partner-notification';
import { api } from '../../../lib/api-client.ts';
import { partnerKeys } from './query-keys.ts';

/** DELETE /api/partner-notifications/{id}. */
export function deleteNotification(id: string): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/api/partner-notifications/${id}`, { auth: 'partner' });
}

export function useDeleteNotification(partnerId: string) {
  const queryClient = useQueryClient();
  const key = partnerKeys.notifications(partnerId);
  return useMutation({
    mutationFn: deleteNotification,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<TPartnerNotification[]>(key, (list) => list?.filter((n) => n._id !== id));
    },
  });
}
