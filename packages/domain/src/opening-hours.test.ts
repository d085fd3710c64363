import { describe, expect, it } from 'vitest';
import {
  OPEN_ALL_DAY,
  WEEKDAYS,
  ZStoreHours,
  endOfKenyaDay,
  isProductAvailable,
  storeSchedule,
  type TStoreHours,
  type TTimeRange,
} from './opening-hours.ts';
import { isStoreSellableNow } from './store-visibility.ts';

/** Nairobi wall-clock time as an instant: '2026-11-24 21:30' is 18:30 UTC. */
const eat = (wall: string) => new Date(`${wall.replace(' ', 'T')}:00+03:00`);
const everyDay = (...ranges: TTimeRange[]): TStoreHours => ({
  week: Object.fromEntries(WEEKDAYS.map((d) => [d, ranges])) as TStoreHours['week'],
  closures: [],
});

// 2026-11-24 is a Tuesday.
describe(`opening hours in Nairobi (process TZ ${process.env.TZ ?? 'unset'})`, () => {
  it('is open inside a range and says when it closes', () => {
    const s = storeSchedule(everyDay({ open: '08:00', close: '22:00' }), null, eat('2026-11-24 21:30'));
    expect(s).toMatchObject({ openNow: true, paused: false, opensAt: null });
    expect(s.closesAt).toBe(eat('2026-11-24 22:00').toISOString());
  });

  it('is closed after hours and opens tomorrow morning', () => {
    const s = storeSchedule(everyDay({ open: '08:00', close: '22:00' }), null, eat('2026-11-24 23:10'));
    expect(s).toMatchObject({ openNow: false, closesAt: null });
    expect(s.opensAt).toBe(eat('2026-11-25 08:00').toISOString());
  });

  it('keeps a range that crosses midnight open after midnight', () => {
    const hours = everyDay({ open: '17:00', close: '02:00' });
    const late = storeSchedule(hours, null, eat('2026-11-25 01:15'));
    expect(late.openNow).toBe(true);
    expect(late.closesAt).toBe(eat('2026-11-25 02:00').toISOString());
    const morning = storeSchedule(hours, null, eat('2026-11-25 03:00'));
    expect(morning.openNow).toBe(false);
    expect(morning.opensAt).toBe(eat('2026-11-25 17:00').toISOString());
  });

  it('joins touching ranges and lunch breaks close in between', () => {
    const hours = everyDay({ open: '08:00', close: '14:00' }, { open: '17:00', close: '22:30' });
    const gap = storeSchedule(hours, null, eat('2026-11-24 15:00'));
    expect(gap.opensAt).toBe(eat('2026-11-24 17:00').toISOString());
    const joined = storeSchedule(everyDay({ open: '08:00', close: '12:00' }, { open: '12:00', close: '20:00' }), null, eat('2026-11-24 11:00'));
    expect(joined.closesAt).toBe(eat('2026-11-24 20:00').toISOString());
  });

  it('skips a closure date and weekdays without ranges', () => {
    const hours: TStoreHours = {
      ...everyDay({ open: '08:00', close: '22:00' }),
      closures: [{ date: '2026-11-25', note: 'Public holiday' }],
    };
    const s = storeSchedule(hours, null, eat('2026-11-24 23:00'));
    expect(s.opensAt).toBe(eat('2026-11-26 08:00').toISOString());
    const weekdays = { week: { ...everyDay({ open: '08:00', close: '17:00' }).week, sat: [], sun: [] }, closures: [] };
    // Friday 2026-11-27 after closing: next opening is Monday.
    expect(storeSchedule(weekdays, null, eat('2026-11-27 18:00')).opensAt).toBe(eat('2026-11-30 08:00').toISOString());
  });

  it('is open all day when no hours were set', () => {
    const s = storeSchedule(null, null, eat('2026-11-24 03:00'));
    expect(s).toMatchObject({ openNow: true, closesAt: null });
    expect(storeSchedule(OPEN_ALL_DAY, null, eat('2026-11-24 03:00')).openNow).toBe(true);
  });

  it('is paused until the pause runs out, then open again by itself', () => {
    const until = eat('2026-11-24 12:30');
    const during = storeSchedule(null, until, eat('2026-11-24 12:10'));
    expect(during).toMatchObject({ openNow: false, paused: true, pausedUntil: until.toISOString(), opensAt: until.toISOString() });
    expect(storeSchedule(null, until, eat('2026-11-24 12:30'))).toMatchObject({ openNow: true, paused: false });
  });

  it('reopens at the next range when a pause ends after closing time', () => {
    const s = storeSchedule(everyDay({ open: '08:00', close: '22:00' }), eat('2026-11-24 23:59'), eat('2026-11-24 21:50'));
    expect(s.paused).toBe(true);
    expect(s.opensAt).toBe(eat('2026-11-25 08:00').toISOString());
  });

  it("never sells from a closed, paused or suspended store, nor from the operator's account", () => {
    const base = { suspended: false, role: 'partner' as const, openingHours: everyDay({ open: '08:00', close: '22:00' }), pausedUntil: null };
    expect(isStoreSellableNow(base, eat('2026-11-24 10:00'))).toBe(true);
    expect(isStoreSellableNow(base, eat('2026-11-24 23:00'))).toBe(false);
    expect(isStoreSellableNow({ ...base, pausedUntil: eat('2026-11-24 11:00') }, eat('2026-11-24 10:00'))).toBe(false);
    expect(isStoreSellableNow({ ...base, suspended: true }, eat('2026-11-24 10:00'))).toBe(false);
    expect(isStoreSellableNow({ ...base, role: 'admin' }, eat('2026-11-24 10:00'))).toBe(false);
  });

  it('ends the day at Nairobi midnight and sold-out items come back then', () => {
    const end = endOfKenyaDay(eat('2026-11-24 23:30'));
    expect(end.toISOString()).toBe('2026-11-24T21:00:00.000Z');
    expect(isProductAvailable({ soldOut: true, soldOutUntil: end }, eat('2026-11-24 23:30'))).toBe(false);
    expect(isProductAvailable({ soldOut: true, soldOutUntil: end }, eat('2026-11-25 00:00'))).toBe(true);
    expect(isProductAvailable({ soldOut: true, soldOutUntil: null }, eat('2026-12-25 00:00'))).toBe(false);
  });

  it('refuses malformed hours and dates with readable messages', () => {
    const bad = ZStoreHours.safeParse({ week: { ...OPEN_ALL_DAY.week, mon: [{ open: '8am', close: '22:00' }] }, closures: [{ date: '2026-02-30' }] });
    expect(bad.success).toBe(false);
    expect(JSON.stringify(bad.error?.issues)).toMatch(/24-hour clock/);
    expect(JSON.stringify(bad.error?.issues)).toMatch(/2026-12-25/);
  });
});
