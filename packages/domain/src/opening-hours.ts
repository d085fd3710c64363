import { z } from 'zod';
import { isCalendarDay } from './kenya-day.ts';

/**
 * A store's opening hours, in Nairobi time. Kenya keeps UTC+3 all year, so every instant here is
 * worked out with fixed-offset arithmetic and the answer never depends on the server's time zone.
 */
const EAT_OFFSET_MS = 3 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** How far ahead the next opening is looked for: two weeks covers a holiday run. */
const HORIZON_DAYS = 15;

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Use a time like 08:00 (24-hour clock).');

/** A range that closes at or before it opens ends the next day (17:00-02:00); 00:00-24:00 is all day. */
export const ZTimeRange = z
  .object({ open: clock, close: clock })
  .refine((r) => r.open !== '24:00', { message: 'A range cannot open at 24:00.' });
export type TTimeRange = z.infer<typeof ZTimeRange>;

export const ZWeekHours = z.object(
  Object.fromEntries(WEEKDAYS.map((d) => [d, z.array(ZTimeRange).max(6, 'At most 6 ranges a day.')])) as Record<
    Weekday,
    z.ZodArray<typeof ZTimeRange>
  >,
);
export type TWeekHours = z.infer<typeof ZWeekHours>;

export const ZClosure = z.object({
  date: z.string().refine(isCalendarDay, 'Use a date like 2026-12-25.'),
  note: z.string().trim().max(120).default(''),
});
export type TClosure = z.infer<typeof ZClosure>;

export const ZStoreHours = z.object({ week: ZWeekHours, closures: z.array(ZClosure).max(60).default([]) });
export type TStoreHours = z.infer<typeof ZStoreHours>;

const ALL_DAY: TTimeRange = { open: '00:00', close: '24:00' };
/** What a store that never set hours keeps: open around the clock, so nothing changed for it. */
export const OPEN_ALL_DAY: TStoreHours = {
  week: Object.fromEntries(WEEKDAYS.map((d) => [d, [ALL_DAY]])) as TWeekHours,
  closures: [],
};

/** Minutes after midnight of a validated 'HH:MM', read digit by digit: it runs for every store of every answer. */
function minutesOf(time: string): number {
  const ZERO = 48;
  return ((time.charCodeAt(0) - ZERO) * 10 + time.charCodeAt(1) - ZERO) * 60 + (time.charCodeAt(3) - ZERO) * 10 + time.charCodeAt(4) - ZERO;
}

/** Midnight in Nairobi that starts the Kenyan day holding `instant`, as epoch ms. */
function kenyaMidnight(instantMs: number): number {
  return Math.floor((instantMs + EAT_OFFSET_MS) / DAY_MS) * DAY_MS - EAT_OFFSET_MS;
}

const kenyaDay = (midnightMs: number): string => new Date(midnightMs + EAT_OFFSET_MS).toISOString().slice(0, 10);
const kenyaWeekdayIndex = (midnightMs: number): number => new Date(midnightMs + EAT_OFFSET_MS).getUTCDay();

/**
 * The open intervals [from, to) from the day before `now` to two weeks ahead, merged where they
 * touch. Every store of a search or store list is scheduled at each answer, so this allocates
 * little: one date for the first weekday, a set only for closures.
 */
export function openIntervals(hours: TStoreHours, nowMs: number): Array<[number, number]> {
  const closed = hours.closures.length ? new Set(hours.closures.map((c) => c.date)) : null;
  const first = kenyaMidnight(nowMs) - DAY_MS;
  const firstWeekday = kenyaWeekdayIndex(first);
  const raw: Array<[number, number]> = [];
  for (let i = 0; i <= HORIZON_DAYS; i++) {
    const midnight = first + i * DAY_MS;
    // A closure date closes the ranges that start on it; a late shift begun the evening before ends as set.
    // (Most stores list none: their days are not spelt out.)
    if (closed?.has(kenyaDay(midnight))) continue;
    for (const range of hours.week[WEEKDAYS[(firstWeekday + i) % 7]!]) {
      const open = minutesOf(range.open);
      let close = minutesOf(range.close);
      if (close <= open) close += 24 * 60;
      raw.push([midnight + open * MINUTE_MS, midnight + close * MINUTE_MS]);
    }
  }
  raw.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const next of raw) {
    const last = merged.at(-1);
    if (last && next[0] <= last[1]) last[1] = Math.max(last[1], next[1]);
    else merged.push(next);
  }
  return merged;
}

export interface StoreSchedule {
  /** Orders for now are accepted: inside the hours and not paused. */
  openNow: boolean;
  /** The store paused new orders and the pause has not run out. */
  paused: boolean;
  pausedUntil: string | null;
  /** When ordering becomes possible next (while not open); null when not within two weeks. */
  opensAt: string | null;
  /** When ordering stops next (while open); null when the store never closes within two weeks. */
  closesAt: string | null;
}

/** Whether a store takes orders at `now` and when that changes next. `hours` null means open all day. */
export function storeSchedule(hours: TStoreHours | null, pausedUntil: Date | null, now: Date): StoreSchedule {
  const nowMs = now.getTime();
  const pauseEnd = pausedUntil && pausedUntil.getTime() > nowMs ? pausedUntil.getTime() : null;
  const intervals = openIntervals(hours ?? OPEN_ALL_DAY, nowMs);
  const horizon = kenyaMidnight(nowMs) + (HORIZON_DAYS - 1) * DAY_MS;
  const iso = (ms: number | undefined) => (ms === undefined || ms >= horizon ? null : new Date(ms).toISOString());
  const from = pauseEnd ?? nowMs;
  const current = intervals.find(([a, b]) => a <= from && from < b);
  const upcoming = intervals.find(([a]) => a > from);
  const paused = pauseEnd !== null;
  if (!paused && current) {
    return { openNow: true, paused: false, pausedUntil: null, opensAt: null, closesAt: iso(current[1]) };
  }
  return {
    openNow: false,
    paused,
    pausedUntil: pauseEnd === null ? null : new Date(pauseEnd).toISOString(),
    opensAt: current ? new Date(from).toISOString() : iso(upcoming?.[0]),
    closesAt: null,
  };
}

/** The end of the Kenyan day holding `now`: a pause or sold-out 'until the end of the day' stops there. */
export function endOfKenyaDay(now: Date): Date {
  return new Date(kenyaMidnight(now.getTime()) + DAY_MS);
}

/** A product marked sold out stays so until `soldOutUntil` (null: until turned back on). */
export function isProductAvailable(product: { soldOut: boolean; soldOutUntil: Date | null }, now: Date): boolean {
  if (!product.soldOut) return true;
  return product.soldOutUntil !== null && product.soldOutUntil.getTime() <= now.getTime();
}

/** Whether a product can be ordered now, and when a sold-out mark ends by itself. */
export function availabilityOf(row: { soldOut: boolean; soldOutUntil: Date | null }, now: Date) {
  const available = isProductAvailable(row, now);
  return { available, soldOutUntil: available || !row.soldOutUntil ? null : row.soldOutUntil.toISOString() };
}
