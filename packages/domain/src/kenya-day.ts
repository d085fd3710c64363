/** Kenya keeps East Africa Time (UTC+3) all year, so a calendar day there is a fixed UTC window. */
const EAT_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** 'YYYY-MM-DD' naming a real calendar day (no 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** The instants a Kenyan calendar day covers: from its midnight (inclusive) to the next (exclusive). */
export function kenyaDayBounds(day: string): { from: Date; to: Date } {
  if (!isCalendarDay(day)) throw new RangeError(`Not a calendar day: ${day}`);
  const from = new Date(Date.parse(`${day}T00:00:00Z`) - EAT_OFFSET_MS);
  return { from, to: new Date(from.getTime() + DAY_MS) };
}

/** The Kenyan calendar day an instant falls on, 'YYYY-MM-DD'. */
export function kenyaDayOf(instant: Date): string {
  return new Date(instant.getTime() + EAT_OFFSET_MS).toISOString().slice(0, 10);
}
