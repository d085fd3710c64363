import type { WeekTotal } from '@sokoni/domain/statement-weeks';
import { useTranslation } from 'react-i18next';
import { formatKsh } from '../../lib/format.ts';
import { intlLocale } from '../../i18n/i18n.ts';

const shortDay = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString(intlLocale(), { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** Eight bars, one per week; each bar's amount is written out as text, so nothing depends on seeing the bars. */
export function EarningsChart({ weeks }: { weeks: WeekTotal[] }) {
  const { t } = useTranslation('ledger');
  const highest = Math.max(...weeks.map((w) => w.earned), 0);
  return (
    <figure className="rounded-2xl border border-stone-200 bg-white p-4">
      <figcaption className="mb-3 text-sm font-semibold text-stone-800">{t('chart.caption')}</figcaption>
      <ol className="flex h-40 items-end gap-1.5" aria-label={t('chart.label')}>
        {weeks.map((week) => {
          const height = highest > 0 ? Math.max(4, Math.round((Math.max(0, week.earned) / highest) * 100)) : 4;
          return (
            <li key={week.to} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-1">
              <span className="sr-only">
                {t('chart.week', { from: shortDay(week.from), to: shortDay(week.to), amount: formatKsh(week.earned) })}
              </span>
              <span aria-hidden="true" className="text-[10px] font-medium tabular-nums text-stone-600">
                {week.earned > 0 ? Math.round(week.earned).toLocaleString(intlLocale()) : ''}
              </span>
              <span aria-hidden="true" className="w-full rounded-t-md bg-primary-600" style={{ height: `${height}%` }} />
              <span aria-hidden="true" className="truncate text-[10px] text-stone-500">
                {shortDay(week.to)}
              </span>
            </li>
          );
        })}
      </ol>
    </figure>
  );
}
