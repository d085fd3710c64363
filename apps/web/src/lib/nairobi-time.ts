/**
 * Dates and times as people in Kenya read them, whatever the device's time zone says: Kenya
 * keeps one zone (Africa/Nairobi) all year. Every screen formats instants through here.
 */
import { formatSlotIn, slotDayAndTime as slotDayAndTimeIn } from '@sokoni/domain/slot-format';
import { i18n, intlLocale } from '../i18n/i18n.ts';

const NAIROBI = 'Africa/Nairobi';

/** Formatters in the current language's locale (en-KE or sw-KE), made once per locale. */
function perLocale<F>(make: (locale: string) => F): () => F {
  const made = new Map<string, F>();
  return () => {
    const locale = intlLocale();
    let formatter = made.get(locale);
    if (!formatter) made.set(locale, (formatter = make(locale)));
    return formatter;
  };
}

const DATE_TIME = perLocale((locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: NAIROBI }));
const DATE = perLocale((locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: NAIROBI }));
const ISO_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: NAIROBI });
const RELATIVE = perLocale((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Infinity],
];

function dateOf(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '22 Nov 2026, 14:05'; `missing` for no date or one that does not parse. */
export function formatDateTime(iso: string | null | undefined, missing = ''): string {
  const date = dateOf(iso);
  return date ? DATE_TIME().format(date) : missing;
}

/** '22 Nov 2026' (the Nairobi day). */
export function formatDate(iso: string | null | undefined, missing = ''): string {
  const date = dateOf(iso);
  return date ? DATE().format(date) : missing;
}

/** 'YYYY-MM-DD' of the Nairobi day: sorts and filters well in a spreadsheet. */
export function isoDay(iso: string | null | undefined): string {
  const date = dateOf(iso);
  return date ? ISO_DAY.format(date) : '';
}

/** Today in Kenya as YYYY-MM-DD (a date filter's upper bound). */
export function kenyaToday(now = new Date()): string {
  return ISO_DAY.format(now);
}

/** '3 minutes ago', 'yesterday'; the last 45 seconds and future instants (clock skew) read 'just now'. */
export function timeAgo(iso: string, now = Date.now()): string {
  let value = (Date.parse(iso) - now) / 1000;
  if (!Number.isFinite(value)) return '';
  if (value > -45) return i18n.t('justNow');
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return RELATIVE().format(Math.round(value), unit);
    value /= size;
  }
  return '';
}

/** A delivery slot in the screens' language, Nairobi time: 'Wed, 25 Nov, 12:30', 'Jumatano, 25 Nov, 12:30'. */
export function formatSlot(iso: string): string {
  const date = dateOf(iso);
  return date ? formatSlotIn(date, intlLocale()) : '';
}

/** A slot's day ('Jumatano, 25 Nov') and time ('12:30'), to list slots under their day. */
export function slotDayAndTime(iso: string): { day: string; time: string } {
  const date = dateOf(iso);
  return date ? slotDayAndTimeIn(date, intlLocale()) : { day: '', time: '' };
}
