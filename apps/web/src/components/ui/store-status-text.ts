import type { StoreSchedule } from '@sokoni/domain/opening-hours';
import { i18n, intlLocale } from '../../i18n/i18n.ts';

/**
 * The store badge in the reader's language: the same rules as the domain's storeStatusLabel
 * ('Open · closes 22:00', 'Closed · opens tomorrow 08:00', 'Paused · back in 20 min'), with the
 * words from the `ui` catalogue and the days named in the language's Kenyan locale, Nairobi time.
 */
const NAIROBI = 'Africa/Nairobi';
const EAT_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

type Status = Pick<StoreSchedule, 'openNow' | 'paused' | 'pausedUntil' | 'opensAt' | 'closesAt'>;

const kenyaDayNumber = (ms: number) => Math.floor((ms + EAT_OFFSET_MS) / DAY_MS);
const clockOf = (ms: number) => new Date(ms + EAT_OFFSET_MS).toISOString().slice(11, 16);

/** 'today 17:00', 'tomorrow 08:00', 'Thu 08:00' or 'Thu 3 Dec 08:00' beyond a week. */
export function storeWhen(iso: string, now: Date): string {
  const at = Date.parse(iso);
  const time = clockOf(at);
  const days = kenyaDayNumber(at) - kenyaDayNumber(now.getTime());
  if (days <= 0) return i18n.t('ui:storeStatus.today', { time });
  if (days === 1) return i18n.t('ui:storeStatus.tomorrow', { time });
  const day = new Intl.DateTimeFormat(intlLocale(), { weekday: 'short', timeZone: NAIROBI }).format(at);
  if (days < 7) return i18n.t('ui:storeStatus.weekday', { day, time });
  const date = new Intl.DateTimeFormat(intlLocale(), { day: 'numeric', month: 'short', timeZone: NAIROBI }).format(at);
  return i18n.t('ui:storeStatus.later', { day, date, time });
}

export function storeStatusText(s: Status, now: Date): string {
  if (s.openNow) return s.closesAt ? i18n.t('ui:storeStatus.openCloses', { time: clockOf(Date.parse(s.closesAt)) }) : i18n.t('ui:storeStatus.open');
  if (s.paused && s.pausedUntil && s.opensAt === s.pausedUntil) {
    const minutes = Math.max(1, Math.ceil((Date.parse(s.pausedUntil) - now.getTime()) / 60000));
    return minutes <= 90 ? i18n.t('ui:storeStatus.pausedBackIn', { count: minutes }) : i18n.t('ui:storeStatus.pausedBack', { when: storeWhen(s.pausedUntil, now) });
  }
  if (!s.opensAt) return i18n.t(s.paused ? 'ui:storeStatus.paused' : 'ui:storeStatus.closed');
  const when = storeWhen(s.opensAt, now);
  return i18n.t(s.paused ? 'ui:storeStatus.pausedOpens' : 'ui:storeStatus.closedOpens', { when });
}
