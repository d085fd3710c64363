import type { StoreSchedule } from './opening-hours.ts';

/** Store status in the words customers read; Nairobi time whatever the reader's or server's zone. */
const EAT_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const nairobi = (ms: number) => new Date(ms + EAT_OFFSET_MS);
const kenyaDayNumber = (ms: number) => Math.floor((ms + EAT_OFFSET_MS) / DAY_MS);

/** 'today 17:00', 'tomorrow 08:00', 'Thu 08:00' or 'Thu 3 Dec 08:00' beyond a week. */
export function nairobiWhen(iso: string, now: Date): string {
  const at = Date.parse(iso);
  const wall = nairobi(at);
  const clock = wall.toISOString().slice(11, 16);
  const days = kenyaDayNumber(at) - kenyaDayNumber(now.getTime());
  if (days <= 0) return `today ${clock}`;
  if (days === 1) return `tomorrow ${clock}`;
  const name = DAY_NAMES[wall.getUTCDay()];
  if (days < 7) return `${name} ${clock}`;
  return `${name} ${wall.getUTCDate()} ${wall.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' })} ${clock}`;
}

/** The store badge: 'Open · closes 22:00', 'Closed · opens tomorrow 08:00', 'Paused · back in 20 min'. */
export function storeStatusLabel(s: Pick<StoreSchedule, 'openNow' | 'paused' | 'pausedUntil' | 'opensAt' | 'closesAt'>, now: Date): string {
  if (s.openNow) return s.closesAt ? `Open · closes ${nairobi(Date.parse(s.closesAt)).toISOString().slice(11, 16)}` : 'Open';
  if (s.paused && s.pausedUntil && s.opensAt === s.pausedUntil) {
    const minutes = Math.max(1, Math.ceil((Date.parse(s.pausedUntil) - now.getTime()) / 60000));
    return minutes <= 90 ? `Paused · back in ${minutes} min` : `Paused · back ${nairobiWhen(s.pausedUntil, now)}`;
  }
  const lead = s.paused ? 'Paused' : 'Closed';
  return s.opensAt ? `${lead} · opens ${nairobiWhen(s.opensAt, now)}` : lead;
}

/** Why an order for now is refused, naming the store and when it opens. */
export function storeClosedMessage(storeName: string, s: Pick<StoreSchedule, 'paused' | 'opensAt'>, now: Date): string {
  // Whole sentences, so each can be translated as one (messages/message-translator.ts).
  if (!s.opensAt) return s.paused ? `${storeName} has paused new orders.` : `${storeName} is closed now.`;
  const when = nairobiWhen(s.opensAt, now);
  return s.paused ? `${storeName} has paused new orders; it opens ${when}.` : `${storeName} is closed now; it opens ${when}.`;
}
