import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSocketEvents } from '../../../lib/use-socket-events.ts';
import { getSession } from '../../../lib/session.ts';
import type { TDeliveryAttention, TDeliveryAttentionAnswer, TDeliveryAttentionList } from '@sokoni/domain/contracts/delivery-attention';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';
import { useAdminAction } from './use-admin-action.ts';

export type AttentionFilter = 'open' | 'all';

/** GET /api/admin/deliveries/attention?status=: PIN locked after 5 wrong tries, or delivered without PIN. */
export function getDeliveryAttention(status: AttentionFilter): Promise<TDeliveryAttention[]> {
  return api.get<TDeliveryAttentionList>(`/api/admin/deliveries/attention?status=${status}`, { auth: 'partner' }).then((body) => body.items);
}

export function useDeliveryAttention(status: AttentionFilter) {
  const queryClient = useQueryClient();
  // A lock or a hand-over without PIN shows up while the admin is looking (socket 'deliveryFlagged').
  useSocketEvents(getSession().partner?.token ?? null, {
    deliveryFlagged: () => void queryClient.invalidateQueries({ queryKey: adminKeys.deliveries(status) }),
  });
  return useQuery(queryOptions({ queryKey: adminKeys.deliveries(status), queryFn: () => getDeliveryAttention(status) }));
}

const post = (id: string, action: string, body: object) =>
  api.post<TDeliveryAttentionAnswer>(`/api/admin/deliveries/${encodeURIComponent(id)}/${action}`, body, { auth: 'partner' });

/** POST …/review: 'Mark reviewed' (audited). */
export function useReviewDelivery() {
  return useAdminAction(({ id }: { id: string }) => post(id, 'review', {}), 'markDeliveryReviewed');
}

/** POST …/unlock-pin {reason}: the rider may enter the PIN again (audited). */
export function useUnlockDeliveryPin() {
  return useAdminAction(({ id, reason }: { id: string; reason: string }) => post(id, 'unlock-pin', { reason }), 'unlockPin');
}

/** POST …/confirm-delivered {reason}: delivered on the customer's word, through the order process (audited). */
export function useConfirmDelivered() {
  return useAdminAction(({ id, reason }: { id: string; reason: string }) => post(id, 'confirm-delivered', { reason }), 'confirmDelivery');
}
