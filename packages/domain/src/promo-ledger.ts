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
 * (`discountTakenBack`), so the delivered rest carries none.
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

/** The discount an order's live parts carry now, as the ledger takes it off (0 without a code). */
export function discountOfLiveParts(promo: Pick<OrderPromo, 'discountCents' | 'partnerId' | 'fundedBy'> | null, liveParts: readonly { partnerId: string; itemsCents: number }[]): number {
  return promo ? (deliveredDiscount({ code: '', ...promo }, liveParts)?.amount ?? 0) : 0;
}

/**
 * How much of the discount comes off what is owed back when the order's live parts change from
 * `before` to `after` (a part dropped, an item removed, a cheaper replacement): the discount they
 * carried before less what they carry after. A shop's code whose part drops takes all of it back;
 * an every-shop code takes all back when the whole order ends, and the part that no longer fits
 * when the items left cost less than it. Step by step the amounts add up, so the customer never
 * gets back more than they paid, the discount is taken off once, and what was kept is what the
 * ledger says the delivered order cost (deliveredDiscount).
 */
export function discountTakenBack(
  promo: Pick<OrderPromo, 'discountCents' | 'partnerId' | 'fundedBy'> | null,
  before: readonly { partnerId: string; itemsCents: number }[],
  after: readonly { partnerId: string; itemsCents: number }[],
): number {
  return discountOfLiveParts(promo, before) - discountOfLiveParts(promo, after);
}
