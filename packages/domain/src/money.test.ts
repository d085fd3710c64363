import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountDue, amountDueCents, leftToPay, leftToPayCents } from './amount-due.ts';
import { creditCapCents, creditToApply, creditToReturn, owedLessCreditReturned } from './credit.ts';
import { addShillings, basisPointsOfCents, centsFromShillings, lineCents, lineShillings, percentOfCents, shillingsFromCents, sumCents, wholeShillingsForMpesa } from './money.ts';
import { mpesaAmount, mpesaAmountCents } from './mpesa-payment.ts';
import { B2C_MINIMUM_CENTS, refundAmountCents, type RefundState } from './mpesa-refund.ts';
import { splitRefund } from './problem-refund.ts';
import { promoDiscountCents } from './promo-rules.ts';

/** Amounts as prices, fees and totals come: up to Ksh 1,000,000 with cents. */
const cents = fc.integer({ min: 0, max: 100_000_000 });
const wholeShillings = fc.integer({ min: 0, max: 10_000 }).map((s) => s * 100);

describe('money in cents', () => {
  it('cents survive the trip to shillings and back, whatever the amount', () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (c) => centsFromShillings(shillingsFromCents(c)) === c));
  });

  it('a shillings figure with two decimals becomes exactly its cents (no float drift)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 99 }), (whole, fraction) => {
        const text = `${whole}.${String(fraction).padStart(2, '0')}`;
        return centsFromShillings(Number(text)) === whole * 100 + fraction;
      }),
    );
  });

  it('refuses what is not a whole number of cents', () => {
    expect(() => shillingsFromCents(12.5)).toThrow(RangeError);
    expect(() => sumCents([1, 0.5])).toThrow(RangeError);
    expect(() => lineCents(100, 1.5)).toThrow(RangeError);
    expect(() => centsFromShillings(Number.NaN)).toThrow(RangeError);
  });

  it('a percentage is rounded once, halves up, as exact integer arithmetic gives it', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 10_000 }), (c, points) => {
        const product = BigInt(Math.abs(c)) * BigInt(points);
        const exact = Number((product * 2n + 10_000n) / 20_000n);
        expect(basisPointsOfCents(c, points)).toBe(c < 0 ? -exact : exact);
        expect(percentOfCents(c, points / 100)).toBe(basisPointsOfCents(c, points));
      }),
    );
  });

  it('M-Pesa amounts are whole shillings: rounded up to ask or owe, down when the rest goes to credit', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 100_000_000 }), (c) => {
        const up = wholeShillingsForMpesa(c);
        const down = wholeShillingsForMpesa(c, 'down');
        expect(up % 100).toBe(0);
        expect(down % 100).toBe(0);
        if (c <= 0) {
          expect([up, down]).toEqual([0, 0]);
          return;
        }
        expect(up).toBeGreaterThanOrEqual(c);
        expect(up - c).toBeLessThan(100);
        expect(down).toBeLessThanOrEqual(c);
        expect(c - down).toBeLessThan(100);
      }),
    );
  });
});

describe('what a customer pays, in cents', () => {
  const order = fc.record({
    totalCents: cents,
    deliveryFeeCents: wholeShillings,
    discountCents: cents,
    creditUsedCents: cents,
    checkoutTipCents: wholeShillings,
  });

  it('left to pay is the items and fee less the discount and credit, never below zero, plus the tip', () => {
    fc.assert(
      fc.property(order, (o) => {
        // A discount comes off the items, never off the fee.
        const due = Math.max(0, o.totalCents + o.deliveryFeeCents - Math.min(o.discountCents, o.totalCents));
        expect(amountDueCents(o)).toBe(due);
        expect(leftToPayCents(o)).toBe(Math.max(0, due - o.creditUsedCents) + o.checkoutTipCents);
      }),
    );
  });

  it('the M-Pesa prompt asks what is left to pay, rounded up to the shilling once, the tip on top', () => {
    fc.assert(
      fc.property(order, (o) => {
        const asked = mpesaAmountCents(o.totalCents, o.deliveryFeeCents, { discountCents: o.discountCents, creditUsedCents: o.creditUsedCents, tipCents: o.checkoutTipCents });
        const left = leftToPayCents(o);
        expect(asked % 100).toBe(0);
        expect(asked).toBeGreaterThanOrEqual(left);
        expect(asked - left).toBeLessThan(100);
      }),
    );
  });

  it("a screen's shillings give what the server's cents give, to the cent", () => {
    const s = shillingsFromCents;
    fc.assert(
      fc.property(order, (o) => {
        const shown = { total: s(o.totalCents), deliveryFee: s(o.deliveryFeeCents), discount: s(o.discountCents), creditUsed: s(o.creditUsedCents), checkoutTip: s(o.checkoutTipCents) };
        expect(amountDue(shown)).toBe(s(amountDueCents(o)));
        expect(leftToPay(shown)).toBe(s(leftToPayCents(o)));
        const asked = mpesaAmountCents(o.totalCents, o.deliveryFeeCents, { discountCents: o.discountCents, creditUsedCents: o.creditUsedCents, tipCents: o.checkoutTipCents });
        expect(mpesaAmount(shown.total, shown.deliveryFee, { discount: shown.discount, creditUsed: shown.creditUsed, tip: shown.checkoutTip })).toBe(s(asked));
      }),
    );
  });

  it("a cart's total on screen is the sum of its lines to the cent, in any order", () => {
    const line = fc.tuple(cents, fc.integer({ min: 1, max: 50 }));
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        const exact = sumCents(lines.map(([price, quantity]) => lineCents(price, quantity)));
        const shown = lines.map(([price, quantity]) => lineShillings(shillingsFromCents(price), quantity));
        expect(addShillings(...shown)).toBe(shillingsFromCents(exact));
        expect(addShillings(...[...shown].reverse())).toBe(shillingsFromCents(exact));
      }),
    );
  });
});

