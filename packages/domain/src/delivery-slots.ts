import { OPEN_ALL_DAY, WEEKDAYS, openIntervals, type TStoreHours } from './opening-hours.ts';

/** Slots start on the hour and the half hour, Nairobi time (UTC+3, so the same as UTC's). */
export const SLOT_MINUTES = 30;
/** The earliest slot is this far ahead: time for the shops to be told and to prepare. */
export const SLOT_LEAD_MINUTES = 45;
export const SLOT_DAYS_AHEAD = 7;
/** A slot offered at checkout stays bookable this long after it fell inside the lead time. */
export const SLOT_GRACE_MINUTES = 10;

const MINUTE_MS = 60_000;
const SLOT_MS = SLOT_MINUTES * MINUTE_MS;

/** What the slot rules read of each shop in the cart. */
export interface SlotShop {
  openingHours: TStoreHours | null;
  /** A pause ends by itself; no slot is offered before it does. */
  pausedUntil: Date | null;
}

function openAt(intervals: ReadonlyArray<[number, number]>, ms: number): boolean {
  return intervals.some(([from, to]) => from <= ms && ms < to);
}

function everyShopOpen(shops: readonly SlotShop[], now: Date): (ms: number) => boolean {
  const perShop = shops.map((shop) => ({ intervals: openIntervals(shop.openingHours ?? OPEN_ALL_DAY, now.getTime()), pausedUntil: shop.pausedUntil?.getTime() ?? 0 }));
  return (ms) => perShop.every((shop) => ms >= shop.pausedUntil && openAt(shop.intervals, ms));
}

/**
 * The time slots an order for later may be placed for: every 30 minutes from 45 minutes ahead to
 * 7 days ahead, only when every shop in the cart is open then. A shop closed or paused now can
 * still be booked for a time inside its hours.
 */
export function deliverySlots(shops: readonly SlotShop[], now: Date): Date[] {
  const open = everyShopOpen(shops, now);
  const first = Math.ceil((now.getTime() + SLOT_LEAD_MINUTES * MINUTE_MS) / SLOT_MS) * SLOT_MS;
  const last = now.getTime() + SLOT_DAYS_AHEAD * 24 * 60 * MINUTE_MS;
  const slots: Date[] = [];
  for (let ms = first; ms <= last; ms += SLOT_MS) if (open(ms)) slots.push(new Date(ms));
  return slots;
}

/** Why an order cannot be placed for `slot`, in words for the customer; null when it can. */
export function whyNotSlot(slot: Date, shops: readonly { name: string; shop: SlotShop }[], now: Date): string | null {
  const ms = slot.getTime();
  if (ms % SLOT_MS !== 0) return 'Choose a time slot on the hour or the half hour.';
  if (ms < now.getTime() + (SLOT_LEAD_MINUTES - SLOT_GRACE_MINUTES) * MINUTE_MS) return `Choose a time at least ${SLOT_LEAD_MINUTES} minutes from now.`;
  if (ms > now.getTime() + SLOT_DAYS_AHEAD * 24 * 60 * MINUTE_MS) return `Orders can be scheduled at most ${SLOT_DAYS_AHEAD} days ahead.`;
  const closed = shops.find(({ shop }) => !everyShopOpen([shop], now)(ms));
  if (!closed) return null;
  const hours = hoursOnSlotDay(closed.shop, slot);
  if (hours === null) return `${closed.name} is not open at that time. Please choose another time slot.`;
  return hours === '' ? `${closed.name} is closed that day. Please choose another day.` : `${closed.name} is open ${hours} that day. Please choose another time slot.`;
}

/**
 * The shop's hours on the Nairobi day of `slot` ('10:00-14:00, 17:00-23:00'), '' when it does not
 * open that day, or null when its hours are not what kept the slot out (a pause, or no hours set).
 */
function hoursOnSlotDay(shop: SlotShop, slot: Date): string | null {
  if (!shop.openingHours || (shop.pausedUntil && shop.pausedUntil.getTime() > slot.getTime())) return null;
  const local = new Date(slot.getTime() + EAT_MS);
  const day = local.toISOString().slice(0, 10);
  if (shop.openingHours.closures.some((c) => c.date === day)) return '';
  return shop.openingHours.week[WEEKDAYS[local.getUTCDay()]!].map((r) => `${r.open}-${r.close}`).join(', ');
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const EAT_MS = 3 * 3_600_000;

/**
 * A slot in Nairobi time in the server's stored English: 'Wed 25 Nov, 12:30' (the same on any
 * server or browser time zone). Texts kept for later (a shop's scheduled-order notice) hold this
 * form, and parseSlot reads it back to say it in the reader's language.
 */
export function formatSlot(slot: Date): string {
  const eat = new Date(slot.getTime() + EAT_MS);
  const time = eat.toISOString().slice(11, 16);
  return `${DAYS[eat.getUTCDay()]} ${eat.getUTCDate()} ${MONTHS[eat.getUTCMonth()]}, ${time}`;
}

const SLOT_FORM = /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) (\d{1,2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec), (\d{2}):(\d{2})$/;

/**
 * The slot a formatSlot text names, null for any other text. The text has no year: it is the one
 * whose weekday matches, nearest to `now` (slots are at most SLOT_DAYS_AHEAD days ahead).
 */
export function parseSlot(text: string, now: Date = new Date()): Date | null {
  const match = SLOT_FORM.exec(text);
  if (!match) return null;
  // The weekday is checked below, by saying each candidate again.
  const [, , date, month, hours, minutes] = match as unknown as [string, string, string, string, string, string];
  const thisYear = new Date(now.getTime() + EAT_MS).getUTCFullYear();
  const candidates = [thisYear, thisYear + 1, thisYear - 1]
    .map((year) => new Date(Date.UTC(year, MONTHS.indexOf(month), Number(date), Number(hours), Number(minutes)) - EAT_MS))
    .filter((slot) => formatSlot(slot) === text);
  candidates.sort((a, b) => Math.abs(a.getTime() - now.getTime()) - Math.abs(b.getTime() - now.getTime()));
  return candidates[0] ?? null;
}
