import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPartnerNotification } from '@sokoni/domain/contracts/partner-notification';
import { api } from '../../../lib/api-client.ts';
import { partnerKeys } from './query-keys.ts';

/** PATCH /api/partner-notifications/{id}/read. */
export function markNotificationRead(id: string): Promise<TPartnerNotification> {
  return api.patch<TPartnerNotification>(`/api/partner-notifications/${id}/read`, undefined, { auth: 'partner' });
}

/**
 * Marks it read at once on screen; the spec keeps it read locally even when the call fails
 * (a live notification not stored yet, or a dropped connection).
 */
export function useMarkNotificationRead(partnerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: (id) => {
      queryClient.setQueryData<TPartnerNotification[]>(partnerKeys.notifications(partnerId), (list) =>
        list?.map((n) => (n._id === id ? { ...n, read: true, isRead: true } : n)),
      );
    },
  });
}
