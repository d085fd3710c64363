import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leftToPay } from '@sokoni/domain/amount-due';
import { platform, problemSettled } from '@sokoni/domain/ledger';
import { addShillings, centsFromShillings, lineShillings, wholeShillingsForMpesa } from '@sokoni/domain/money';
import { ledgerEntries, ledgerPostings, refunds } from '../src/db/schema/index.ts';
import { ledgerWrites } from '../src/modules/ledger/ledger.repository.ts';
import { signupAdmin, signupCustomer, signupPartner, type Created } from './helpers/accounts.ts';
import { startFakeDaraja, type FakeDaraja } from './helpers/fake-daraja.ts';
import { approvedDriver, assign, makeReady, markDelivered, setSubStatus } from './helpers/lifecycle.ts';
import { b2cResult, lastPush, mpesaTestApp, runPaymentJobs, stkCallback } from './helpers/mpesa.ts';
import { NAIROBI_CUSTOMER } from './helpers/orders.ts';
import { insertProducts } from './helpers/products.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * Cart, quote, placement, refunds, credit and the ledger agree to the cent over random orders
 * (decision 033): prices with odd cents, promo codes, tips, credit, M-Pesa or cash, a shop that
 * declines, a substitution approved or refused, and the order delivered or cancelled. Each run
 * goes through the real app as its screens would, and checks what each side says against the others.
 */

let t: TestApp;
let fake: FakeDaraja;
let admin: Created;
let grill: Created;
let juices: Created;
let receipts = 0;
/** Shop, name and price in shillings, as the stores typed them. */
const MENU = [
  { shop: 'grill', name: 'Nyama Choma', price: 450.55 },
  { shop: 'grill', name: 'Chips Masala', price: 99.99 },
  { shop: 'grill', name: 'Kachumbari', price: 60.1 },
  { shop: 'juices', name: 'Mango Juice', price: 100.05 },
  { shop: 'juices', name: 'Samosa', price: 35.5 },
] as const;
const REPLACEMENT = { name: 'Mutura', price: 120.35 };
let ids: string[] = [];
let replacementId = '';

