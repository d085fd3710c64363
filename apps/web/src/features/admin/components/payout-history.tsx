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

const STATUS: Record<TPayout['status'], { label: string; tone: BadgeTone }> = {
  Sent: { label: 'Sent, waiting for M-Pesa', tone: 'amber' },
  Paid: { label: 'Paid', tone: 'green' },
  Failed: { label: 'Failed', tone: 'red' },
  Reversed: { label: 'Reversed', tone: 'violet' },
};
const CHANNEL: Record<TPayout['channel'], string> = { mpesa: 'M-Pesa', bank: 'Bank transfer', cash: 'Cash' };

/** Payouts newest first: status, failure reason, and 'Retry' for a failed M-Pesa payout not yet retried. */
export function PayoutHistory() {
  const query = useQuery(payoutsQueryOptions());
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: (payout: TPayout) => retryPayout(payout._id),
    onSuccess: (payout) => {
      showToast(`Sent ${formatKsh(payout.amount)} again to ${payout.name ?? 'the account'} by M-Pesa.`);
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => {
      showToast(messageOf(error, 'The payout could not be retried. Please try again.'), 'error');
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });

  return (
    <section aria-labelledby="payout-history-heading" className="mt-8">
      <h2 id="payout-history-heading" className="mb-3 text-lg font-bold text-stone-900">
        Payout history
      </h2>
      {query.isPending ? (
        <div role="status" className="space-y-2">
          <span className="sr-only">Loading payouts…</span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-14 w-full rounded-xl" />
          ))}
        </div>
      ) : query.isError ? (
        <ErrorState title="Payouts could not be loaded" message={messageOf(query.error, 'Please try again.')} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState title="No payouts yet." description="Payouts appear here once a store or rider is paid." />
      ) : (
        <ul className="divide-y divide-stone-100 overflow-hidden rounded-2xl border border-stone-200 bg-white" aria-label="Payouts" aria-busy={query.isFetching}>
          {query.data.items.map((p) => (
            <li key={p._id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-semibold text-stone-900">
                  {p.name ?? 'Unknown account'} · <span className="tabular-nums">{formatKsh(p.amount)}</span>
                </p>
                <p className="text-xs text-stone-500">
                  {p.accountKind === 'partner' ? 'Store' : 'Rider'} · {CHANNEL[p.channel]}
                  {p.phone ? ` to ${p.phone}` : ''} · {formatDateTime(p.createdAt)}
                  {p.reference ? ` · ref ${p.reference}` : ''}
                </p>
                {p.status === 'Failed' && p.failureReason && <p className="mt-1 text-sm text-red-800">{p.failureReason}</p>}
              </div>
              <div className="flex items-center gap-2">
                <Badge tone={STATUS[p.status].tone}>{p.status === 'Failed' && p.retriedAs ? 'Failed, retried' : STATUS[p.status].label}</Badge>
                {p.status === 'Failed' && p.channel === 'mpesa' && !p.retriedAs && (
                  <Button size="sm" variant="secondary" loading={retry.isPending && retry.variables?._id === p._id} disabled={retry.isPending} onClick={() => retry.mutate(p)} aria-label={`Retry the payout of ${formatKsh(p.amount)} to ${p.name ?? 'this account'}`}>
                    Retry
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
