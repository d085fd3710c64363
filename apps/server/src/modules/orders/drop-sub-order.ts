import { roundMoney } from '@sokoni/domain/money';
import { DECLINED, isDropped } from '@sokoni/domain/order-status';
import type { LockedOrder } from './order-lifecycle.repository.ts';
import type { OrderTransitions, TransitionActor } from './order-transition.ts';
import type { DeliveryRepricer } from './delivery-reprice.ts';
import { fromCents } from '@sokoni/domain/money';
import { discountInRefund } from '@sokoni/domain/promo-ledger';
import { orderPromo } from '../ledger/order-promo.ts';

type Scope = Parameters<Parameters<OrderTransitions['transition']>[1]>[0];

/** The amount owed back when `parts` of an order are not delivered: their items, and the fee when nothing is. */
export function amountOwed(order: LockedOrder, parts: readonly { total: number }[], nothingDelivered: boolean): number {
  // Nothing delivered: the fee and a checkout tip paid with the order go back too.
  return roundMoney(parts.reduce((sum, p) => sum + p.total, 0) + (nothingDelivered ? order.deliveryFee + (order.tip ?? 0) : 0));
}

/**
 * The promo discount given on `parts` that comes off what is owed back for them (shillings): a
 * shop's own code with that shop's part, an every-shop code when the whole order ends (decision 025).
 */
export async function discountOwedBack(scope: Pick<Scope, 'tx'>, orderId: string, partnerIds: readonly string[], wholeOrder: boolean): Promise<number> {
  return fromCents(discountInRefund(await orderPromo(scope.tx, orderId), partnerIds, wholeOrder));
}

/**
 * A shop's part of an order is declined (by the shop, or by itself when nobody answered): it moves to
 * Declined, its stock goes back, the order's total drops by its amount, the customer of a
 * multi-shop order is asked whether to go on with the rest, the order follows its sub-orders (all
 * declined: the order is Declined) and whatever was paid for it is owed back. With platform delivery
 * the fee is priced again for the shops left (`reprice`): a shorter trip costs less, and what the
 * customer paid ahead for the longer one is owed back too.
 */
export async function declineSubOrder(scope: Scope, subOrderId: string, actor: TransitionActor, reason: string, note: string | null, reprice?: DeliveryRepricer): Promise<void> {
  const { order, writes } = scope;
  await scope.move({ actor, subOrders: [{ id: subOrderId, to: DECLINED }], note: `declined: ${reason}${note ? ` (${note})` : ''}` });
  const sub = order.subOrders.find((s) => s.id === subOrderId)!;
  await writes.recordDecline(sub.id, reason, note);
  await writes.restock(order.id, [sub.id]);
  const rest = order.subOrders.filter((s) => !isDropped(s.status));
  await writes.dropFromOrder(order.id, sub.total, rest.length > 0 ? 'ask' : null);
  order.total = roundMoney(order.total - sub.total);
  let feeSaved = 0;
  const newFee = rest.length > 0 && reprice ? await reprice(scope.tx, order.id, [...new Set(rest.map((s) => s.partnerId))]) : null;
  if (newFee !== null && newFee < order.deliveryFee) {
    await writes.setDeliveryFee(order.id, newFee);
    feeSaved = roundMoney(order.deliveryFee - newFee);
    order.deliveryFee = newFee;
  }
  await scope.followSubOrders(actor);
  // A shop's own promo code took its discount off this part (and an every-shop code off the whole
  // order, when this was its last part): the customer paid that much less for it.
  const discount = await discountOwedBack(scope, order.id, [sub.partnerId], rest.length === 0);
  scope.events.push({
    type: 'RefundDue',
    order: { id: order.id, userId: order.userId, driverId: order.assignedDriverId, status: order.status },
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    amount: Math.max(0, roundMoney(amountOwed(order, [sub], rest.length === 0) + feeSaved - discount)),
    subOrderIds: [sub.id],
    reason: `declined: ${reason}`,
  });
}
