import { basisPointsOfCents, formatKsh, shillingsFromCents } from './money.ts';

/**
 * Promo codes: whether a code applies to a cart, and how much it takes off. Pure, so the quote,
 * the placement and the tests share one rule. Money is worked in integer cents and the discount
 * is rounded once (a percentage through `percentOfCents`); the delivery fee is never discounted.
 */
export const PROMO_KINDS = ['percent', 'fixed'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];
export const PROMO_FUNDERS = ['platform', 'shop'] as const;
export type PromoFunder = (typeof PROMO_FUNDERS)[number];

export const PROMO_REFUSALS = [
  'unknown',
  'paused',
  'not-started',
  'expired',
  'other-shop',
  'minimum-not-met',
  'used-up',
  'already-used',
  'first-order-only',
] as const;
export type PromoRefusal = (typeof PROMO_REFUSALS)[number];

export interface PromoTerms {
  code: string;
  kind: PromoKind;
  /** Hundredths: of a percent (basis points, 1250 is 12.5%) for a percent code, of a shilling (cents) off for a fixed one. */
  valueHundredths: number;
  /** Cents of eligible items the cart must reach; null: any. */
  minOrderCents: number | null;
  /** Cents the discount never exceeds; null: no cap. */
  maxDiscountCents: number | null;
  /** Uses in all (released uses do not count); null: unlimited. */
  totalUses: number | null;
  perCustomer: boolean;
  firstOrderOnly: boolean;
  validFrom: Date | null;
  validTo: Date | null;
  /** One shop's code applies to that shop's items only; null: every shop. */
  partnerId: string | null;
  paused: boolean;
  usedCount: number;
}

export interface PromoCart {
  /** Each shop's items, cents. */
  shops: readonly { partnerId: string; shopName: string; totalCents: number }[];
  /** Live uses of this code by the customer (null when unknown, e.g. a quote without sign-in). */
  customerUses: number | null;
  /** Earlier orders of the customer that were not cancelled, declined or expired (null when unknown). */
  earlierOrders: number | null;
}

export type PromoDecision =
  | { applies: true; discountCents: number }
  | { applies: false; reason: PromoRefusal; message: string };

const nairobiTime = new Intl.DateTimeFormat('en-KE', { timeZone: 'Africa/Nairobi', dateStyle: 'medium', timeStyle: 'short' });

/** The words a customer reads when a code does not apply. */
export function promoRefusalMessage(reason: PromoRefusal, terms?: Pick<PromoTerms, 'code' | 'minOrderCents' | 'validFrom' | 'validTo'>, shopName?: string): string {
  const code = terms?.code ?? 'This code';
  switch (reason) {
    case 'unknown':
      return 'There is no such promo code. Check the spelling and try again.';
    case 'paused':
      return `${code} is paused at the moment.`;
    case 'not-started':
      return `${code} starts on ${terms?.validFrom ? nairobiTime.format(terms.validFrom) : 'a later date'}.`;
    case 'expired':
      return `${code} expired on ${terms?.validTo ? nairobiTime.format(terms.validTo) : 'an earlier date'}.`;
    case 'other-shop':
      return `${code} is for ${shopName ?? 'another shop'} only, and your cart has nothing from it.`;
    case 'minimum-not-met':
      return shopName
        ? `${code} needs an order of at least ${formatKsh(shillingsFromCents(terms?.minOrderCents ?? 0))} from ${shopName}.`
        : `${code} needs an order of at least ${formatKsh(shillingsFromCents(terms?.minOrderCents ?? 0))}.`;
    case 'used-up':
      return `${code} has been used up.`;
    case 'already-used':
      return `You have already used ${code}.`;
    case 'first-order-only':
      return `${code} is for a first order only.`;
  }
}

/** What the code takes off `eligibleCents` of items: rounded once, capped by maxDiscount and by the items themselves. */
export function promoDiscountCents(terms: Pick<PromoTerms, 'kind' | 'valueHundredths' | 'maxDiscountCents'>, eligibleCents: number): number {
  const raw = terms.kind === 'percent' ? basisPointsOfCents(eligibleCents, terms.valueHundredths) : terms.valueHundredths;
  const capped = terms.maxDiscountCents === null ? raw : Math.min(raw, terms.maxDiscountCents);
  return Math.max(0, Math.min(capped, eligibleCents));
}

/**
 * Whether `terms` apply to `cart` at `now`, checked in the order a customer can do something
 * about last: paused, dates, shop, minimum, then the counts (all uses, theirs, first order).
 */
export function decidePromo(terms: PromoTerms, cart: PromoCart, now: Date): PromoDecision {
  const refuse = (reason: PromoRefusal, shopName?: string): PromoDecision => ({ applies: false, reason, message: promoRefusalMessage(reason, terms, shopName) });
  if (terms.paused) return refuse('paused');
  if (terms.validFrom && now < terms.validFrom) return refuse('not-started');
  if (terms.validTo && now >= terms.validTo) return refuse('expired');
  const eligible = terms.partnerId === null ? cart.shops : cart.shops.filter((s) => s.partnerId === terms.partnerId);
  if (eligible.length === 0) return refuse('other-shop');
  const shopName = terms.partnerId === null ? undefined : eligible[0]!.shopName;
  const eligibleCents = eligible.reduce((sum, s) => sum + s.totalCents, 0);
  if (terms.minOrderCents !== null && eligibleCents < terms.minOrderCents) return refuse('minimum-not-met', shopName);
  if (terms.totalUses !== null && terms.usedCount >= terms.totalUses) return refuse('used-up');
  if (terms.perCustomer && (cart.customerUses ?? 0) > 0) return refuse('already-used');
  if (terms.firstOrderOnly && (cart.earlierOrders ?? 0) > 0) return refuse('first-order-only');
  const discountCents = promoDiscountCents(terms, eligibleCents);
  return { applies: true, discountCents };
}

/** Codes are compared without case or surrounding spaces: 'karibu10 ' is KARIBU10. */
export function normalisePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * A use is given back when the order ends (cancelled, declined or expired) before any shop began
 * preparing it: the customer got nothing from it. Once preparing started the use stays spent.
 */
const UNPREPARED: readonly string[] = ['Pending', 'OrderReceived', 'Scheduled', 'AwaitingPayment'];
const ENDED_UNDELIVERED: readonly string[] = ['Cancelled', 'Declined', 'Expired'];
export function releasesPromoUse(before: { status: string; subOrderStatuses: readonly string[] }, afterStatus: string): boolean {
  if (!ENDED_UNDELIVERED.includes(afterStatus) || ENDED_UNDELIVERED.includes(before.status)) return false;
  return UNPREPARED.includes(before.status) && before.subOrderStatuses.every((s) => UNPREPARED.includes(s) || ENDED_UNDELIVERED.includes(s));
}
