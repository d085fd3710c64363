import { cashCollected, deliveryCompleted, orderPaidByMpesa, promoDiscount, refundOwed, refundSent, riderCashAccount, shopAccount, tip, type Account } from '@sokoni/domain/ledger';
import { PAID_AHEAD_STATUSES } from '@sokoni/domain/mpesa-refund';
import type { SplitRates } from '@sokoni/domain/ledger-split';
import { formatKsh, fromCents, toCents } from '@sokoni/domain/money';
import { mayTakeCashOrders, riderPosition } from '@sokoni/domain/rider-cash';
import { CANCELLED, DECLINED, RECEIVED_STATUSES, isDropped } from '@sokoni/domain/order-statuses';
import type { DbOrTx } from '../../db/client.ts';
import { ledgerWrites, type OrderMoney } from './ledger.repository.ts';
import { collectionsLessDiscount, deliveredDiscount, discountInRefund } from '@sokoni/domain/promo-ledger';
import { orderPromo } from './order-promo.ts';

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

/** Money paid ahead (M-Pesa) is owed back when parts are cancelled; cash is only ever collected on delivery. */
// A refund in flight or failed leaves the rest of the money with Sokoni: a further cancellation still owes it back.
const paidAhead = (order: OrderForLedger) => order.paymentMethod !== 'COD' && PAID_AHEAD_STATUSES.includes(order.paymentStatus);
/** Parts that dropped out (cancelled, or declined by their shop) deliver nothing and earn nothing. */
const liveParts = (money: OrderMoney) => money.parts.filter((p) => !isDropped(p.status));

/**
 * The ledger side of the order process. Every posting here is written with the transaction of
 * the move that causes it, so an order is never delivered without its money, nor the reverse.
 */
