import { DateField } from '../../../components/ui/date-field.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TStoreHours, Weekday } from '@sokoni/domain/opening-hours';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { copyDayToAll, everyDay8to22, timeFieldValue, WEEK_ORDER, weekdaysOnly } from '../lib/hours-presets.ts';

const INPUT = 'h-10 rounded-lg border border-stone-300 px-2 text-sm focus:border-primary-600 focus:outline-none focus:ring-2 focus:ring-primary-200';

/**
 * The store's weekly hours in Nairobi time, with presets and closure dates. A range that closes
 * at or before it opens runs past midnight (17:00-02:00). Saved all at once.
 */
export function HoursEditor({ initial, saving, onSave }: { initial: TStoreHours; saving: boolean; onSave: (hours: TStoreHours) => Promise<unknown> }) {
  const { t } = useTranslation('partner');
  const dayName = (day: Weekday) => t(`days.${day}`);
  const [hours, setHours] = useState<TStoreHours>(initial);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const change = (next: TStoreHours) => {
    setHours(next);
    setSaved(false);
  };
  const setDay = (day: Weekday, ranges: TStoreHours['week'][Weekday]) => change({ ...hours, week: { ...hours.week, [day]: ranges } });
  const save = async () => {
    setError(null);
    try {
      await onSave(hours);
      setSaved(true);
    } catch (e) {
      setError(messageOf(e, t('hours.failed')));
    }
  };

  return (
    <section aria-labelledby="hours-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="hours-heading" className="text-base font-bold text-stone-900">{t('hours.heading')}</h3>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={() => change(everyDay8to22(hours))}>{t('hours.everyDay')}</Button>
          <Button size="sm" variant="secondary" onClick={() => change(weekdaysOnly(hours))}>{t('hours.weekdays')}</Button>
        </div>
      </div>
      <ul className="divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white">
        {WEEK_ORDER.map((day) => (
          <li key={day} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-start">
            <span className="w-28 shrink-0 pt-2 text-sm font-semibold text-stone-900">{dayName(day)}</span>
            <div className="flex flex-1 flex-col gap-2">
              {hours.week[day].length === 0 && <p className="pt-2 text-sm text-stone-500">{t('hours.closed')}</p>}
              {hours.week[day].map((range, i) => (
                <div key={i} className="flex flex-wrap items-center gap-2">
                  <label className="sr-only" htmlFor={`${day}-${i}-open`}>{t('hours.opens', { day: dayName(day) })}</label>
                  <input id={`${day}-${i}-open`} type="time" className={INPUT} value={timeFieldValue(range.open)}
                    onChange={(e) => setDay(day, hours.week[day].map((r, j) => (j === i ? { ...r, open: e.target.value } : r)))} />
                  <span aria-hidden="true">–</span>
                  <label className="sr-only" htmlFor={`${day}-${i}-close`}>{t('hours.closes', { day: dayName(day) })}</label>
                  <input id={`${day}-${i}-close`} type="time" className={INPUT} value={timeFieldValue(range.close)}
                    onChange={(e) => setDay(day, hours.week[day].map((r, j) => (j === i ? { ...r, close: e.target.value } : r)))} />
                  {range.open === '00:00' && range.close === '24:00' && <span className="text-sm text-stone-500">{t('hours.allDay')}</span>}
                  <Button size="sm" variant="ghost" aria-label={t('hours.removeRange', { day: dayName(day), number: i + 1 })} onClick={() => setDay(day, hours.week[day].filter((_, j) => j !== i))}>
                    {t('hours.remove')}
                  </Button>
                </div>
              ))}
            </div>
            <div className="flex gap-1">
              <Button size="sm" variant="ghost" aria-label={t('hours.addRangeLabel', { day: dayName(day) })} onClick={() => setDay(day, [...hours.week[day], { open: '08:00', close: '17:00' }])}>
                {t('hours.addRange')}
              </Button>
              <Button size="sm" variant="ghost" aria-label={t('hours.copyLabel', { day: dayName(day) })} onClick={() => change(copyDayToAll(hours, day))}>
                {t('hours.copy')}
              </Button>
            </div>
          </li>
        ))}
      </ul>

      <fieldset className="space-y-2">
        <legend className="text-sm font-bold text-stone-900">{t('hours.closures')}</legend>
        {hours.closures.map((closure, i) => (
          <div key={i} className="flex flex-wrap items-center gap-2">
            <DateField id={`closure-${i}-date`} label={t('hours.closureDate', { number: i + 1 })} labelHidden value={closure.date}
              onChange={(day) => change({ ...hours, closures: hours.closures.map((c, j) => (j === i ? { ...c, date: day } : c)) })} />
            <label className="sr-only" htmlFor={`closure-${i}-note`}>{t('hours.closureNote', { number: i + 1 })}</label>
            <input id={`closure-${i}-note`} className={INPUT} placeholder={t('hours.notePlaceholder')} value={closure.note} maxLength={120}
              onChange={(e) => change({ ...hours, closures: hours.closures.map((c, j) => (j === i ? { ...c, note: e.target.value } : c)) })} />
            <Button size="sm" variant="ghost" aria-label={t('hours.removeClosure', { number: i + 1 })} onClick={() => change({ ...hours, closures: hours.closures.filter((_, j) => j !== i) })}>
              {t('hours.remove')}
            </Button>
          </div>
        ))}
        <Button size="sm" variant="secondary" onClick={() => change({ ...hours, closures: [...hours.closures, { date: '', note: '' }] })}>
          {t('hours.addClosure')}
        </Button>
      </fieldset>

      <FormAlert message={error} />
      <div className="flex items-center gap-3">
        <Button loading={saving} onClick={() => void save()}>{t('hours.save')}</Button>
        {saved && <p role="status" className="text-sm text-primary-800">{t('hours.saved')}</p>}
      </div>
    </section>
  );
}
