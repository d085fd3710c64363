const SHORT_DAY = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' });

/** A calendar day 'YYYY-MM-DD' as '22 Nov' (the day itself, no time zone shift). */
export function formatDay(day: string): string {
  return SHORT_DAY.format(new Date(`${day}T00:00:00Z`));
}

const NUMBER = new Intl.NumberFormat('en-KE');

/** 12,345 */
export function formatCount(value: number): string {
  return NUMBER.format(value);
}

/** Whole shillings for chart axes only: 'Ksh 12,345'. Amounts on cards use formatKsh (two decimals). */
export function formatKshWhole(value: number): string {
  return `Ksh ${NUMBER.format(Math.round(value))}`;
}
