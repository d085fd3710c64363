import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TProblem } from '@sokoni/domain/contracts/problems';
import { ProblemCard } from '../../../components/problems/problem-card.tsx';
import { problemQueueQuery, useResolveProblem } from '../../../components/problems/problems-api.ts';
import { useProblemUpdates } from '../../../components/problems/use-problem-updates.ts';
import { Button } from '../../../components/ui/button.tsx';
import { QueryStates } from '../../../components/ui/query-states.tsx';
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
const FILTERS = ['pending', 'all'] as const satisfies ReadonlyArray<Which>;

/**
 * The problems queue: customers' reports on delivered orders, the undecided ones by deadline
 * (overdue first), each with the shop's answers, to refund, give credit, redeliver or reject with a reason.
 */
export function ProblemsSection() {
  const { t } = useTranslation('admin');
  const [which, setWhich] = useState<Which>('pending');
  const query = useQuery(problemQueueQuery(which));
  const resolve = useResolveProblem();
  const [rejecting, setRejecting] = useState<TProblem | null>(null);
  const [payingBack, setPayingBack] = useState<{ problem: TProblem; outcome: 'refund' | 'credit' } | null>(null);
  useProblemUpdates(getSession().partner?.token ?? null);
  const filters = FILTERS.map((value) => ({ value, label: t(`problems.filters.${value}`) }));

  const redeliver = (problem: TProblem) =>
    resolve.mutate(
      { id: problem._id, outcome: 'redeliver' },
      {
        onSuccess: () => showToast(t('problems.redelivering', { id: problem.orderNumber })),
        onError: (error) => showToast(messageOf(error, t('problems.notSaved'))),
      },
    );

  return (
    <>
      <SectionHeader title={t('sections.problems')} description={t('problems.description')} />
      <div className="mb-4">
        <FilterTabs label={t('problems.which')} options={filters} value={which} onChange={setWhich} />
      </div>
      <QueryStates
        query={query}
        loadingLabel={t('problems.loading')}
        skeletons={
          <>
            <Skeleton className="h-32 w-full rounded-2xl" />
            <Skeleton className="h-32 w-full rounded-2xl" />
          </>
        }
        errorTitle={t('problems.couldNotLoad')}
        errorFallback={t('pleaseTryAgain')}
        isEmpty={(data) => data.length === 0}
        empty={{ title: which === 'pending' ? t('problems.nothingToDecide') : t('problems.none') }}
      >
        {(data) => (
          <ul className="space-y-2.5">
            {data.map((problem) => (
              <li key={problem._id}>
                <ProblemCard
                  problem={problem}
                  showOrder
                  actions={
                    problem.status === 'open' || problem.status === 'answered' ? (
                      <>
                        <Button size="sm" loading={resolve.isPending && resolve.variables?.id === problem._id} onClick={() => redeliver(problem)}>
                          {t('problems.redeliver')}
                        </Button>
                        <Button size="sm" variant="secondary" onClick={() => setPayingBack({ problem, outcome: 'refund' })}>
                          {t('problems.refundAsk')}
                        </Button>
                        <Button size="sm" variant="secondary" onClick={() => setPayingBack({ problem, outcome: 'credit' })}>
                          {t('problems.creditAsk')}
                        </Button>
                        <Button size="sm" variant="secondary" onClick={() => setRejecting(problem)}>
                          {t('problems.rejectAsk')}
                        </Button>
                      </>
                    ) : undefined
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
      {payingBack && (
        <ProblemMoneyDialog
          key={payingBack.problem._id}
          problem={payingBack.problem}
          initialOutcome={payingBack.outcome}
          onClose={() => setPayingBack(null)}
          onConfirm={(decision) =>
            resolve.mutateAsync({ id: payingBack.problem._id, ...decision }).then(({ problem }) => {
              const back = problem.settlement;
              const parts = back
                ? [back.mpesa > 0 ? t('problems.toMpesa', { amount: formatKsh(back.mpesa) }) : '', back.credit > 0 ? t('problems.asCredit', { amount: formatKsh(back.credit) }) : ''].filter(Boolean).join(t('problems.and'))
                : '';
              showToast(t('problems.paidBack', { id: problem.orderNumber, what: parts || t('problems.paidBackPlain') }));
            })
          }
        />
      )}
      <ReasonModal
        open={rejecting !== null}
        onClose={() => setRejecting(null)}
        title={t('problems.rejectTitle', { id: rejecting?.orderNumber ?? '' })}
        description={t('problems.rejectDescription')}
        confirmLabel={t('problems.rejectConfirm')}
        onConfirm={(reason) => resolve.mutateAsync({ id: rejecting!._id, outcome: 'reject', reason }).then(() => showToast(t('problems.rejected')))}
      />
    </>
  );
}
