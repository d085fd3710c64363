/**
 * Slots as people read them, in their language: apart from delivery-slots.ts, which reads opening
 * hours (and their zod schema), so a screen that only shows a slot does not bring the validator.
 */
const NAIROBI = 'Africa/Nairobi';
const formatters = new Map<string, { whole: Intl.DateTimeFormat; day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function formattersFor(locale: string) {
  let made = formatters.get(locale);
  if (!made) {
    const day = { weekday: 'short', day: 'numeric', month: 'short', timeZone: NAIROBI } as const;
    const time = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: NAIROBI } as const;
    made = { whole: new Intl.DateTimeFormat(locale, { ...day, ...time }), day: new Intl.DateTimeFormat(locale, day), time: new Intl.DateTimeFormat(locale, time) };
    formatters.set(locale, made);
  }
  return made;
}

/** A slot as people read it in `locale` (en-KE, sw-KE), Nairobi time: 'Wed, 25 Nov, 12:30', 'Jumatano, 25 Nov, 12:30'. */
export function formatSlotIn(slot: Date, locale: string): string {
  return formattersFor(locale).whole.format(slot);
}

/** A slot's Nairobi day ('Jumatano, 25 Nov') and time ('12:30') in `locale`, to list slots by day. */
export function slotDayAndTime(slot: Date, locale: string): { day: string; time: string } {
  const { day, time } = formattersFor(locale);
  return { day: day.format(slot), time: time.format(slot) };
}
