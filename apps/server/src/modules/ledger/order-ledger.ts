import { isCash, paysAhead } from '@sokoni/domain/payment-methods';
import { cashCollected, creditReturned, deliveryCompleted, orderPaidByMpesa, promoDiscount, refundAsCredit, refundOwed, refundSent, riderCashAccount, shopAccount, tip, type Account } from '@sokoni/domain/ledger';
import { creditToReturn, owedLessCreditReturned } from '@sokoni/domain/credit';
import { creditReads } from './credit.repository.ts';
import { PAID_AHEAD_STATUSES, refundAmountCents } from '@sokoni/domain/mpesa-refund';
import type { SplitRates } from '@sokoni/domain/ledger-split';
import { formatKsh, shillingsFromCents, sumCents } from '@sokoni/domain/money';
import { mayTakeCashOrders, riderPosition } from '@sokoni/domain/rider-cash';
import { CANCELLED, DECLINED, EXPIRED, RECEIVED_STATUSES, isDropped } from '@sokoni/domain/order-statuses';
import type { DbOrTx } from '../../db/client.ts';
import type { DomainEvent } from '../events/domain-events.ts';
import { ledgerWrites, type OrderMoney } from './ledger.repository.ts';
import { collectionsLess, deliveredDiscount } from '@sokoni/domain/promo-ledger';
import { orderPromo } from '../promos/order-promo.ts';

/** The order as the ledger sees it around a set of moves (the transition's locked row). */
export interface OrderForLedger {
  id: string;
  status: string;
  deliveryOption: 'platform' | 'own';
  assignedDriverId: string | null;
  paymentMethod: string;
  paymentStatus: string;
  subOrders: { id: string; status: string }[];
}

type Actor = { kind: string; id: string | null };
type RefundDue = Extract<DomainEvent, { type: 'RefundDue' }>;

/** Money paid ahead (M-Pesa) is owed back when parts are cancelled; cash is only ever collected on delivery. */
// A refund in flight or failed leaves the rest of the money with Sokoni: a further cancellation still owes it back.
const paidAhead = (order: OrderForLedger) => paysAhead(order.paymentMethod) && PAID_AHEAD_STATUSES.includes(order.paymentStatus);
/** Parts that dropped out (cancelled, or declined by their shop) deliver nothing and earn nothing. */
const liveParts = (money: OrderMoney) => money.parts.filter((p) => !isDropped(p.status));

/**
 * The ledger side of the order process. Every posting here is written with the transaction of
 * the move that causes it, so an order is never delivered without its money, nor the reverse.
 */
