import { DECLINED, isDropped } from '@sokoni/domain/order-status';
import type { LockedOrder } from './order-lifecycle.repository.ts';
import type { OrderTransitions, TransitionActor } from './order-transition.ts';
import type { DeliveryRepricer } from './delivery-reprice.ts';
import { sumCents } from '@sokoni/domain/money';
import { discountTakenBack } from '@sokoni/domain/promo-ledger';
import { orderPromo } from '../promos/order-promo.ts';

type Scope = Parameters<Parameters<OrderTransitions['transition']>[1]>[0];

/** The cents owed back when `parts` of an order are not delivered: their items, and the fee when nothing is. */
export function amountOwedCents(order: LockedOrder, parts: readonly { totalCents: number }[], nothingDelivered: boolean): number {
  // Nothing delivered: the fee and a checkout tip paid with the order go back too.
  return sumCents(parts.map((p) => p.totalCents)) + (nothingDelivered ? order.deliveryFeeCents + (order.tipCents ?? 0) : 0);
}

/** A part as the promo discount sees it: its shop and what its items cost. */
export interface LivePart {
  partnerId: string;
  itemsCents: number;
}

/** The order's parts still to deliver, as the discount sees them. */
export function livePartsOf(order: LockedOrder): LivePart[] {
  return order.subOrders.filter((s) => !isDropped(s.status)).map((s) => ({ partnerId: s.partnerId, itemsCents: s.totalCents }));
}

/**
 * The promo discount that comes off what is owed back (cents) when the live parts change from
 * `before` to `after`: what they carried before less what they carry after (decision 025).
 */
export async function discountOwedBackCents(scope: Pick<Scope, 'tx'>, orderId: string, before: readonly LivePart[], after: readonly LivePart[]): Promise<number> {
  return discountTakenBack(await orderPromo(scope.tx, orderId), before, after);
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
  const before = livePartsOf(order);
  await scope.move({ actor, subOrders: [{ id: subOrderId, to: DECLINED }], note: `declined: ${reason}${note ? ` (${note})` : ''}` });
  const sub = order.subOrders.find((s) => s.id === subOrderId)!;
  await writes.recordDecline(sub.id, reason, note);
  await writes.restock(order.id, [sub.id]);
  const rest = order.subOrders.filter((s) => !isDropped(s.status));
  await writes.dropFromOrder(order.id, sub.totalCents, rest.length > 0 ? 'ask' : null);
  order.totalCents -= sub.totalCents;
  let feeSavedCents = 0;
  const newFeeCents = rest.length > 0 && reprice ? await reprice(scope.tx, order.id, [...new Set(rest.map((s) => s.partnerId))]) : null;
  if (newFeeCents !== null && newFeeCents < order.deliveryFeeCents) {
    await writes.setDeliveryFee(order.id, newFeeCents);
    feeSavedCents = order.deliveryFeeCents - newFeeCents;
    order.deliveryFeeCents = newFeeCents;
  }
  await scope.followSubOrders(actor);
  // A shop's own promo code took its discount off this part (and an every-shop code off the whole
  // order, when this was its last part, or what no longer fits the items left): the customer paid
  // that much less for it.
  const discountCents = await discountOwedBackCents(scope, order.id, before, livePartsOf(order));
  scope.events.push({
    type: 'RefundDue',
    order: { id: order.id, userId: order.userId, driverId: order.assignedDriverId, status: order.status },
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    amountCents: Math.max(0, amountOwedCents(order, [sub], rest.length === 0) + feeSavedCents - discountCents),
    subOrderIds: [sub.id],
    reason: `declined: ${reason}`,
  });
}
