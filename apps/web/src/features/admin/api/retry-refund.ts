import { formatKsh } from '../../../lib/format.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRefundView } from '@sokoni/domain/contracts/payments';
import { showToast } from '../../../components/ui/toast-store.ts';
import { api, messageOf } from '../../../lib/api-client.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { adminKeys } from './query-keys.ts';

/** POST /api/admin/orders/{id}/refunds/{refundId}/retry: a failed M-Pesa refund is sent again (audited). */
export function retryRefund({ orderId, refundId }: { orderId: string; refundId: string }): Promise<TRefundView> {
  return api.post<TRefundView>(`/api/admin/orders/${encodeURIComponent(orderId)}/refunds/${encodeURIComponent(refundId)}/retry`, undefined, { auth: 'partner' });
}

export function useRetryRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryRefund,
    onSuccess: (refund) => {
      showToast(i18n.t('admin:refunds.sentAgain', { amount: formatKsh(refund.amount), phone: refund.phone }));
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => {
      showToast(messageOf(error, i18n.t('admin:actionFailed.retryRefund')), 'error');
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
