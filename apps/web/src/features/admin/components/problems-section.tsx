import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TProblem } from '@sokoni/domain/contracts/problems';
import { ProblemCard } from '../../../components/problems/problem-card.tsx';
import { problemQueueQuery, useResolveProblem } from '../../../components/problems/problems-api.ts';
import { useProblemUpdates } from '../../../components/problems/use-problem-updates.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { getSession } from '../../../lib/session.ts';
import { FilterTabs } from './filter-tabs.tsx';
import { ReasonModal } from './reason-modal.tsx';
import { ProblemMoneyDialog } from './problem-money-dialog.tsx';
import { formatKsh } from '../../../lib/format.ts';
import { SectionHeader } from './section-header.tsx';

type Which = 'pending' | 'all';
const FILTERS = [
  { value: 'pending', label: 'To decide' },
  { value: 'all', label: 'All' },
] as const satisfies ReadonlyArray<{ value: Which; label: string }>;

/**
 * The problems queue: customers' reports on delivered orders, the undecided ones by deadline
 * (overdue first), each with the shop's answers, to refund, give credit, redeliver or reject with a reason.
 */
export function ProblemsSection() {
  const [which, setWhich] = useState<Which>('pending');
  const query = useQuery(problemQueueQuery(which));
  const resolve = useResolveProblem();
  const [rejecting, setRejecting] = useState<TProblem | null>(null);
  const [payingBack, setPayingBack] = useState<{ problem: TProblem; outcome: 'refund' | 'credit' } | null>(null);
  useProblemUpdates(getSession().partner?.token ?? null);

  const redeliver = (problem: TProblem) =>
    resolve.mutate(
      { id: problem._id, outcome: 'redeliver' },
      {
        onSuccess: () => showToast(`Order ${problem.orderNumber}: the shop will redeliver; the customer has been told.`),
        onError: (error) => showToast(messageOf(error, 'The decision could not be saved.')),
      },
    );

  return (
    <>
      <SectionHeader title="Problems" description="Reports on delivered orders. Decide each within its deadline; the customer is told by SMS, e-mail and in the app." />
      <div className="mb-4">
        <FilterTabs label="Which problems" options={FILTERS} value={which} onChange={setWhich} />
      </div>
      {query.isPending ? (
        <div role="status" aria-label="Loading problems" className="space-y-2.5">
          <Skeleton className="h-32 w-full rounded-2xl" />
          <Skeleton className="h-32 w-full rounded-2xl" />
        </div>
      ) : query.isError ? (
        <ErrorState title="Could not load problems" message={messageOf(query.error, 'Please try again.')} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState title={which === 'pending' ? 'Nothing to decide: every report is handled' : 'No problems reported yet'} />
      ) : (
        <ul className="space-y-2.5">
          {query.data.map((problem) => (
            <li key={problem._id}>
              <ProblemCard
                problem={problem}
                showOrder
                actions={
                  problem.status === 'open' || problem.status === 'answered' ? (
                    <>
                      <Button size="sm" loading={resolve.isPending && resolve.variables?.id === problem._id} onClick={() => redeliver(problem)}>
                        Redeliver
                      </Button>
                      <Button size="sm" variant="secondary" onClick={() => setPayingBack({ problem, outcome: 'refund' })}>
                        Refund…
                      </Button>
                      <Button size="sm" variant="secondary" onClick={() => setPayingBack({ problem, outcome: 'credit' })}>
                        Give credit…
                      </Button>
                      <Button size="sm" variant="secondary" onClick={() => setRejecting(problem)}>
                        Reject…
                      </Button>
                    </>
                  ) : undefined
                }
              />
            </li>
          ))}
        </ul>
      )}
      {payingBack && (
        <ProblemMoneyDialog
          key={payingBack.problem._id}
          problem={payingBack.problem}
          initialOutcome={payingBack.outcome}
          onClose={() => setPayingBack(null)}
          onConfirm={(decision) =>
            resolve.mutateAsync({ id: payingBack.problem._id, ...decision }).then(({ problem }) => {
              const back = problem.settlement;
              const parts = back ? [back.mpesa > 0 ? `${formatKsh(back.mpesa)} to M-Pesa` : '', back.credit > 0 ? `${formatKsh(back.credit)} as credit` : ''].filter(Boolean).join(' and ') : '';
              showToast(`Order ${problem.orderNumber}: ${parts || 'paid back'}; the customer has been told.`);
            })
          }
        />
      )}
      <ReasonModal
        open={rejecting !== null}
        onClose={() => setRejecting(null)}
        title={`Reject the report on order ${rejecting?.orderNumber ?? ''}`}
        description="The customer reads this reason."
        confirmLabel="Reject report"
        onConfirm={(reason) => resolve.mutateAsync({ id: rejecting!._id, outcome: 'reject', reason }).then(() => showToast('Report rejected; the customer has been told.'))}
      />
    </>
  );
}
