import { useTranslation } from 'react-i18next';
import type { TStoreHours } from '@sokoni/domain/opening-hours';

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** A store's weekly hours and closure dates, Nairobi time, as the admin reads them. */
export function StoreHoursSummary({ hours }: { hours: TStoreHours }) {
  const { t } = useTranslation('admin');
  const rangeText = (r: { open: string; close: string }) =>
    r.open === '00:00' && (r.close === '24:00' || r.close === '00:00') ? t('storeHours.allDay') : `${r.open}–${r.close}`;
  return (
    <div className="space-y-2 text-sm">
      <dl className="grid grid-cols-[4rem_1fr] gap-x-3 gap-y-1">
        {DAYS.map((day) => (
          <div key={day} className="contents">
            <dt className="font-medium text-stone-600">{t(`storeHours.days.${day}`)}</dt>
            <dd className="text-stone-900">{hours.week[day].length ? hours.week[day].map(rangeText).join(', ') : t('storeHours.closed')}</dd>
          </div>
        ))}
      </dl>
      {hours.closures.length > 0 && (
        <p className="text-stone-700">{t('storeHours.closedOn', { dates: hours.closures.map((c) => (c.note ? `${c.date} (${c.note})` : c.date)).join(', ') })}</p>
      )}
    </div>
  );
}