export function createOrderLedger(deps: { rates: SplitRates; riderCashLimitCents: number }) {
  async function postDelivery(tx: DbOrTx, order: OrderForLedger, actor: Actor) {
    const writes = ledgerWrites(tx);
    const money = await writes.orderMoney(order.id);
    const live = liveParts(money);
    if (live.length === 0) return;
    const fee = money.deliveryFeeCents;
    const rider = order.deliveryOption === 'platform' ? order.assignedDriverId : null;
    const promo = await orderPromo(tx, order.id);
    const discount = promo ? deliveredDiscount(promo, live.map((p) => ({ partnerId: p.partnerId, itemsCents: p.totalCents }))) : null;
    // A checkout tip is only ever taken with a Sokoni rider's delivery (whyNoCheckoutTip).
    const tipCents = rider ? money.tipCents : 0;
    if (isCash(order.paymentMethod)) {
      // Without a rider each shop handed over its own part (and the first carries any fee).
      const collections: { account: Account; amount: number }[] = rider
        ? [{ account: riderCashAccount(rider), amount: sumCents(live.map((p) => p.totalCents)) + fee + tipCents }]
        : live.map((p, i) => ({ account: shopAccount(p.partnerId), amount: sumCents([p.totalCents, i === 0 ? fee : 0]) }));
      // The customer handed over the total less the discount (the tip is never discounted)...
      const discounted = collectionsLess(collections, discount?.amount ?? 0, promo?.partnerId ?? null);
      // ...and less what Sokoni credit already paid (credit never pays the tip, so it stays in the cash).
      const credit = await creditReads(tx).orderCredit(order.id);
      const handed = collectionsLess(discounted, credit ? credit.usedCents - credit.returnedCents : 0, null);
      const collected = handed.filter((c) => c.amount > 0);
      if (collected.length > 0) await writes.post(cashCollected(collected), { orderId: order.id, actor });
    }
    const parts = live.map((p) => ({ partnerId: p.partnerId, itemsCents: p.totalCents, commissionPercent: p.commissionPercent ?? deps.rates.commissionPercent }));
    await writes.post(deliveryCompleted({ parts, feeCents: fee, riderId: rider, riderSharePercent: deps.rates.riderSharePercent }), { orderId: order.id, actor });
    // Its own line, so a statement shows who paid for the discount (the shop, or Sokoni's promotions).
    if (promo && discount) {
      const who = discount.funder.kind === 'shop' ? 'funded by the shop' : 'funded by Sokoni';
      await writes.post(promoDiscount(discount.funder, discount.amount), { orderId: order.id, actor, note: `${promo.code}, ${who}` });
    }
    if (rider && tipCents > 0) await writes.post(tip(rider, tipCents, 'order'), { orderId: order.id, actor, note: 'chosen at checkout' });
  }

  /**
   * Posts what is owed back for each RefundDue of the transition: exactly what the refunds module
   * will send for it (rounded up to the shilling and capped at what is left of the payment, the same
   * rule, with the refunds already made), so what is owed meets what is sent or, for an amount
   * M-Pesa would not send (below its minimum), given as credit (refundAsCredit). Every amount is
   * posted, however small: capped one after another, the amounts then add up to the same total in
   * whatever order the refund jobs run. Without a confirmed payment to send it from, the amount owed
   * is posted as it is.
   */
  async function postRefundsOwed(tx: DbOrTx, order: OrderForLedger, due: RefundDue[], actor: Actor) {
    const writes = ledgerWrites(tx);
    const payment = await writes.orderPayment(order.id);
    const held = payment ? [...(await writes.refundsOf(payment.id))] : [];
    // A refund owed earlier may not be a refund row yet (its job has not run): what the ledger
    // already posted as owed holds that much of the payment too, so the two caps stay the same.
    const rows = held.filter((r) => r.state === 'sending' || r.state === 'pending' || r.state === 'sent' || r.state === 'credited').reduce((sum, r) => sum + r.amountCents, 0);
    const notYetRows = payment ? (await writes.refundOwedPosted(order.id)) - rows : 0;
    if (notYetRows > 0) held.push({ state: 'sending', amountCents: notYetRows });
    for (const event of due) {
      const cents = payment ? refundAmountCents(event.amountCents, payment.amountCents, held) : event.amountCents;
      if (cents <= 0) continue;
      await writes.post(refundOwed(cents), { orderId: order.id, actor, note: event.reason.slice(0, 200) });
      held.push({ state: 'sending', amountCents: cents });
    }
  }

  /**
   * Credit used on an order is never kept for more than is left to deliver: what a cancellation (or
   * expiry) frees goes back as credit (decision 024). Returns the cents given back now.
   */
  async function returnCredit(tx: DbOrTx, order: OrderForLedger, actor: Actor): Promise<number> {
    const credit = await creditReads(tx).orderCredit(order.id);
    if (!credit || credit.usedCents - credit.returnedCents <= 0) return 0;
    const money = await ledgerWrites(tx).orderMoney(order.id);
    const live = liveParts(money);
    const liveItems = sumCents(live.map((p) => p.totalCents));
    // Credit paid for the items less their promo discount: what is left to deliver keeps only that.
    const promo = await orderPromo(tx, order.id);
    const discount = promo ? (deliveredDiscount(promo, live.map((p) => ({ partnerId: p.partnerId, itemsCents: p.totalCents })))?.amount ?? 0) : 0;
    const cents = creditToReturn({
      usedCents: credit.usedCents,
      returnedCents: credit.returnedCents,
      liveItemsCents: liveItems - discount,
      feeCents: money.deliveryFeeCents,
      orderClosedUndelivered: [CANCELLED, DECLINED, EXPIRED].includes(order.status),
    });
    if (cents > 0) await ledgerWrites(tx).post(creditReturned(credit.userId, cents), { orderId: order.id, actor, note: 'credit used on the order given back' });
    return cents;
  }

  return {
    /** Why this rider may not take another cash order now (they owe more than the limit), or null. */
    async whyNoCashOrders(tx: DbOrTx, driverId: string): Promise<string | null> {
      const writes = ledgerWrites(tx);
      const position = riderPosition(await writes.balance('rider', driverId), await writes.balance('riderCash', driverId));
      if (mayTakeCashOrders(position, deps.riderCashLimitCents)) return null;
      return `You owe Sokoni ${formatKsh(shillingsFromCents(-position.net))} in cash, above the ${formatKsh(shillingsFromCents(deps.riderCashLimitCents))} limit. Hand the cash over before taking more cash orders; M-Pesa orders are still yours to take.`;
    },

    /**
     * Called by the order transition after its moves, before it commits, with the events of the
     * transition: a first arrival at a received status makes the order's money payable (and, for
     * cash, collected); on an order paid ahead, what each RefundDue says is owed back is posted.
     */
    async afterMoves(tx: DbOrTx, before: { status: string; subOrderStatuses: readonly string[] }, order: OrderForLedger, actor: Actor, events: readonly DomainEvent[] = []): Promise<void> {
      if (!RECEIVED_STATUSES.includes(before.status) && RECEIVED_STATUSES.includes(order.status)) await postDelivery(tx, order, actor);
      const cancelled = order.subOrders.some((s, i) => isDropped(s.status) && !isDropped(before.subOrderStatuses[i] ?? ''));
      const wholeOrder = [CANCELLED, DECLINED].includes(order.status) && !isDropped(before.status);
      // Declines, cancellations, removed items and cheaper replacements each say what is owed back.
      const due = events.filter((e): e is RefundDue => e.type === 'RefundDue' && e.order.id === order.id && e.amountCents > 0);
      // Whatever lowers what is left to deliver (a part dropped, an item removed, a cheaper
      // replacement) frees the credit above it: it goes back as credit, or a cash rider would
      // collect less than the order page says, the credit eating into the tip.
      const closedUndelivered = wholeOrder || order.status === EXPIRED;
      if (cancelled || closedUndelivered || due.length > 0) {
        const returned = await returnCredit(tx, order, actor);
        // That credit is part of what the moves owe back: the phone gets only the rest, never the
        // same shilling twice (decision 024). The events are written as the refund's jobs after
        // this step (the outbox), so the refund sent is this reduced amount too. An order that ends
        // undelivered gives everything back: all its credit, and all that is left of the payment
        // (the refund's cap), including any earlier rest too small for M-Pesa to send.
        if (returned > 0 && !closedUndelivered) owedLessCreditReturned(due.map((e) => e.amountCents), returned).forEach((cents, i) => (due[i]!.amountCents = cents));
      }
      if (due.length > 0 && paidAhead(order)) await postRefundsOwed(tx, order, due, actor);
    },

    /**
     * The order was paid by M-Pesa: call in the transaction that marks it Paid, with the amount
     * the payment confirmed (cents). Posted once per order; a second call fails on the
     * ledger's unique index and so rolls back its transaction.
     */
    async orderPaidByMpesa(tx: DbOrTx, input: { orderId: string; amountCents: number; receipt: string }): Promise<void> {
      await ledgerWrites(tx).post(orderPaidByMpesa(input.amountCents), { orderId: input.orderId, actor: { kind: 'system', id: null }, note: input.receipt });
    },

    /**
     * The customer tipped the rider by M-Pesa (within a day of delivery, see whyNoTip): call in the
     * transaction that records the payment's result. 100% goes to the rider; once per order.
     */
    async tipPaidByMpesa(tx: DbOrTx, input: { orderId: string; driverId: string; amountCents: number; receipt: string }): Promise<void> {
      await ledgerWrites(tx).post(tip(input.driverId, input.amountCents, 'mpesa'), { orderId: input.orderId, actor: { kind: 'customer', id: null }, note: input.receipt });
    },

    /** A refund owed that M-Pesa would not send went to the customer's credit: call in the transaction that records it. */
    async refundAsCredit(tx: DbOrTx, input: { orderId: string; userId: string; amountCents: number; reason: string }): Promise<void> {
      await ledgerWrites(tx).post(refundAsCredit(input.userId, input.amountCents), { orderId: input.orderId, actor: { kind: 'system', id: null }, note: input.reason.slice(0, 200) });
    },

    /** A refund left through M-Pesa (cents): call in the transaction that records the refund's result. */
    async refundSent(tx: DbOrTx, input: { orderId: string; amountCents: number; reference: string }): Promise<void> {
      await ledgerWrites(tx).post(refundSent(input.amountCents), { orderId: input.orderId, actor: { kind: 'system', id: null }, note: input.reference });
    },
  };
}
export type OrderLedger = ReturnType<typeof createOrderLedger>;
