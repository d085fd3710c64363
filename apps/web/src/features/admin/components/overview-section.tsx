import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { useOverview } from '../api/get-overview.ts';
import { formatDay } from '../lib/format.ts';
import { FilterTabs } from './filter-tabs.tsx';
import { SectionHeader } from './section-header.tsx';
import { OverviewCards } from './overview-cards.tsx';
import { StatusBreakdown } from './status-breakdown.tsx';
import { VitalsTable } from './vitals-table.tsx';

// The charting library is the heaviest thing on the console: it loads only when a chart is drawn.
const OrdersChart = lazy(() => import('./orders-chart.tsx'));

const PERIODS = ['7', '30', '90'] as const;

function OverviewSkeleton() {
  const { t } = useTranslation('admin');
  return (
    <div role="status" className="space-y-6">
      <span className="sr-only">{t('overview.loading')}</span>
      {[0, 1, 2].map((group) => (
        <div key={group} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-24 rounded-2xl" />
          ))}
        </div>
      ))}
      <Skeleton className="h-72 rounded-2xl" />
    </div>
  );
}

function Panel({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
      <h2 className="text-base font-semibold text-stone-900">{title}</h2>
      {note && <p className="text-xs text-stone-500">{note}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Orders, money and accounts at a glance, the daily chart and how fast pages are for visitors. */
export function OverviewSection() {
  const { t } = useTranslation('admin');
  const [days, setDays] = useState<(typeof PERIODS)[number]>('30');
  const periods = PERIODS.map((value) => ({ value, label: t('periodDays', { count: Number(value) }) }));
  const overview = useOverview(Number(days));

  let content;
  if (overview.isPending) content = <OverviewSkeleton />;
  else if (overview.isError && !overview.data) {
    content = <ErrorState title={t('overview.couldNotLoad')} message={messageOf(overview.error, t('checkConnection'))} onRetry={() => void overview.refetch()} />;
  } else {
    const data = overview.data;
    const first = data.daily[0]?.date;
    content = (
      <div className="space-y-6">
        <OverviewCards overview={data} />
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <Panel title={t('overview.dailyTitle')} note={first ? t('overview.dailyNote', { from: formatDay(first), to: formatDay(data.today) }) : undefined}>
              <Suspense fallback={<Skeleton className="h-72 w-full rounded-xl" />}>
                <OrdersChart daily={data.daily} />
              </Suspense>
            </Panel>
          </div>
          <Panel title={t('overview.byStatusTitle')} note={t('overview.byStatusNote', { count: data.days })}>
            <StatusBreakdown counts={data.ordersByStatus} />
          </Panel>
        </div>
        <VitalsTable />
      </div>
    );
  }

  return (
    <>
      <SectionHeader
        title={t('sections.overview')}
        description={t('overview.description')}
        actions={<FilterTabs label={t('overview.period')} options={periods} value={days} onChange={setDays} />}
      />
      {content}
    </>
  );
}
