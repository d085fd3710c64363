import { describe, expect, it } from 'vitest';
import { decidePromo, normalisePromoCode, promoDiscountCents, releasesPromoUse, type PromoCart, type PromoTerms } from './promo-rules.ts';
import { amountDue } from './amount-due.ts';
import { promoDiscount, platform, shopAccount, isBalanced } from './ledger.ts';
import { collectionsLess, deliveredDiscount, discountTakenBack } from './promo-ledger.ts';

const NOW = new Date('2026-11-25T09:00:00Z');
const terms = (over: Partial<PromoTerms> = {}): PromoTerms => ({
  code: 'KARIBU',
  kind: 'percent',
  valueHundredths: 1000,
  minOrderCents: null,
  maxDiscountCents: null,
  totalUses: null,
  perCustomer: false,
  firstOrderOnly: false,
  validFrom: null,
  validTo: null,
  partnerId: null,
  paused: false,
  usedCount: 0,
  ...over,
});
const cart = (over: Partial<PromoCart> = {}): PromoCart => ({
  shops: [
    { partnerId: 'a', shopName: 'Mama Mboga', totalCents: 80_000 },
    { partnerId: 'b', shopName: 'Duka Kuu', totalCents: 20_050 },
  ],
  customerUses: 0,
  earlierOrders: 0,
  ...over,
});
const reasonOf = (t: PromoTerms, c = cart()) => {
  const d = decidePromo(t, c, NOW);
  return d.applies ? null : d.reason;
};

describe('promo discount amount', () => {
  it('a percentage of the items, rounded once to the cent (halves up)', () => {
    expect(decidePromo(terms({ valueHundredths: 1000 }), cart(), NOW)).toEqual({ applies: true, discountCents: 10_005 });
    expect(promoDiscountCents({ kind: 'percent', valueHundredths: 1250, maxDiscountCents: null }, 999)).toBe(125);
  });
  it('fixed shillings off', () => {
    expect(promoDiscountCents({ kind: 'fixed', valueHundredths: 15_000, maxDiscountCents: null }, 100_050)).toBe(15_000);
  });
  it('never more than the maximum discount', () => {
    expect(promoDiscountCents({ kind: 'percent', valueHundredths: 5000, maxDiscountCents: 20_000 }, 100_050)).toBe(20_000);
  });
  it('never more than the items themselves (the delivery fee is not discounted)', () => {
    expect(promoDiscountCents({ kind: 'fixed', valueHundredths: 50_000, maxDiscountCents: null }, 30_000)).toBe(30_000);
  });
  it("a shop's code counts that shop's items only", () => {
    expect(decidePromo(terms({ partnerId: 'b', valueHundredths: 1000 }), cart(), NOW)).toMatchObject({ applies: true, discountCents: 2005 });
  });
});

describe('why a promo code does not apply', () => {
  it('paused', () => expect(reasonOf(terms({ paused: true }))).toBe('paused'));
  it('not started yet', () => expect(reasonOf(terms({ validFrom: new Date('2026-11-26T00:00:00+03:00') }))).toBe('not-started'));
  it('starts exactly now: applies', () => expect(reasonOf(terms({ validFrom: NOW }))).toBeNull());
  it('expired (the end is exclusive)', () => expect(reasonOf(terms({ validTo: NOW }))).toBe('expired'));
  it('for another shop', () => expect(reasonOf(terms({ partnerId: 'zzz' }))).toBe('other-shop'));
  it('minimum not met, counted on the eligible items', () => {
    expect(reasonOf(terms({ minOrderCents: 100_050 }))).toBeNull();
    expect(reasonOf(terms({ minOrderCents: 100_051 }))).toBe('minimum-not-met');
    expect(reasonOf(terms({ minOrderCents: 30_000, partnerId: 'b' }))).toBe('minimum-not-met');
  });
  it('used up', () => {
    expect(reasonOf(terms({ totalUses: 3, usedCount: 2 }))).toBeNull();
    expect(reasonOf(terms({ totalUses: 3, usedCount: 3 }))).toBe('used-up');
  });
  it('already used by this customer, only for one-use-per-customer codes', () => {
    expect(reasonOf(terms({ perCustomer: true }), cart({ customerUses: 1 }))).toBe('already-used');
    expect(reasonOf(terms({ perCustomer: false }), cart({ customerUses: 1 }))).toBeNull();
  });
  it('first order only', () => {
    expect(reasonOf(terms({ firstOrderOnly: true }), cart({ earlierOrders: 1 }))).toBe('first-order-only');
    expect(reasonOf(terms({ firstOrderOnly: true }), cart({ earlierOrders: 0 }))).toBeNull();
  });
  it('says why in words, with dates in Nairobi time', () => {
    const d = decidePromo(terms({ validTo: new Date('2026-11-24T21:00:00Z') }), cart(), NOW);
    expect(d).toMatchObject({ applies: false, message: expect.stringContaining('25 Nov 2026') });
    const m = decidePromo(terms({ minOrderCents: 200_000 }), cart(), NOW);
    expect(m).toMatchObject({ message: 'KARIBU needs an order of at least Ksh 2,000.00.' });
  });
});

