import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { TReconciliation } from '@sokoni/domain/contracts/ledger';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { formatKsh } from '../../../lib/format.ts';
import { reconciliationQueryOptions } from '../api/get-reconciliation.ts';

type Day = TReconciliation['days'][number];
/** The day's figures in the order worth reading; their names are `reconciliation.figures.<key>`. */
const FIGURES: Exclude<keyof Day, 'date'>[] = ['mpesaReceived', 'ordersPaidByMpesa', 'cashCollected', 'delivered', 'refundsOwed', 'refundsSent', 'payouts', 'cashHandedOver', 'riderCashOutstanding'];

/** The last seven days of money in and out, newest first, with every mismatch listed above them. */
export function ReconciliationPanel() {
  const { t } = useTranslation('admin');
  const query = useQuery(reconciliationQueryOptions());
  return (
    <section aria-labelledby="reconciliation-heading" className="mt-8">
      <h2 id="reconciliation-heading" className="mb-3 text-lg font-bold text-stone-900">
        {t('reconciliation.title')}
      </h2>
      {query.isPending ? (
        <div role="status" className="space-y-2">
          <span className="sr-only">{t('reconciliation.loading')}</span>
          <Skeleton className="h-32 w-full rounded-xl" />
        </div>
      ) : query.isError ? (
        <ErrorState title={t('reconciliation.couldNotLoad')} message={messageOf(query.error, t('pleaseTryAgain'))} onRetry={() => void query.refetch()} />
      ) : (
        <div className="space-y-3" aria-busy={query.isFetching}>
          {query.data.mismatches.length === 0 ? (
            <p className="rounded-xl bg-primary-50 p-3 text-sm text-primary-900">{t('reconciliation.allGood')}</p>
          ) : (
            <ul aria-label={t('reconciliation.mismatches')} className="space-y-1 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
              {query.data.mismatches.map((m, i) => (
                <li key={`${m.orderId ?? ''}-${i}`}>
                  {m.date ?? ''} {m.orderId ? `${m.orderId}: ` : ''}
                  {m.problem}
                </li>
              ))}
            </ul>
          )}
          <ul className="grid gap-3 sm:grid-cols-2" aria-label={t('reconciliation.days')}>
            {[...query.data.days].reverse().map((day) => (
              <li key={day.date} className="rounded-2xl border border-stone-200 bg-white p-3">
                <p className="mb-2 font-semibold text-stone-900">{day.date}</p>
                <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                  {FIGURES.map((key) => (
                    <div key={key} className="contents">
                      <dt className="text-stone-600">{t(`reconciliation.figures.${key}`)}</dt>
                      <dd className="text-right tabular-nums text-stone-900">{formatKsh(day[key])}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
