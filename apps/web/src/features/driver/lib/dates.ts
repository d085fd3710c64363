const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Infinity],
];

/** '3 minutes ago'; future instants (clock skew) read as 'now'. */
export function timeAgo(iso: string, now = Date.now()): string {
  let value = (Date.parse(iso) - now) / 1000;
  if (!Number.isFinite(value)) return '';
  if (value > -45) return 'just now';
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return relative.format(Math.round(value), unit);
    value /= size;
  }
  return '';
}

// Drivers work in Kenya; dates read the same whatever the phone's time zone.
const dateTime = new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Nairobi' });
const calendarDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' });

export function formatDateTime(iso: string | null): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateTime.format(date);
}

/** Today in Kenya as YYYY-MM-DD, the date filter's upper bound. */
export function kenyaToday(now = new Date()): string {
  return calendarDay.format(now);
}
