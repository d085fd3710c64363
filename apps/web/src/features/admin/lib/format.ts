import { intlLocale } from '../../../i18n/i18n.ts';

/** A calendar day 'YYYY-MM-DD' as '22 Nov' in the current language (the day itself, no time zone shift). */
export function formatDay(day: string): string {
  return new Intl.DateTimeFormat(intlLocale(), { timeZone: 'UTC', day: 'numeric', month: 'short' }).format(new Date(`${day}T00:00:00Z`));
}

/** 12,345 */
export function formatCount(value: number): string {
  return new Intl.NumberFormat(intlLocale()).format(value);
}

/** Whole shillings for chart axes only: 'Ksh 12,345'. Amounts on cards use formatKsh (two decimals). */
export function formatKshWhole(value: number): string {
  return `Ksh ${formatCount(Math.round(value))}`;
}