beforeAll(async () => {
  fake = await startFakeDaraja();
  // The rider collects many cash orders here: no limit gets in the way.
  t = await mpesaTestApp(fake, { RIDER_CASH_LIMIT: '10000000' });
  admin = await signupAdmin(t);
  grill = await signupPartner(t, { businessName: 'Choma Grill', town: 'Nairobi', location: '-1.2833,36.8167' });
  juices = await signupPartner(t, { businessName: 'Juice Corner', town: 'Nairobi', location: '-1.2840,36.8170' });
  const grillIds = await insertProducts(t, grill.id, [...MENU.filter((m) => m.shop === 'grill'), REPLACEMENT].map((m) => ({ name: m.name, price: m.price, inventory: 100_000 })));
  const juiceIds = await insertProducts(t, juices.id, MENU.filter((m) => m.shop === 'juices').map((m) => ({ name: m.name, price: m.price, inventory: 100_000 })));
  replacementId = grillIds.pop()!;
  ids = [...grillIds, ...juiceIds];
  const promos = [
    { code: 'KARIBU125', kind: 'percent', value: 12.5, fundedBy: 'platform' },
    { code: 'GRILL75', kind: 'fixed', value: 75.25, maxDiscount: 75.25, fundedBy: 'shop', partnerId: grill.id },
  ];
  for (const payload of promos) expect((await t.call({ method: 'POST', url: '/api/admin/promos', token: admin.token, payload })).statusCode).toBe(201);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const cents = centsFromShillings;
const post = (token: string | null, url: string, payload: object) => t.call({ method: 'POST', url, payload, ...(token ? { token } : {}) });
const orderOf = async (customer: Created, id: string) => (await t.call({ method: 'GET', url: `/api/orders/${id}`, token: customer.token })).json();

async function giveCredit(userId: string, creditCents: number) {
  const payers = [{ account: platform('problemCosts'), amount: creditCents }];
  await ledgerWrites(t.database.db).post(problemSettled({ payers, mpesaCents: 0, creditCents, userId }), { actor: { kind: 'admin', id: null }, note: 'test credit' });
}

/** Every entry of the order's postings, with the posting's kind. */
async function ledgerOf(orderId: string) {
  return t.database.db
    .select({ postingId: ledgerPostings.id, kind: ledgerPostings.kind, account: ledgerEntries.accountKind, ownerId: ledgerEntries.accountOwnerId, cents: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
    .where(eq(ledgerPostings.orderId, orderId));
}

async function creditBalance(userId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountKind, 'customerCredit'), eq(ledgerEntries.accountOwnerId, userId)));
  return Number(row!.cents);
}

/** Payouts Daraja already answered, by their index in fake.payouts. */
const answered = new Set<number>();
/**
 * The refund payouts sent so far, each answered by Daraja as paid. Every payout not yet answered,
 * not only those sent now: the job runner may have sent one on its own before this was called.
 */
async function settleRefunds(): Promise<void> {
  await t.services.background.drain();
  await runPaymentJobs(t, ['payments.mpesa-refund']);
  for (let i = 0; i < fake.payouts.length; i++) {
    if (answered.has(i)) continue;
    answered.add(i);
    const n = i + 1;
    const body = fake.payouts[i]!;
    const payout = { originatorConversationId: String(body.OriginatorConversationID), conversationId: `AG_20261124_${n}`, amount: body.Amount as number, path: new URL(String(body.ResultURL)).pathname };
    expect((await t.call({ method: 'POST', url: payout.path, payload: b2cResult(payout, { code: 0, transactionId: `RKM${String(n).padStart(7, '0')}` }) })).statusCode).toBe(200);
  }
}

const scenario = fc.record({
  lines: fc.array(fc.record({ item: fc.integer({ min: 0, max: MENU.length - 1 }), quantity: fc.integer({ min: 1, max: 4 }) }), { minLength: 1, maxLength: 5 }),
  promo: fc.constantFrom(null, 'KARIBU125', 'GRILL75'),
  tip: fc.constantFrom(0, 20, 50),
  credit: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 300_000 })),
  method: fc.constantFrom('COD' as const, 'Mpesa' as const),
  substitution: fc.constantFrom(null, 'approve' as const, 'refuse' as const),
  declineJuices: fc.boolean(),
  end: fc.constantFrom('deliver' as const, 'cancel' as const),
});

