import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPayout } from '@sokoni/domain/contracts/ledger';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { formatKsh } from '../../../lib/format.ts';
import { formatDateTime } from '../../../lib/nairobi-time.ts';
import { adminKeys } from '../api/query-keys.ts';
import { payoutsQueryOptions, retryPayout } from '../api/payouts.ts';
import { Badge, type BadgeTone } from './badge.tsx';

const STATUS_TONES: Record<TPayout['status'], BadgeTone> = { Sent: 'amber', Paid: 'green', Failed: 'red', Reversed: 'violet' };

/** Payouts newest first: status, failure reason, and 'Retry' for a failed M-Pesa payout not yet retried. */
export function PayoutHistory() {
  const { t } = useTranslation('admin');
  const query = useQuery(payoutsQueryOptions());
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: (payout: TPayout) => retryPayout(payout._id),
    onSuccess: (payout) => {
      showToast(t('payouts.sentAgain', { amount: formatKsh(payout.amount), name: payout.name ?? t('payouts.theAccount') }));
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => {
      showToast(messageOf(error, t('payouts.couldNotRetry')), 'error');
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });

  return (
    <section aria-labelledby="payout-history-heading" className="mt-8">
      <h2 id="payout-history-heading" className="mb-3 text-lg font-bold text-stone-900">
        {t('payouts.history')}
      </h2>
      {query.isPending ? (
        <div role="status" className="space-y-2">
          <span className="sr-only">{t('payouts.loading')}</span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-14 w-full rounded-xl" />
          ))}
        </div>
      ) : query.isError ? (
        <ErrorState title={t('payouts.couldNotLoad')} message={messageOf(query.error, t('pleaseTryAgain'))} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState title={t('payouts.none')} description={t('payouts.noneDescription')} />
      ) : (
        <ul className="divide-y divide-stone-100 overflow-hidden rounded-2xl border border-stone-200 bg-white" aria-label={t('payouts.list')} aria-busy={query.isFetching}>
          {query.data.items.map((p) => (
            <li key={p._id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-semibold text-stone-900">
                  {p.name ?? t('payouts.unknownAccount')} · <span className="tabular-nums">{formatKsh(p.amount)}</span>
                </p>
                <p className="text-xs text-stone-500">
                  {p.accountKind === 'partner' ? t('money.store') : t('money.rider')} · {t(`payouts.channels.${p.channel}`)}
                  {p.phone ? ` ${t('payouts.toPhone', { phone: p.phone })}` : ''} · {formatDateTime(p.createdAt)}
                  {p.reference ? ` · ${t('payouts.ref', { reference: p.reference })}` : ''}
                </p>
                {p.status === 'Failed' && p.failureReason && <p className="mt-1 text-sm text-red-800">{p.failureReason}</p>}
              </div>
              <div className="flex items-center gap-2">
                <Badge tone={STATUS_TONES[p.status]}>{p.status === 'Failed' && p.retriedAs ? t('payouts.failedRetried') : t(`payouts.statuses.${p.status}`)}</Badge>
                {p.status === 'Failed' && p.channel === 'mpesa' && !p.retriedAs && (
                  <Button size="sm" variant="secondary" loading={retry.isPending && retry.variables?._id === p._id} disabled={retry.isPending} onClick={() => retry.mutate(p)} aria-label={t('payouts.retryLabel', { amount: formatKsh(p.amount), name: p.name ?? t('payouts.thisAccount') })}>
                    {t('payouts.retry')}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
