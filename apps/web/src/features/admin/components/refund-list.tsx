import { useTranslation } from 'react-i18next';
import { formatKsh } from '../../../lib/format.ts';
import type { TRefundView } from '@sokoni/domain/contracts/payments';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime } from '../../../lib/nairobi-time.ts';
import { useRetryRefund } from '../api/retry-refund.ts';

/** The order's M-Pesa refunds with their state; a failed one can be sent again. */
export function RefundList({ orderId, refunds }: { orderId: string; refunds: readonly TRefundView[] }) {
  const { t } = useTranslation('admin');
  const retry = useRetryRefund();
  if (refunds.length === 0) return null;
  return (
    <section aria-label={t('refunds.title')}>
      <h4 className="mb-1 font-medium text-stone-900">{t('refunds.title')}</h4>
      <ul className="space-y-2">
        {refunds.map((r) => (
          <li key={r._id} className="rounded-xl border border-stone-200 p-3">
            <p className="font-medium text-stone-900">
              {t('payments.amountTo', { amount: formatKsh(r.amount), phone: r.phone })} · {t(`refunds.states.${r.state}`)}
              {r.transactionId && <> · {t('payments.receipt', { receipt: r.transactionId })}</>}
            </p>
            <p className="text-stone-600">
              {formatDateTime(r.createdAt)} · {r.reason}
            </p>
            {r.failure && <p className="text-red-700">{r.failure}</p>}
            {r.state === 'failed' && (
              <Button
                size="sm"
                variant="secondary"
                className="mt-2"
                loading={retry.isPending && retry.variables?.refundId === r._id}
                onClick={() => retry.mutate({ orderId, refundId: r._id })}
              >
                {t('refunds.retry')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
