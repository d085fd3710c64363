import { addShillings } from '@sokoni/domain/money';

/**
 * What the customer pays at checkout: items less any promo discount, delivery fee and the rider's
 * tip (never discounted). Kept in one place so other changes to the total change this step only;
 * the server decides the same sum again (apps/server/src/modules/checkout/checkout-tip.ts).
 */
export function checkoutTotal(parts: { subtotal: number; fee: number; tip: number; discount?: number }): number {
  return addShillings(parts.subtotal, -(parts.discount ?? 0), parts.fee, parts.tip);
}