export function createOrderLedger(deps: { rates: SplitRates; riderCashLimit: number }) {
  async function postDelivery(tx: DbOrTx, order: OrderForLedger, actor: Actor) {
    const writes = ledgerWrites(tx);
    const money = await writes.orderMoney(order.id);
    const live = liveParts(money);
    if (live.length === 0) return;
    const fee = toCents(money.deliveryFee);
    const rider = order.deliveryOption === 'platform' ? order.assignedDriverId : null;
    const promo = await orderPromo(tx, order.id);
    const discount = promo ? deliveredDiscount(promo, live.map((p) => ({ partnerId: p.partnerId, itemsCents: toCents(p.total) }))) : null;
    if (order.paymentMethod === 'COD') {
      // Without a rider each shop handed over its own part (and the first carries any fee).
      const collections: { account: Account; amount: number }[] = rider
        ? [{ account: riderCashAccount(rider), amount: live.reduce((sum, p) => sum + toCents(p.total), fee) }]
        : live.map((p, i) => ({ account: shopAccount(p.partnerId), amount: toCents(p.total) + (i === 0 ? fee : 0) }));
      // The customer handed over the total less the discount.
      const handed = collectionsLessDiscount(collections, discount?.amount ?? 0, promo?.partnerId ?? null);
      await writes.post(cashCollected(handed.filter((c) => c.amount > 0)), { orderId: order.id, actor });
    }
    const parts = live.map((p) => ({ partnerId: p.partnerId, itemsCents: toCents(p.total), commissionPercent: p.commissionPercent ?? deps.rates.commissionPercent }));
    await writes.post(deliveryCompleted({ parts, feeCents: fee, riderId: rider, riderSharePercent: deps.rates.riderSharePercent }), { orderId: order.id, actor });
    // Its own line, so a statement shows who paid for the discount (the shop, or Sokoni's promotions).
    if (promo && discount) {
      const who = discount.funder.kind === 'shop' ? 'funded by the shop' : 'funded by Sokoni';
      await writes.post(promoDiscount(discount.funder, discount.amount), { orderId: order.id, actor, note: `${promo.code}, ${who}` });
    }
  }

  async function postRefundOwed(tx: DbOrTx, order: OrderForLedger, cancelledIds: string[], wholeOrder: boolean, actor: Actor) {
    const writes = ledgerWrites(tx);
    const money = await writes.orderMoney(order.id);
    const cancelledParts = money.parts.filter((p) => cancelledIds.includes(p.id));
    const items = cancelledParts.reduce((sum, p) => sum + toCents(p.total), 0);
    // What the customer paid for those parts: less the discount they were given on them.
    const discount = discountInRefund(await orderPromo(tx, order.id), cancelledParts.map((p) => p.partnerId), wholeOrder);
    const amount = Math.max(0, items + (wholeOrder ? toCents(money.deliveryFee) : 0) - discount);
    if (amount > 0) await writes.post(refundOwed(amount), { orderId: order.id, actor, note: wholeOrder ? 'order cancelled' : 'part of the order cancelled' });
  }

  return {
    /** Why this rider may not take another cash order now (they owe more than the limit), or null. */
    async whyNoCashOrders(tx: DbOrTx, driverId: string): Promise<string | null> {
      const writes = ledgerWrites(tx);
      const position = riderPosition(await writes.balance('rider', driverId), await writes.balance('riderCash', driverId));
      if (mayTakeCashOrders(position, toCents(deps.riderCashLimit))) return null;
      return `You owe Sokoni ${formatKsh(fromCents(-position.net))} in cash, above the ${formatKsh(deps.riderCashLimit)} limit. Hand the cash over before taking more cash orders; M-Pesa orders are still yours to take.`;
    },

    /**
     * Called by the order transition after its moves, before it commits: a first arrival at a
     * received status makes the order's money payable (and, for cash, collected); parts newly
     * cancelled on an order paid ahead are owed back to the customer.
     */
    async afterMoves(tx: DbOrTx, before: { status: string; subOrderStatuses: readonly string[] }, order: OrderForLedger, actor: Actor): Promise<void> {
      if (!RECEIVED_STATUSES.includes(before.status) && RECEIVED_STATUSES.includes(order.status)) await postDelivery(tx, order, actor);
      const cancelled = order.subOrders.filter((s, i) => isDropped(s.status) && !isDropped(before.subOrderStatuses[i] ?? '')).map((s) => s.id);
      const wholeOrder = [CANCELLED, DECLINED].includes(order.status) && !isDropped(before.status);
      if ((cancelled.length > 0 || wholeOrder) && paidAhead(order)) await postRefundOwed(tx, order, cancelled, wholeOrder, actor);
    },

    /**
     * The order was paid by M-Pesa: call in the transaction that marks it Paid, with the amount
     * the payment confirmed (shillings). Posted once per order; a second call fails on the
     * ledger's unique index and so rolls back its transaction.
     */
    async orderPaidByMpesa(tx: DbOrTx, input: { orderId: string; amount: number; receipt: string }): Promise<void> {
      await ledgerWrites(tx).post(orderPaidByMpesa(toCents(input.amount)), { orderId: input.orderId, actor: { kind: 'system', id: null }, note: input.receipt });
    },

    /**
     * The customer tipped the rider by M-Pesa (within a day of delivery, see whyNoTip): call in the
     * transaction that records the payment's result. 100% goes to the rider; once per order.
     */
    async tipPaidByMpesa(tx: DbOrTx, input: { orderId: string; driverId: string; amount: number; receipt: string }): Promise<void> {
      await ledgerWrites(tx).post(tip(input.driverId, toCents(input.amount), 'mpesa'), { orderId: input.orderId, actor: { kind: 'customer', id: null }, note: input.receipt });
    },

    /** A refund left through M-Pesa (shillings): call in the transaction that records the refund's result. */
    async refundSent(tx: DbOrTx, input: { orderId: string; amount: number; reference: string }): Promise<void> {
      await ledgerWrites(tx).post(refundSent(toCents(input.amount)), { orderId: input.orderId, actor: { kind: 'system', id: null }, note: input.reference });
    },
  };
}
export type OrderLedger = ReturnType<typeof createOrderLedger>;