describe('discounts, credit and refunds agree to the cent', () => {
  it('a promo discount is never more than its cap or the items it comes off', () => {
    const terms = fc.record({
      kind: fc.constantFrom('percent' as const, 'fixed' as const),
      valueHundredths: fc.integer({ min: 0, max: 10_000 }),
      maxDiscountCents: fc.option(cents, { nil: null }),
    });
    fc.assert(
      fc.property(terms, cents, (t, eligible) => {
        const d = promoDiscountCents(t, eligible);
        expect(Number.isInteger(d)).toBe(true);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(eligible);
        if (t.maxDiscountCents !== null) expect(d).toBeLessThanOrEqual(t.maxDiscountCents);
      }),
    );
  });

  it('credit never pays more than the total, and an M-Pesa order keeps Ksh 1 for its prompt', () => {
    fc.assert(
      fc.property(cents, cents, fc.boolean(), (available, total, paidAhead) => {
        const used = creditToApply(available, creditCapCents(total, paidAhead));
        expect(used).toBeLessThanOrEqual(available);
        expect(used).toBeLessThanOrEqual(total);
        if (paidAhead && total >= 100) expect(total - used).toBeGreaterThanOrEqual(100);
      }),
    );
  });

  it('credit given back never exceeds what is still in use, and all of it when the order closes undelivered', () => {
    fc.assert(
      fc.property(cents, cents, cents, wholeShillings, (used, returnedPart, liveItems, fee) => {
        const returnedCents = Math.min(returnedPart, used);
        const back = creditToReturn({ usedCents: used, returnedCents, liveItemsCents: liveItems, feeCents: fee, orderClosedUndelivered: false });
        expect(back).toBeGreaterThanOrEqual(0);
        expect(back).toBeLessThanOrEqual(used - returnedCents);
        expect(creditToReturn({ usedCents: used, returnedCents, liveItemsCents: liveItems, feeCents: fee, orderClosedUndelivered: true })).toBe(used - returnedCents);
      }),
    );
  });

  it('credit given back in a move comes off what the move owes back, so no shilling goes back twice', () => {
    fc.assert(
      fc.property(fc.array(cents, { maxLength: 4 }), cents, (owed, returned) => {
        const rest = owedLessCreditReturned(owed, returned);
        expect(rest).toHaveLength(owed.length);
        rest.forEach((r, i) => expect(r >= 0 && r <= owed[i]!).toBe(true));
        expect(sumCents(rest)).toBe(Math.max(0, sumCents(owed) - returned));
      }),
    );
    // A refused replacement empties a part (Ksh 199.98, then the Ksh 30 the shorter trip saves)
    // whose credit, Ksh 228.98, comes back: Ksh 1 is left to go to the phone, not all of it.
    expect(owedLessCreditReturned([19_998, 3_000], 22_898)).toEqual([0, 100]);
  });

  it('refunds of one payment, however they follow each other, never send back more than was paid', () => {
    const state = fc.constantFrom<RefundState>('sending', 'pending', 'sent', 'failed');
    fc.assert(
      fc.property(wholeShillings, fc.array(fc.tuple(cents, state), { maxLength: 12 }), (paid, owedInTurn) => {
        const refunds: { state: RefundState; amountCents: number }[] = [];
        for (const [owed, ends] of owedInTurn) {
          const amountCents = refundAmountCents(owed, paid, refunds);
          expect(amountCents % 100).toBe(0);
          if (amountCents > 0) refunds.push({ state: ends, amountCents });
        }
        const held = sumCents(refunds.filter((r) => r.state !== 'failed').map((r) => r.amountCents));
        expect(held).toBeLessThanOrEqual(paid);
      }),
    );
  });

  it('money given back for a problem is split into whole M-Pesa shillings and credit that add up to it', () => {
    fc.assert(
      fc.property(cents, fc.option(wholeShillings, { nil: null }), (total, room) => {
        const { mpesaCents, creditCents } = splitRefund(total, room);
        expect(mpesaCents + creditCents).toBe(total);
        expect(mpesaCents % 100).toBe(0);
        expect(mpesaCents === 0 || mpesaCents >= B2C_MINIMUM_CENTS).toBe(true);
        if (room !== null) expect(mpesaCents).toBeLessThanOrEqual(room);
      }),
    );
  });
});