describe('money agrees from cart to ledger', () => {
  it('over random orders, every side says the same amounts to the cent', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const customer = await signupCustomer(t);
        if (s.credit > 0) await giveCredit(customer.id, s.credit);

        // The cart, as the cart screen adds it up from the prices it shows.
        const quantities = new Map<number, number>();
        for (const l of s.lines) quantities.set(l.item, (quantities.get(l.item) ?? 0) + l.quantity);
        const items = [...quantities].map(([i, quantity]) => ({ product: ids[i]!, quantity }));
        const cartTotal = addShillings(...[...quantities].map(([i, q]) => lineShillings(MENU[i]!.price, q)));
        const itemsOf = (shop: string) => [...quantities].filter(([i]) => MENU[i]!.shop === shop).reduce((sum, [i, q]) => sum + cents(MENU[i]!.price) * q, 0);
        const promo = s.promo === 'GRILL75' && itemsOf('grill') === 0 ? null : s.promo;

        // The quote.
        const delivery = { ...NAIROBI_CUSTOMER, option: 'platform' };
        const quoted = await post(customer.token, '/api/delivery/quote', { items, delivery, tip: s.tip, ...(promo ? { promoCode: promo } : {}) });
        expect(quoted.statusCode, quoted.body).toBe(200);
        const q = quoted.json();
        const expectedDiscount = promo === 'KARIBU125' ? Number((BigInt(cents(cartTotal)) * 1250n * 2n + 10_000n) / 20_000n) : promo === 'GRILL75' ? Math.min(7525, itemsOf('grill')) : 0;
        expect(cents(q.promo?.discount ?? 0)).toBe(expectedDiscount);
        const dueCents = cents(cartTotal) - expectedDiscount + cents(q.fee);
        expect(cents(q.amountDue)).toBe(dueCents + cents(s.tip));
        expect(cents(q.creditUsed)).toBe(Math.min(s.credit, dueCents));
        expect(cents(q.toPay)).toBe(dueCents - Math.min(s.credit, dueCents) + cents(s.tip));

        // Placement: credit that pays everything (and no tip) leaves nothing for M-Pesa to ask.
        const payload = { userId: customer.id, items, delivery: { ...delivery, fee: q.fee }, paymentMethod: s.method, tip: s.tip, ...(promo ? { promoCode: promo } : {}) };
        const placed = await post(customer.token, '/api/orders/place', payload);
        expect(placed.statusCode, placed.body).toBe(201);
        let order = placed.json().order;
        const paidAhead = s.method === 'Mpesa' && !(s.tip === 0 && s.credit >= dueCents);
        const creditUsed = Math.min(s.credit, paidAhead ? Math.max(0, dueCents - 100) : dueCents);
        expect(order).toMatchObject({ paymentMethod: paidAhead ? 'Mpesa' : 'COD', total: cartTotal, discount: expectedDiscount / 100, creditUsed: creditUsed / 100 });
        expect(cents(leftToPay({ total: order.total, deliveryFee: order.delivery.fee, discount: order.discount, creditUsed: order.creditUsed, checkoutTip: s.tip }))).toBe(dueCents - creditUsed + cents(s.tip));
        expect(await creditBalance(customer.id)).toBe(s.credit - creditUsed);

        // M-Pesa asks what is left, rounded up to the shilling once; the ledger takes in exactly that.
        let paidCents = 0;
        if (paidAhead) {
          const push = lastPush(fake);
          paidCents = cents(push.amount);
          expect(paidCents).toBe(wholeShillingsForMpesa(dueCents - creditUsed) + cents(s.tip));
          fake.queryAnswers.set(push.checkoutRequestId, { code: 0, desc: 'The service request is processed successfully.' });
          receipts += 1;
          await post(null, push.path, stkCallback(push, { code: 0, receipt: `SKM${String(receipts).padStart(7, '0')}` }));
          await runPaymentJobs(t);
          order = await orderOf(customer, order._id);
          expect(order.paymentStatus).toBe('Paid');
        }

        const subOf = (shop: Created) => order.subOrders.find((sub: { shop: { _id: string } }) => sub.shop._id === shop.id)?._id as string | undefined;
        const grillSub = subOf(grill);
        const juiceSub = subOf(juices);
        // A substitution on the grill's first line.
        if (s.substitution && grillSub) {
          const line = order.items.find((i: { shop: { _id: string } }) => i.shop._id === grill.id);
          const proposed = await post(grill.token, `/api/suborders/${grillSub}/substitutions`, { itemId: line._id, replacementProductId: replacementId });
          expect(proposed.statusCode, proposed.body).toBe(201);
          expect((await post(customer.token, `/api/substitutions/${proposed.json()._id}/answer`, { approve: s.substitution === 'approve' })).statusCode).toBe(200);
        }
        // The juice shop says no to its part while the grill goes on.
        if (s.declineJuices && juiceSub && grillSub) {
          const current = await orderOf(customer, order._id);
          if (current.subOrders.some((sub: { _id: string; status: string }) => sub._id === grillSub && sub.status !== 'Declined')) {
            expect((await post(juices.token, `/api/suborders/${juiceSub}/decline`, { reason: 'out of stock' })).statusCode).toBe(200);
            await post(customer.token, `/api/orders/${order._id}/after-decline`, { choice: 'continue' });
          }
        }
        order = await orderOf(customer, order._id);
        const live = order.subOrders.filter((sub: { status: string }) => !['Declined', 'Cancelled'].includes(sub.status));
        // The order's items total is its live parts' totals, and each part's total is its lines.
        expect(cents(order.total)).toBe(live.reduce((sum: number, sub: { total: number }) => sum + cents(sub.total), 0));
        for (const sub of live) expect(cents(sub.total)).toBe(sub.items.reduce((sum: number, i: { price: number; quantity: number }) => sum + cents(i.price) * i.quantity, 0));

        let end = live.length === 0 ? 'gone' : s.end;
        if (end === 'cancel') expect((await post(admin.token, `/api/admin/orders/${order._id}/cancel`, { reason: 'Checking the money' })).statusCode).toBe(200);
        if (end === 'deliver') {
          const shops = [grill, juices].filter((shop) => live.some((sub: { shop: { _id: string } }) => sub.shop._id === shop.id));
          // A rider of its own: one left holding an earlier run's order would be busy.
          const driver = await approvedDriver(t);
          await makeReady(t, order, shops);
          const accepted = await assign(t, driver, order._id, 'accept');
          expect(accepted.statusCode, accepted.body).toBe(200);
          for (const sub of live) await setSubStatus(t, driver, sub._id, 'OutForDelivery');
          const delivered = await markDelivered(t, driver, order._id);
          expect(delivered.statusCode, delivered.body).toBe(200);
        }
        if (paidAhead) await settleRefunds();
        order = await orderOf(customer, order._id);
        if (end === 'gone') end = 'cancel';

        const entries = await ledgerOf(order._id);
        const postings = new Map<string, number>();
        for (const e of entries) postings.set(e.postingId, (postings.get(e.postingId) ?? 0) + Number(e.cents));
        for (const total of postings.values()) expect(total).toBe(0);
        const sum = (kind: string, account: string) => entries.filter((e) => e.kind === kind && e.account === account).reduce((n, e) => n + Number(e.cents), 0);
        const refundRows = await t.database.db.select().from(refunds).where(eq(refunds.orderId, order._id));
        const refundedCents = refundRows.filter((r) => r.state === 'sent').reduce((n, r) => n + r.amountCents, 0);
        const returnedCredit = sum('creditReturned', 'customerCredit');
        // Money owed back below M-Pesa's minimum went to the customer's credit instead (decision 040).
        const creditedRefund = sum('refundAsCredit', 'customerCredit');
        expect(refundRows.filter((r) => r.state === 'credited').reduce((n, r) => n + r.amountCents, 0)).toBe(creditedRefund);
        const left = cents(leftToPay({ total: order.total, deliveryFee: order.delivery.fee, discount: order.discount, creditUsed: order.creditUsed, checkoutTip: s.tip }));

        // Credit: what the order kept is what it used less what came back, never more than it used.
        expect(await creditBalance(customer.id)).toBe(s.credit - creditUsed + returnedCredit + creditedRefund);
        expect(returnedCredit).toBeLessThanOrEqual(creditUsed);
        if (paidAhead) {
          // What M-Pesa took in, what the ledger says was owed back and what went back all meet.
          expect(0 - sum('orderPaidByMpesa', 'mpesaClearing')).toBe(paidCents);
          // Owed back: sent to the phone, or given as credit when below M-Pesa's minimum.
          expect(sum('refundOwed', 'refunds')).toBe(refundedCents + creditedRefund);
          expect(0 - sum('refundSent', 'refunds')).toBe(refundedCents);
          if (end === 'cancel') {
            expect(refundedCents + creditedRefund).toBe(paidCents);
            expect(returnedCredit).toBe(creditUsed);
          } else {
            // Kept: what is left to pay now, within the one shilling each M-Pesa amount is rounded by.
            // Never more; less only by a dearer approved replacement, which an order paid ahead does
            // not charge for (decision 018 leaves that second payment to be decided).
            const kept = paidCents - refundedCents - creditedRefund;
            expect(kept - left).toBeLessThan(200);
            if (s.substitution !== 'approve') expect(left - kept).toBeLessThan(200);
          }
        } else if (end === 'deliver') {
          // Cash: the rider collects exactly what the order page says is left to pay.
          expect(0 - sum('cashCollected', 'riderCash')).toBe(left);
        } else {
          expect(returnedCredit).toBe(creditUsed);
          expect(sum('cashCollected', 'riderCash')).toBe(0);
        }
      }),
      {
        numRuns: 10,
        // A fixed seed keeps CI repeatable; MONEY_SEED=<n> looks elsewhere.
        seed: Number(process.env.MONEY_SEED ?? 20261128),
        // Orders that once disagreed: a declined shop's part kept riders from taking the rest, and a
        // refund owed before an earlier one was sent was capped by the ledger differently.
        examples: [
          // A shop's own code (Ksh 75.25 off) on a cash order whose dearest grill line was refused: the
          // Ksh 60.10 left could carry only that much of it. The page said Ksh 104.85 while the
          // rider collected Ksh 120 (the ledger's discount); now both take the discount as it fits.
          [{ lines: [{ item: 1, quantity: 4 }, { item: 2, quantity: 1 }], promo: 'GRILL75', tip: 20, credit: 0, method: 'COD', substitution: 'refuse', declineJuices: true, end: 'deliver' }],
          // The same on an order paid by M-Pesa: the refused line's refund keeps back the Ksh 15.15
          // of discount that no longer fits, so what was kept is what is left to pay.
          [{ lines: [{ item: 2, quantity: 1 }, { item: 0, quantity: 1 }, { item: 4, quantity: 4 }], promo: 'GRILL75', tip: 50, credit: 0, method: 'Mpesa', substitution: 'refuse', declineJuices: true, end: 'deliver' }],
          [{ lines: [{ item: 3, quantity: 1 }, { item: 0, quantity: 1 }], promo: null, tip: 0, credit: 0, method: 'COD', substitution: null, declineJuices: true, end: 'deliver' }],
          [{ lines: [{ item: 2, quantity: 1 }, { item: 0, quantity: 1 }], promo: null, tip: 0, credit: 0, method: 'Mpesa', substitution: 'refuse', declineJuices: false, end: 'cancel' }],
          // Cash, a tip, and credit 1 cent above what is due once a cheaper replacement (Mutura for
          // Nyama Choma, fee Ksh 100) is approved: the credit above it was kept on the order and ate
          // 1 cent of the tip, so the rider collected Ksh 19.99 where the page said Ksh 20.
          [{ lines: [{ item: 0, quantity: 1 }], promo: null, tip: 20, credit: 22_036, method: 'COD', substitution: 'approve', declineJuices: false, end: 'deliver' }],
          // M-Pesa, a tip and credit paying all but Ksh 1: the refused replacement empties the grill's
          // part, whose credit came back as credit and whose amount went to the phone as well.
          [{ lines: [{ item: 4, quantity: 4 }, { item: 1, quantity: 2 }], promo: null, tip: 20, credit: 53_951, method: 'Mpesa', substitution: 'refuse', declineJuices: true, end: 'deliver' }],
          // And when the order is then cancelled, all that is left of the payment goes back, the
          // Ksh 1 too small to send on its own included.
          [{ lines: [{ item: 1, quantity: 3 }, { item: 4, quantity: 4 }, { item: 0, quantity: 1 }], promo: 'GRILL75', tip: 50, credit: 258_204, method: 'Mpesa', substitution: 'refuse', declineJuices: true, end: 'cancel' }],
          // The same with the juice shop declining its part while the grill goes on.
          [{ lines: [{ item: 2, quantity: 1 }, { item: 3, quantity: 1 }], promo: null, tip: 50, credit: 300_000, method: 'Mpesa', substitution: null, declineJuices: true, end: 'deliver' }],
        ],
      },
    );
  }, 240_000);
});
