import { useTranslation } from 'react-i18next';
import { formatKsh } from '../../../lib/format.ts';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/nairobi-time.ts';
import { useOrderPayments } from '../api/get-order-payments.ts';
import { RefundList } from './refund-list.tsx';

/**
 * The order's M-Pesa attempts, its refunds, and what each callback and query said (raw bodies
 * behind 'Details'), for support. An attempt's state and failure come as codes (the domain's
 * MPESA_FAILURE_REASONS) and read in the admin's language from `payments.states` / `payments.failures`.
 */
export function PaymentAttempts({ orderId }: { orderId: string }) {
  const { t } = useTranslation('admin');
  const query = useOrderPayments(orderId);
  if (query.isPending) return <Skeleton className="h-24 w-full rounded-xl" />;
  if (query.isError) return <ErrorState title={t('payments.couldNotLoad')} message={messageOf(query.error, t('pleaseTryAgain'))} onRetry={() => void query.refetch()} />;
  const { attempts, records, refunds } = query.data;
  if (attempts.length === 0 && records.length === 0 && refunds.length === 0) return <p className="text-sm text-stone-500">{t('payments.none')}</p>;
  return (
    <div className="space-y-3 text-sm">
      <ul className="space-y-2">
        {attempts.map((a) => (
          <li key={a._id} className="rounded-xl border border-stone-200 p-3">
            <p className="font-medium text-stone-900">
              {t('payments.amountTo', { amount: formatKsh(a.amount), phone: a.phone })} · {t(`payments.states.${a.status}`)}
              {a.receipt && <> · {t('payments.receipt', { receipt: a.receipt })}</>}
            </p>
            <p className="text-stone-600">
              {formatDateTime(a.createdAt)}
              {a.reason && <> · {t(`payments.failures.${a.reason}`)}</>}
              {a.resultCode !== null && <> · {t('payments.daraja', { code: a.resultCode })}</>}
            </p>
          </li>
        ))}
      </ul>
      <RefundList orderId={orderId} refunds={refunds} />
      <details>
        <summary className="cursor-pointer font-medium text-primary-800">{t('payments.callbacks', { count: records.length })}</summary>
        <ol className="mt-2 space-y-2">
          {records.map((r) => (
            <li key={r._id} className="rounded-lg bg-stone-50 p-2">
              <p className="text-stone-800">
                <span className="font-mono text-xs">{r.kind}</span> · {formatDateTime(r.createdAt)}
              </p>
              <p className="text-stone-600">{r.note}</p>
              {r.body !== null && r.body !== undefined && <pre className="mt-1 max-h-40 overflow-auto whitespace-pre-wrap break-all text-xs text-stone-500">{JSON.stringify(r.body, null, 1)}</pre>}
            </li>
          ))}
        </ol>
      </details>
    </div>
  );
}
