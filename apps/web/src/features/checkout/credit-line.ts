import { shillingsFromCents, centsFromShillings } from '@sokoni/domain/money';

/**
 * Credit pays at most the whole total (items less any promo discount, and delivery fee; never the
 * tip), as the server applies it.
 */
export function creditForTotal(balance: number, subtotal: number, fee: number, discount = 0): number {
  return shillingsFromCents(Math.max(0, Math.min(centsFromShillings(balance), centsFromShillings(subtotal) - centsFromShillings(discount) + centsFromShillings(fee))));
}
