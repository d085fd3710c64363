import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountKey,
  adjustment,
  balances,
  cashCollected,
  cashHandOver,
  deliveryCompleted,
  isBalanced,
  orderPaidByMpesa,
  payoutFailed,
  payoutPaid,
  payoutReversed,
  payoutSent,
  refundOwed,
  refundSent,
  riderAccount,
  riderCashAccount,
  shopAccount,
  tip,
  type Account,
  type PayoutChannel,
  type Posting,
} from './ledger.ts';

describe('postings', () => {
  it('pays each shop its items less commission, the rider 80% of the fee and the platform the rest', () => {
    const p = deliveryCompleted({
      parts: [
        { partnerId: 'a', itemsCents: 100_000, commissionPercent: 10 },
        { partnerId: 'b', itemsCents: 33_333, commissionPercent: 7.5 },
      ],
      feeCents: 15_000,
      riderId: 'r',
      riderSharePercent: 80,
    });
    const b = balances([p]);
    expect(b.get('shop:a')).toBe(90_000);
    expect(b.get('shop:b')).toBe(33_333 - 2_500); // 2499.975 rounds to 2500
    expect(b.get('commission:')).toBe(12_500);
    expect(b.get('rider:r')).toBe(12_000);
    expect(b.get('deliveryRevenue:')).toBe(3_000);
    expect(b.get('orderFunds:')).toBe(-148_333);
    expect(isBalanced(p.entries)).toBe(true);
  });

  it('gives the whole fee to the platform when no rider delivered', () => {
    const p = deliveryCompleted({ parts: [{ partnerId: 'a', itemsCents: 500, commissionPercent: 10 }], feeCents: 0, riderId: null, riderSharePercent: 80 });
    expect(p.entries.map((e) => accountKey(e.account)).sort()).toEqual(['commission:', 'orderFunds:', 'shop:a']);
  });

  it('refuses amounts that are not whole positive cents', () => {
    expect(() => orderPaidByMpesa(10.5)).toThrow(RangeError);
    expect(() => payoutSent(shopAccount('a'), 0, 'mpesa')).toThrow(RangeError);
    expect(() => adjustment(shopAccount('a'), 0)).toThrow(RangeError);
  });
});

/** Commission computed a second way (BigInt, half up), so the property does not just repeat the rule. */
const expectedCut = (cents: number, percent: number) => Number((BigInt(cents) * BigInt(Math.round(percent * 100)) * 2n + 10_000n) / 20_000n);

const SHOPS = ['s0', 's1', 's2'];
const RIDERS = ['r0', 'r1'];
const rate = fc.integer({ min: 0, max: 2000 }).map((bp) => bp / 100);

const orderArb = fc.record({
  parts: fc.array(fc.record({ shop: fc.constantFrom(...SHOPS), items: fc.integer({ min: 1, max: 5_000_000 }), cancelled: fc.boolean() }), { minLength: 1, maxLength: 3 }),
  fee: fc.integer({ min: 0, max: 100_000 }),
  option: fc.constantFrom('platform', 'own'),
  payment: fc.constantFrom('mpesa', 'cash'),
  rider: fc.constantFrom(...RIDERS),
  cancelWhole: fc.boolean(),
  refundSentNow: fc.boolean(),
  tip: fc.nat({ max: 20_000 }),
});
const afterArb = fc.record({
  payoutShare: fc.integer({ min: 0, max: 100 }),
  /** How an M-Pesa payout ends: still in flight, paid, failed, or paid and then reversed; bank and cash payouts are paid at once. */
  payoutEnd: fc.constantFrom('inFlight', 'paid', 'failed', 'reversed'),
  channel: fc.constantFrom<PayoutChannel>('mpesa', 'mpesa', 'bank', 'cash'),
  riderPayoutShare: fc.integer({ min: 0, max: 100 }),
  handOverShare: fc.integer({ min: 0, max: 100 }),
});

