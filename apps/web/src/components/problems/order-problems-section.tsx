import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOrder } from '@sokoni/domain/contracts/orders';
import { Button } from '../ui/button.tsx';
import { ErrorState } from '../ui/error-state.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { messageOf } from '../../lib/api-client.ts';
import { orderProblemsQuery } from './problems-api.ts';
import { useProblemUpdates } from './use-problem-updates.ts';
import { ProblemCard } from './problem-card.tsx';
import { ReportProblemDialog } from './report-problem-dialog.tsx';

const RECEIVED = ['Delivered', 'Confirmed Delivered'];

/** Below a delivered order: 'Report a problem', and the reports made, each with its state. */
export function OrderProblemsSection({ order, token }: { order: TOrder; token: string }) {
  const { t } = useTranslation('problems');
  const delivered = RECEIVED.includes(order.status);
  const query = useQuery({ ...orderProblemsQuery(order._id), enabled: delivered });
  const [reporting, setReporting] = useState(false);
  useProblemUpdates(delivered ? token : null);
  if (!delivered) return null;

  return (
    <section aria-labelledby="problems-heading" className="mt-6 border-t border-stone-200 pt-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="problems-heading" className="text-base font-bold text-stone-900">
          {t('section.heading')}
        </h2>
        <Button size="sm" variant="secondary" onClick={() => setReporting(true)}>
          {t('section.report')}
        </Button>
      </div>
      <div className="mt-3 space-y-3">
        {query.isPending ? (
          <div role="status" aria-label={t('section.loading')} className="space-y-2">
            <Skeleton className="h-20 w-full rounded-2xl" />
          </div>
        ) : query.isError ? (
          <ErrorState title={t('section.loadFailed')} message={messageOf(query.error, t('section.tryAgain'))} onRetry={() => void query.refetch()} />
        ) : query.data.length === 0 ? (
          <p className="text-sm text-stone-600">{t('section.intro')}</p>
        ) : (
          query.data.map((problem) => <ProblemCard key={problem._id} problem={problem} />)
        )}
      </div>
      {reporting && <ReportProblemDialog order={order} open={reporting} onClose={() => setReporting(false)} />}
    </section>
  );
}
