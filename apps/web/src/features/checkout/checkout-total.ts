import { roundMoney } from '@sokoni/domain/money';

/**
 * What the customer pays at checkout: items, delivery fee and the rider's tip. Kept in one place
 * so other additions to the total (discounts, credit) change this step only; the server decides
 * the same sum again (apps/server/src/modules/checkout/checkout-tip.ts).
 */
export function checkoutTotal(parts: { subtotal: number; fee: number; tip: number }): number {
  return roundMoney(parts.subtotal + parts.fee + parts.tip);
}
