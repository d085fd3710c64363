import { WEEKDAYS, type TStoreHours, type TTimeRange, type Weekday } from '@sokoni/domain/opening-hours';

/** Monday first, as a Kenyan week is read. */
export const WEEK_ORDER: Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

const week = (rangesOf: (day: Weekday) => TTimeRange[]) => Object.fromEntries(WEEKDAYS.map((d) => [d, rangesOf(d)])) as TStoreHours['week'];

/** 'Every day 8-22'. */
export function everyDay8to22(hours: TStoreHours): TStoreHours {
  return { ...hours, week: week(() => [{ open: '08:00', close: '22:00' }]) };
}

/** 'Weekdays only': Monday's hours (or 08:00-17:00) from Monday to Friday, closed at the weekend. */
export function weekdaysOnly(hours: TStoreHours): TStoreHours {
  const monday = hours.week.mon.length ? hours.week.mon : [{ open: '08:00', close: '17:00' }];
  return { ...hours, week: week((d) => (d === 'sat' || d === 'sun' ? [] : monday.map((r) => ({ ...r })))) };
}

/** Copies one day's ranges to every day of the week. */
export function copyDayToAll(hours: TStoreHours, day: Weekday): TStoreHours {
  return { ...hours, week: week(() => hours.week[day].map((r) => ({ ...r }))) };
}

/** A time field cannot show 24:00; midnight closing is the same instant written 00:00 (the range ends the next day). */
export const timeFieldValue = (time: string) => (time === '24:00' ? '00:00' : time);
