import { WEEKDAYS, type TTimeRange, type TWeekHours, type Weekday } from '@sokoni/domain/opening-hours';

/** Monday first, as a shop writes its hours on the door. */
const DOOR_ORDER: Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const DAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** The same hours every day of the week. */
export function daily(open: string, close: string): TWeekHours {
  return Object.fromEntries(WEEKDAYS.map((d) => [d, [{ open, close }]])) as TWeekHours;
}

/** Monday to Saturday one way, Sunday another (closed when `sunday` is null). */
export function weekAndSunday(open: string, close: string, sunday: TTimeRange | null): TWeekHours {
  return { ...daily(open, close), sun: sunday ? [sunday] : [] };
}

/** '10:00' -> '10 am', '18:30' -> '6.30 pm', '24:00' -> 'midnight'. */
function clockWords(time: string): string {
  if (time === '24:00' || time === '00:00') return 'midnight';
  if (time === '12:00') return 'noon';
  const [h, m] = time.split(':').map(Number) as [number, number];
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}${m ? `.${String(m).padStart(2, '0')}` : ''} ${h < 12 ? 'am' : 'pm'}`;
}

function rangesWords(ranges: TTimeRange[]): string {
  if (ranges.length === 0) return 'closed';
  if (ranges.length === 1 && ranges[0]!.open === '00:00' && ranges[0]!.close === '24:00') return 'around the clock';
  return ranges.map((r) => `${clockWords(r.open)} to ${clockWords(r.close)}`).join(' and ');
}

/**
 * The sentence a shop's description ends with, written from the very hours it is given, so the
 * two never disagree: 'Open every day, 10 am to 11 pm.' or 'Open Monday to Saturday, 8 am to 7 pm;
 * Sunday closed.'
 */
export function hoursSentence(week: TWeekHours): string {
  const runs: { from: Weekday; to: Weekday; words: string }[] = [];
  for (const day of DOOR_ORDER) {
    const words = rangesWords(week[day]);
    const last = runs.at(-1);
    if (last && last.words === words) last.to = day;
    else runs.push({ from: day, to: day, words });
  }
  if (runs.length === 1) return `Open every day, ${runs[0]!.words}.`;
  const parts = runs.map((run) => {
    const days = run.from === run.to ? DAY_NAMES[run.from] : `${DAY_NAMES[run.from]} to ${DAY_NAMES[run.to]}`;
    return run.words === 'closed' ? `${days} closed` : `${days}, ${run.words}`;
  });
  return `Open ${parts.join('; ')}.`;
}