describe('any history of orders, deliveries, cancellations, refunds and payouts', () => {
  it('keeps every posting balanced and every balance what the history implies', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(orderArb, afterArb), { maxLength: 25 }), rate, fc.dictionary(fc.constantFrom(...SHOPS), rate), (history, defaultRate, shopRates) => {
        const postings: Posting[] = [];
        const expected = new Map<string, number>();
        const add = (key: string, cents: number) => expected.set(key, (expected.get(key) ?? 0) + cents);
        const rateOf = (shop: string) => shopRates[shop] ?? defaultRate;
        let refundsOwed = 0;
        let inFlight = 0;

        for (const [order, after] of history) {
          const fee = order.option === 'own' ? 0 : order.fee;
          const total = order.parts.reduce((s, p) => s + p.items, 0) + fee;
          if (order.payment === 'mpesa') postings.push(orderPaidByMpesa(total));
          const live = order.parts.filter((p) => !p.cancelled);
          if (order.cancelWhole || live.length === 0) {
            if (order.payment === 'mpesa') {
              postings.push(refundOwed(total));
              refundsOwed += total;
            }
          } else {
            const cancelledItems = total - fee - live.reduce((s, p) => s + p.items, 0);
            if (order.payment === 'mpesa' && cancelledItems > 0) {
              postings.push(refundOwed(cancelledItems));
              refundsOwed += cancelledItems;
            }
            const due = total - cancelledItems;
            const rider = order.option === 'platform' ? order.rider : null;
            if (order.payment === 'cash') {
              // The rider collects the whole total; with own delivery each shop collects its own part.
              const collections = rider ? [{ account: riderCashAccount(rider), amount: due }] : live.map((p) => ({ account: shopAccount(p.shop), amount: p.items }));
              postings.push(cashCollected(collections));
              for (const c of collections) add(accountKey(c.account), -c.amount);
            }
            postings.push(deliveryCompleted({ parts: live.map((p) => ({ partnerId: p.shop, itemsCents: p.items, commissionPercent: rateOf(p.shop) })), feeCents: fee, riderId: rider, riderSharePercent: 80 }));
            for (const p of live) {
              add(`shop:${p.shop}`, p.items - expectedCut(p.items, rateOf(p.shop)));
              add('commission:', expectedCut(p.items, rateOf(p.shop)));
            }
            if (rider) {
              add(`rider:${rider}`, expectedCut(fee, 80));
              add('deliveryRevenue:', fee - expectedCut(fee, 80));
            } else add('deliveryRevenue:', fee);
            if (rider && order.tip > 0) {
              postings.push(tip(rider, order.tip, order.payment === 'cash' ? 'cash' : 'mpesa'));
              add(`rider:${rider}`, order.tip);
              if (order.payment === 'cash') add(`riderCash:${rider}`, -order.tip);
            }
          }
          if (order.refundSentNow && refundsOwed > 0) {
            postings.push(refundSent(refundsOwed));
            refundsOwed = 0;
          }

          // Pay a share of one shop's and one rider's balance (never more than is due); a failed or reversed payout gives it back.
          const soFar = balances(postings);
          const pay = (account: Account, due: number, share: number) => {
            const amount = Math.floor((Math.max(0, due) * share) / 100);
            if (amount <= 0) return;
            postings.push(payoutSent(account, amount, after.channel));
            add(accountKey(account), -amount);
            if (after.channel !== 'mpesa') return;
            if (after.payoutEnd === 'inFlight') inFlight += amount;
            if (after.payoutEnd === 'failed') {
              postings.push(payoutFailed(account, amount, 'mpesa'));
              add(accountKey(account), amount);
            }
            if (after.payoutEnd === 'paid' || after.payoutEnd === 'reversed') postings.push(payoutPaid(amount));
            if (after.payoutEnd === 'reversed') {
              postings.push(payoutReversed(account, amount));
              add(accountKey(account), amount);
            }
          };
          const shop = shopAccount(order.parts[0]!.shop);
          pay(shop, soFar.get(accountKey(shop)) ?? 0, after.payoutShare);
          // A rider is paid their earnings less the cash they hold.
          pay(riderAccount(order.rider), (soFar.get(`rider:${order.rider}`) ?? 0) + (soFar.get(`riderCash:${order.rider}`) ?? 0), after.riderPayoutShare);
          const cash = -(soFar.get(`riderCash:${order.rider}`) ?? 0);
          const handOver = Math.floor((cash * after.handOverShare) / 100);
          if (handOver > 0) {
            postings.push(cashHandOver(order.rider, handOver));
            add(`riderCash:${order.rider}`, handOver);
          }
        }

        for (const p of postings) expect(isBalanced(p.entries)).toBe(true);
        const actual = balances(postings);
        for (const key of [...SHOPS.map((s) => `shop:${s}`), ...RIDERS.flatMap((r) => [`rider:${r}`, `riderCash:${r}`]), 'commission:', 'deliveryRevenue:']) {
          expect(actual.get(key) ?? 0).toBe(expected.get(key) ?? 0);
        }
        // Every order ended delivered or cancelled, so nothing is still held for one; refunds not yet sent are still owed.
        expect(actual.get('orderFunds:') ?? 0).toBe(0);
        expect(actual.get('refunds:') ?? 0).toBe(refundsOwed);
        // Payouts whose result has not come yet are all that is left in flight.
        expect(actual.get('payoutsInFlight:') ?? 0).toBe(inFlight);
        expect([...actual.values()].reduce((a, b) => a + b, 0)).toBe(0);
      }),
      { numRuns: 200 },
    );
  });
});
