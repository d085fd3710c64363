import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useVitals } from '../api/get-vitals.ts';
import { formatCount } from '../lib/format.ts';
import { formatVital, rateVital, type VitalName, type VitalRating } from '../lib/vitals-rating.ts';
import { FilterTabs } from './filter-tabs.tsx';

const METRICS: VitalName[] = ['LCP', 'INP', 'CLS'];
const TONES: Record<VitalRating, string> = {
  good: 'bg-primary-100 text-primary-800',
  'needs-improvement': 'bg-accent-100 text-accent-700',
  poor: 'bg-red-100 text-red-800',
};
const PERIODS = ['1', '7', '30'] as const;

function VitalCell({ name, value }: { name: VitalName; value: number | null }) {
  const { t } = useTranslation('admin');
  if (value === null) return <td className="px-2 py-2.5 text-right text-stone-400 sm:px-3">—</td>;
  const rating = rateVital(name, value);
  const label = t(`vitals.ratings.${rating}`);
  return (
    <td className="px-2 py-2.5 text-right sm:px-3">
      <span className={cn('inline-flex whitespace-nowrap rounded-full px-2 py-0.5 font-semibold tabular-nums', TONES[rating])} title={label}>
        {formatVital(name, value)}
        <span className="sr-only"> ({label})</span>
      </span>
    </td>
  );
}

/** How fast the site feels to real visitors: the 75th percentile of each Web Vital, page by page. */
export function VitalsTable() {
  const { t } = useTranslation('admin');
  const [days, setDays] = useState<(typeof PERIODS)[number]>('7');
  const periods = PERIODS.map((value) => ({ value, label: value === '1' ? t('vitals.day') : t('periodDays', { count: Number(value) }) }));
  const vitals = useVitals(Number(days));

  let body;
  if (vitals.isPending) {
    body = (
      <div role="status" className="space-y-2">
        <span className="sr-only">{t('vitals.loading')}</span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-9 w-full" />
        ))}
      </div>
    );
  } else if (vitals.isError) {
    body = <ErrorState title={t('vitals.couldNotLoad')} message={messageOf(vitals.error, t('pleaseTryAgain'))} onRetry={() => void vitals.refetch()} />;
  } else if (vitals.data.pages.length === 0) {
    body = <p className="text-sm text-stone-500">{t('vitals.none')}</p>;
  } else {
    body = (
      <div className="relative -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <table className="w-full min-w-[21rem] text-sm">
          <caption className="sr-only">{t('vitals.caption')}</caption>
          <thead>
            <tr className="border-b border-stone-200 text-left text-xs font-semibold uppercase tracking-wide text-stone-500">
              <th scope="col" className="py-2 pr-3">{t('vitals.page')}</th>
              <th scope="col" className="hidden px-3 py-2 text-right sm:table-cell">{t('vitals.samples')}</th>
              {METRICS.map((m) => (
                <th key={m} scope="col" className="px-2 py-2 text-right sm:px-3">{m}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {vitals.data.pages.map((row) => (
              <tr key={row.page} className="border-b border-stone-100 last:border-0">
                <th scope="row" className="max-w-[9rem] truncate py-2.5 pr-2 text-left font-medium text-stone-900 sm:max-w-[16rem]" title={row.page}>{row.page}</th>
                <td className="hidden px-3 py-2.5 text-right tabular-nums text-stone-600 sm:table-cell">{formatCount(row.samples)}</td>
                {METRICS.map((m) => (
                  <VitalCell key={m} name={m} value={row[m]} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <section aria-labelledby="vitals-title" className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="vitals-title" className="text-base font-semibold text-stone-900">{t('vitals.title')}</h2>
          <p className="text-xs text-stone-500">{t('vitals.thresholds')}</p>
        </div>
        <FilterTabs label={t('vitals.period')} options={periods} value={days} onChange={setDays} />
      </div>
      {body}
    </section>
  );
}
