import { describe, expect, it } from 'vitest';
import { deliverySlots, formatSlot, parseSlot, whyNotSlot } from './delivery-slots.ts';
import { formatSlotIn, slotDayAndTime } from './slot-format.ts';
import { WEEKDAYS, type TStoreHours, type TTimeRange } from './opening-hours.ts';

/** Nairobi wall-clock time as an instant: '2026-11-24 21:30' is 18:30 UTC. */
const eat = (wall: string) => new Date(`${wall.replace(' ', 'T')}:00+03:00`);
const everyDay = (...ranges: TTimeRange[]): TStoreHours => ({
  week: Object.fromEntries(WEEKDAYS.map((d) => [d, ranges])) as TStoreHours['week'],
  closures: [],
});
const shop = (openingHours: TStoreHours | null, pausedUntil: Date | null = null) => ({ openingHours, pausedUntil });
/** Nairobi wall-clock 'YYYY-MM-DD HH:MM' of an instant, whatever the process time zone. */
const wall = (d: Date) => new Date(d.getTime() + 3 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

// 2026-11-24 is a Tuesday.
describe(`time slots in Nairobi (process TZ ${process.env.TZ ?? 'unset'})`, () => {
  it('starts 45 minutes ahead on the next half hour and runs every 30 minutes for 7 days', () => {
    const slots = deliverySlots([shop(null)], eat('2026-11-24 10:20'));
    expect(wall(slots[0]!)).toBe('2026-11-24 11:30');
    expect(wall(slots[1]!)).toBe('2026-11-24 12:00');
    expect(wall(slots.at(-1)!)).toBe('2026-12-01 10:00');
    expect(slots).toHaveLength(7 * 48 - 2);
  });

  it('offers only times when every shop in the cart is open, across midnight too', () => {
    const lunch = shop(everyDay({ open: '11:00', close: '14:00' }));
    const allDay = shop(null);
    const slots = deliverySlots([lunch, allDay], eat('2026-11-24 23:10')).map(wall);
    expect(slots.slice(0, 6)).toEqual(['2026-11-25 11:00', '2026-11-25 11:30', '2026-11-25 12:00', '2026-11-25 12:30', '2026-11-25 13:00', '2026-11-25 13:30']);
    const late = deliverySlots([shop(everyDay({ open: '22:00', close: '01:00' }))], eat('2026-11-24 20:00')).map(wall);
    expect(late.slice(0, 6)).toEqual(['2026-11-24 22:00', '2026-11-24 22:30', '2026-11-24 23:00', '2026-11-24 23:30', '2026-11-25 00:00', '2026-11-25 00:30']);
  });

  it('skips closure dates and a pause that has not run out, but books a shop closed now for later', () => {
    const hours: TStoreHours = { ...everyDay({ open: '08:00', close: '22:00' }), closures: [{ date: '2026-11-25', note: 'Holiday' }] };
    const slots = deliverySlots([shop(hours, eat('2026-11-24 20:00'))], eat('2026-11-24 19:00')).map(wall);
    expect(slots[0]).toBe('2026-11-24 20:00');
    expect(slots).not.toContain('2026-11-25 12:30');
    expect(slots).toContain('2026-11-26 12:30');
  });

  it('says why a time cannot be booked', () => {
    const now = eat('2026-11-24 23:10');
    const shops = [{ name: 'Mama Pima', shop: shop(everyDay({ open: '08:00', close: '22:00' })) }];
    expect(whyNotSlot(eat('2026-11-25 12:30'), shops, now)).toBeNull();
    expect(whyNotSlot(eat('2026-11-25 03:00'), shops, now)).toBe('Mama Pima is open 08:00-22:00 that day. Please choose another time slot.');
    expect(whyNotSlot(eat('2026-11-25 12:15'), shops, now)).toBe('Choose a time slot on the hour or the half hour.');
    expect(whyNotSlot(eat('2026-11-24 23:30'), [{ name: 'Any', shop: shop(null) }], now)).toBe('Choose a time at least 45 minutes from now.');
    expect(whyNotSlot(eat('2026-12-02 12:00'), shops, now)).toBe('Orders can be scheduled at most 7 days ahead.');
  });
});

describe('a slot in words', () => {
  const slot = new Date('2026-11-25T09:30:00Z'); // Wednesday 12:30 in Nairobi

  it('is said in English or Kiswahili, Nairobi time, whatever the machine zone', () => {
    expect(formatSlotIn(slot, 'en-KE')).toBe('Wed, 25 Nov, 12:30');
    expect(formatSlotIn(slot, 'sw-KE')).toBe('Jumatano, 25 Nov, 12:30');
    expect(slotDayAndTime(new Date('2026-11-25T22:00:00Z'), 'sw-KE')).toEqual({ day: 'Alhamisi, 26 Nov', time: '01:00' });
  });

  it('is read back from the stored English form, the year the one whose weekday matches', () => {
    expect(formatSlot(slot)).toBe('Wed 25 Nov, 12:30');
    expect(parseSlot('Wed 25 Nov, 12:30', new Date('2026-11-25T06:00:00Z'))).toEqual(slot);
    // Read at the end of December about a slot early in January: next year's.
    const january = new Date('2027-01-02T07:00:00Z');
    expect(parseSlot(formatSlot(january), new Date('2026-12-30T10:00:00Z'))).toEqual(january);
    expect(parseSlot('Fri 25 Nov, 12:30', new Date('2026-11-25T06:00:00Z'))).toBeNull(); // no such day near then
    expect(parseSlot('Tue 31 Nov, 12:30', new Date('2026-11-25T06:00:00Z'))).toBeNull();
    expect(parseSlot('today 17:00')).toBeNull();
  });
});
