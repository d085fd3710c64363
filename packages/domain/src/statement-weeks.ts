const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** Kinds of statement line that are money earned (not cash moved, paid out or returned). */
export const EARNING_LINE_KINDS: readonly string[] = ['deliveryCompleted', 'tip', 'adjustment'];

export interface WeekTotal {
  /** First and last Kenyan day of the week, YYYY-MM-DD. */
  from: string;
  to: string;
  /** Shillings earned that week, summed in cents. */
  earned: number;
}

/**
 * Earnings per seven-day week, the last one ending on `lastDay`, oldest first: the dashboards'
 * eight-week chart. Lines are statement lines (Kenyan dates, shillings).
 */
export function weeklyEarnings(lines: readonly { date: string; net: number; kind: string }[], lastDay: string, weeks = 8): WeekTotal[] {
  const end = dayNumber(lastDay);
  const cents = new Array<number>(weeks).fill(0);
  for (const line of lines) {
    if (!EARNING_LINE_KINDS.includes(line.kind)) continue;
    const back = Math.floor((end - dayNumber(line.date)) / 7);
    if (back >= 0 && back < weeks) cents[weeks - 1 - back]! += Math.round(line.net * 100);
  }
  return cents.map((c, i) => {
    const last = end - 7 * (weeks - 1 - i);
    return { from: dayOf(last - 6), to: dayOf(last), earned: c / 100 };
  });
}

/** The first day of the `weeks` weeks that end on `lastDay`. */
export function firstDayOfWeeks(lastDay: string, weeks = 8): string {
  return dayOf(dayNumber(lastDay) - 7 * weeks + 1);
}
