import { platform, shopAccount, type Account } from './ledger.ts';

/** A promo code an order used, as the ledger needs it (cents). */
export interface OrderPromo {
  code: string;
  discountCents: number;
  fundedBy: 'platform' | 'shop';
  /** The shop a code was for; null for an every-shop code. */
  partnerId: string | null;
}

/**
 * Who makes up a delivered order's discount, and how much: never more than the items delivered.
 * A shop pays for its own code; Sokoni for its codes. A code for one shop whose part dropped out
 * gave its discount on that part only, and the part's refund already kept it back
 * (`discountInRefund`), so the delivered rest carries none.
 */
export function deliveredDiscount(promo: OrderPromo, liveParts: readonly { partnerId: string; itemsCents: number }[]): { funder: Account; amount: number } | null {
  if (promo.partnerId !== null && !liveParts.some((p) => p.partnerId === promo.partnerId)) return null;
  const items = liveParts.reduce((sum, p) => sum + p.itemsCents, 0);
  const amount = Math.min(promo.discountCents, items);
  if (amount <= 0) return null;
  const shopPays = promo.fundedBy === 'shop' && promo.partnerId !== null;
  return { funder: shopPays ? shopAccount(promo.partnerId!) : platform('promotions'), amount };
}

/**
 * Cash handed over is less by what the customer paid otherwise (a promo discount, Sokoni credit):
 * taken from `firstFromShop`'s collection first (a shop's code: its own items carried it), then
 * from the others in order, none below zero.
 */
export function collectionsLess<T extends { account: Account; amount: number }>(collections: readonly T[], cents: number, firstFromShop: string | null): T[] {
  let left = cents;
  const first = collections.findIndex((c) => c.account.kind === 'shop' && c.account.ownerId === firstFromShop);
  const order = first > 0 ? [first, ...collections.keys()].filter((i, n, all) => all.indexOf(i) === n) : [...collections.keys()];
  const result = collections.map((c) => ({ ...c }));
  for (const i of order) {
    const take = Math.min(left, result[i]!.amount);
    result[i]!.amount -= take;
    left -= take;
  }
  return result;
}

/**
 * How much of the discount comes off a refund for cancelled parts: a shop's code with that
 * shop's part, or an every-shop code when the whole order ends. The customer never gets back
 * more than they paid, and the discount is taken off once.
 */
export function discountInRefund(promo: Pick<OrderPromo, 'discountCents' | 'partnerId'> | null, cancelledPartnerIds: readonly string[], wholeOrder: boolean): number {
  if (!promo) return 0;
  if (promo.partnerId !== null) return cancelledPartnerIds.includes(promo.partnerId) ? promo.discountCents : 0;
  return wholeOrder ? promo.discountCents : 0;
}
