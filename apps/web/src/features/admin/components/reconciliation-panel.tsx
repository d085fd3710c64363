import { useQuery } from '@tanstack/react-query';
import type { TReconciliation } from '@sokoni/domain/contracts/ledger';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { formatKsh } from '../../../lib/format.ts';
import { reconciliationQueryOptions } from '../api/get-reconciliation.ts';

type Day = TReconciliation['days'][number];
const FIGURES: { key: Exclude<keyof Day, 'date'>; label: string }[] = [
  { key: 'mpesaReceived', label: 'M-Pesa received' },
  { key: 'ordersPaidByMpesa', label: 'Orders paid by M-Pesa' },
  { key: 'cashCollected', label: 'Cash collected' },
  { key: 'delivered', label: 'Delivered (payable)' },
  { key: 'refundsOwed', label: 'Refunds owed' },
  { key: 'refundsSent', label: 'Refunds sent' },
  { key: 'payouts', label: 'Payouts' },
  { key: 'cashHandedOver', label: 'Cash handed over' },
  { key: 'riderCashOutstanding', label: 'Rider cash outstanding' },
];

/** The last seven days of money in and out, newest first, with every mismatch listed above them. */
export function ReconciliationPanel() {
  const query = useQuery(reconciliationQueryOptions());
  return (
    <section aria-labelledby="reconciliation-heading" className="mt-8">
      <h2 id="reconciliation-heading" className="mb-3 text-lg font-bold text-stone-900">
        Reconciliation, last 7 days
      </h2>
      {query.isPending ? (
        <div role="status" className="space-y-2">
          <span className="sr-only">Loading the reconciliation…</span>
          <Skeleton className="h-32 w-full rounded-xl" />
        </div>
      ) : query.isError ? (
        <ErrorState title="The reconciliation could not be loaded" message={messageOf(query.error, 'Please try again.')} onRetry={() => void query.refetch()} />
      ) : (
        <div className="space-y-3" aria-busy={query.isFetching}>
          {query.data.mismatches.length === 0 ? (
            <p className="rounded-xl bg-primary-50 p-3 text-sm text-primary-900">Everything adds up: no mismatches in these days.</p>
          ) : (
            <ul aria-label="Mismatches" className="space-y-1 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
              {query.data.mismatches.map((m, i) => (
                <li key={`${m.orderId ?? ''}-${i}`}>
                  {m.date ?? ''} {m.orderId ? `${m.orderId}: ` : ''}
                  {m.problem}
                </li>
              ))}
            </ul>
          )}
          <ul className="grid gap-3 sm:grid-cols-2" aria-label="Days">
            {[...query.data.days].reverse().map((day) => (
              <li key={day.date} className="rounded-2xl border border-stone-200 bg-white p-3">
                <p className="mb-2 font-semibold text-stone-900">{day.date}</p>
                <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                  {FIGURES.map((f) => (
                    <div key={f.key} className="contents">
                      <dt className="text-stone-600">{f.label}</dt>
                      <dd className="text-right tabular-nums text-stone-900">{formatKsh(day[f.key])}</dd>
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
