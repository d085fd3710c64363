import { fromCents, toCents } from '@sokoni/domain/money';

/** Credit pays at most the whole total (items and delivery fee), as the server applies it. */
export function creditForTotal(balance: number, subtotal: number, fee: number): number {
  return fromCents(Math.max(0, Math.min(toCents(balance), toCents(subtotal) + toCents(fee))));
}
