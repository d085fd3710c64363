/**
 * Dates as Kenyans write them, dd/mm/yyyy, for date fields; the API keeps ISO days (yyyy-mm-dd).
 * Browsers draw <input type="date"> in the phone's own locale (often mm/dd/yyyy), so date fields
 * show and take text in this form instead.
 */
const TYPED = /^\s*(\d{1,2})[/.\-\s](\d{1,2})[/.\-\s](\d{4})\s*$/;

/** '2026-12-25' -> '25/12/2026'; anything that is not an ISO day stays as it is. */
export function toKenyanDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}

/** '25/12/2026' (or 25-12-2026, 25.12.2026, 5/1/2026) -> '2026-12-25'; null when it is no real day. */
export function fromKenyanDate(typed: string): string | null {
  const match = TYPED.exec(typed);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
