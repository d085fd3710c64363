import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPartnerNotification } from '@sokoni/domain/contracts/partner-notification';
import { api } from '../../../lib/api-client.ts';
import { partnerKeys } from './query-keys.ts';

/** PATCH /api/partner-notifications/read-all. */
export function markAllNotificationsRead(): Promise<{ message: string; updated: number }> {
  return api.patch<{ message: string; updated: number }>('/api/partner-notifications/read-all', undefined, { auth: 'partner' });
}

export function useMarkAllNotificationsRead(partnerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: () => {
      queryClient.setQueryData<TPartnerNotification[]>(partnerKeys.notifications(partnerId), (list) =>
        list?.map((n) => ({ ...n, read: true, isRead: true })),
      );
    },
  });
}