describe('codes, totals and uses', () => {
  it('codes are compared without case or spaces', () => expect(normalisePromoCode(' karibu10 ')).toBe('KARIBU10'));
  it('the amount due is items and fee less the discount, in cents', () => {
    expect(amountDue({ total: 0.1, deliveryFee: 0.2, discount: 0 })).toBe(0.3);
    expect(amountDue({ total: 1000.5, deliveryFee: 150, discount: 100.05 })).toBe(1050.45);
    expect(amountDue({ total: 100, deliveryFee: 0, discount: 200 })).toBe(0);
  });
  it('a use is released when the order ends before any shop prepared it', () => {
    expect(releasesPromoUse({ status: 'Pending', subOrderStatuses: ['Pending'] }, 'Cancelled')).toBe(true);
    expect(releasesPromoUse({ status: 'AwaitingPayment', subOrderStatuses: ['AwaitingPayment'] }, 'Expired')).toBe(true);
    expect(releasesPromoUse({ status: 'Pending', subOrderStatuses: ['Declined', 'Pending'] }, 'Cancelled')).toBe(true);
    expect(releasesPromoUse({ status: 'Preparing', subOrderStatuses: ['Preparing'] }, 'Cancelled')).toBe(false);
    expect(releasesPromoUse({ status: 'Pending', subOrderStatuses: ['Preparing', 'Pending'] }, 'Cancelled')).toBe(false);
    expect(releasesPromoUse({ status: 'Cancelled', subOrderStatuses: ['Cancelled'] }, 'Cancelled')).toBe(false);
    expect(releasesPromoUse({ status: 'Pending', subOrderStatuses: ['Pending'] }, 'OrderReceived')).toBe(false);
  });
  it('the ledger posting makes the discount up from its funder and balances', () => {
    for (const funder of [platform('promotions'), shopAccount('a')]) {
      const p = promoDiscount(funder, 10_005);
      expect(isBalanced(p.entries)).toBe(true);
      expect(p.entries).toContainEqual({ account: funder, amount: -10_005 });
    }
  });
});

describe('who pays for a discount in the ledger', () => {
  const shopPromo = { code: 'DUKA', discountCents: 5_000, fundedBy: 'shop' as const, partnerId: 'b' };
  it('the shop pays for its own code while its part was delivered', () => {
    expect(deliveredDiscount(shopPromo, [{ partnerId: 'a', itemsCents: 10_000 }, { partnerId: 'b', itemsCents: 20_000 }])).toEqual({ funder: shopAccount('b'), amount: 5_000 });
  });
  it('Sokoni pays for its own codes', () => {
    expect(deliveredDiscount({ ...shopPromo, fundedBy: 'platform' }, [{ partnerId: 'b', itemsCents: 20_000 }])?.funder).toEqual(platform('promotions'));
    expect(deliveredDiscount({ ...shopPromo, fundedBy: 'platform', partnerId: null }, [{ partnerId: 'a', itemsCents: 20_000 }])?.funder).toEqual(platform('promotions'));
  });
  it('nothing is posted when the code’s shop dropped out: its refund kept the discount back', () => {
    expect(deliveredDiscount(shopPromo, [{ partnerId: 'a', itemsCents: 10_000 }])).toBeNull();
  });
  it('never more than the items delivered', () => {
    expect(deliveredDiscount(shopPromo, [{ partnerId: 'b', itemsCents: 3_000 }])?.amount).toBe(3_000);
    expect(deliveredDiscount(shopPromo, [])).toBeNull();
  });
  it('cash collected is less by the discount, from the code’s shop first', () => {
    const cs = [
      { account: shopAccount('a'), amount: 4_000 },
      { account: shopAccount('b'), amount: 3_000 },
    ];
    expect(collectionsLess(cs, 5_000, 'b').map((c) => c.amount)).toEqual([2_000, 0]);
    expect(collectionsLess(cs, 5_000, null).map((c) => c.amount)).toEqual([0, 2_000]);
  });
  it('a refund is less by the discount once: the code’s shop part, or the whole order for an every-shop code', () => {
    const a = { partnerId: 'a', itemsCents: 8_000 };
    const b = { partnerId: 'b', itemsCents: 9_000 };
    const everyShop = { discountCents: 5_000, partnerId: null, fundedBy: 'platform' as const };
    expect(discountTakenBack(shopPromo, [a, b], [a])).toBe(5_000);
    expect(discountTakenBack(shopPromo, [a, b], [b])).toBe(0);
    expect(discountTakenBack(everyShop, [a, b], [b])).toBe(0);
    expect(discountTakenBack(everyShop, [a, b], [])).toBe(5_000);
    expect(discountTakenBack(null, [a], [])).toBe(0);
  });
  it('takes back the part of the discount the items left no longer cover, and adds up step by step', () => {
    const b = (itemsCents: number) => ({ partnerId: 'b', itemsCents });
    // Ksh 50 off; the shop's items fall to Ksh 30, then the part drops.
    expect(discountTakenBack(shopPromo, [b(9_000)], [b(3_000)])).toBe(2_000);
    expect(discountTakenBack(shopPromo, [b(3_000)], [])).toBe(3_000);
    expect(discountTakenBack(shopPromo, [b(9_000)], [b(3_000)]) + discountTakenBack(shopPromo, [b(3_000)], [])).toBe(discountTakenBack(shopPromo, [b(9_000)], []));
    // A dearer replacement gives some back: negative, so nothing is owed back for it.
    expect(discountTakenBack(shopPromo, [b(3_000)], [b(4_000)])).toBe(-1_000);
  });
});
