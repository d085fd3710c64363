import { i18n } from '../i18n/i18n.ts';

/** The catalogue key of a category name: 'Toys & games' -> 'toys_and_games'. */
const keyOf = (words: string) => words.trim().toLowerCase().replace(/&/g, 'and').replace(/\s+/g, '_');

/**
 * A category in the reader's language when it is one of the platform's own ('Food' -> 'Chakula');
 * a category a shop typed itself stays as the shop wrote it.
 */
export function categoryName(category: string): string {
  const key = `categories.${keyOf(category)}` as const;
  return i18n.exists(key, { ns: 'common' }) ? i18n.t(key as never, { ns: 'common' }) : category;
}

/** A pack size with the platform's unit in the reader's language: '6 pcs' / '6 vipande'; 'other' says the number alone. */
export function unitWords(quantity: number, unit: string, formatted: string): string {
  if (unit === 'other') return formatted;
  const key = `units.${unit}` as const;
  const word = i18n.exists(key, { ns: 'common' }) || i18n.exists(`${key}_one`, { ns: 'common' }) ? i18n.t(key as never, { ns: 'common', count: quantity }) : unit;
  return `${formatted} ${word}`;
}
