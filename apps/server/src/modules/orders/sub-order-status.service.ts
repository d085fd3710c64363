import { CANCELLED, CONFIRMED_DELIVERED, isOrderStatus, nextVendorStatus, type OrderStatus } from '@sokoni/domain/order-status';
import { canDriverMoveSubOrder, isOpenForDrivers } from '@sokoni/domain/driver-orders';
import type { DeliveryOption } from '@sokoni/domain/delivery-fee';
import { newId } from '../../db/ids.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Account } from '../../plugins/authenticate.ts';
import type { LockedOrder, OrderLifecycleRepository } from './order-lifecycle.repository.ts';
import type { OrderReadRepository } from './order-reads.repository.ts';
import type { OrderEvents } from './order-events.ts';
import { syncParentStatus, type StatusActor } from './parent-status.ts';
import { toSubOrderDto } from './order.dto.ts';

const CHANGED = 'This order changed while you were updating it. Please refresh and try again.';
const CLOSED: readonly string[] = ['Delivered', CONFIRMED_DELIVERED, CANCELLED];

function storeLimitMessage(from: string, option: DeliveryOption): string {
  if (from === CONFIRMED_DELIVERED || from === CANCELLED) return `This order is ${from} and can no longer change.`;
  return option === 'platform'
    ? `This order is ${from}. With platform delivery the store stops at ReadyForPickup: the driver takes it from here.`
    : `This order is ${from}. With your own delivery the store goes up to PickedUp: the customer confirms receipt from here.`;
}

/** A store moves its own sub-order exactly one step along the sequence, up to its delivery option's limit. */
function checkStoreStep(order: LockedOrder, from: OrderStatus, to: OrderStatus): void {
  if (CLOSED.includes(order.status)) throw conflict(`This order is ${order.status} and can no longer change.`, { status: from, allowed: null });
  const next = nextVendorStatus(from, order.deliveryOption);
  if (next === null) throw conflict(storeLimitMessage(from, order.deliveryOption), { status: from, allowed: null });
  if (to !== next) {
    throw conflict(`Orders move one step at a time: from ${from} the next status is ${next}.`, { status: from, allowed: next });
  }
}

/** The assigned driver picks a shop's items up; nobody else may touch the order. */
function checkDriverStep(driverId: string, order: LockedOrder, from: OrderStatus, to: OrderStatus): void {
  if (order.deliveryOption !== 'platform') throw forbidden('This order is delivered by the store itself.');
  if (order.assignedDriverId !== driverId) throw forbidden('This order is not assigned to you. Accept it first.');
  if (CLOSED.includes(order.status)) throw conflict(`This order is ${order.status} and can no longer change.`, { status: from });
  if (canDriverMoveSubOrder(from, to, order.deliveryOption)) return;
  if (to === 'Delivered') {
    throw conflict("Use 'Mark as Delivered' on the order once every shop's items are out for delivery.", { status: from });
  }
  throw conflict(`This part of the order is ${from}: a driver can only mark it picked up once the shop has it ReadyForPickup.`, { status: from });
}

/**
 * `PUT /api/suborders/:id/status`: a store advancing its sub-order, or the assigned driver picking
 * one up. One transaction: lock the order, check the step on the locked state, conditional
 * UPDATE, history row, parent status recomputed; events after commit.
 */
export function createSubOrderStatusService(deps: { lifecycle: OrderLifecycleRepository; reads: OrderReadRepository; events: OrderEvents }) {
  return {
    async change(account: Account, subOrderId: string, to: OrderStatus) {
      const sub = await deps.reads.findSubOrder(subOrderId);
      if (!sub) throw notFound('Sub-order not found.');
      if (account.kind === 'partner' && sub.partnerId !== account.id) throw forbidden('You can only update the orders of your own store.');
      if (account.kind !== 'partner' && account.kind !== 'driver') throw forbidden('Only the store or the assigned driver can update this order.');
      const actor: StatusActor = { kind: account.kind, id: account.id };

      const outcome = await deps.lifecycle.transaction(async (repo) => {
        const order = await repo.lockOrderState(sub.orderId);
        const from = order?.subOrders.find((s) => s.id === subOrderId)?.status;
        if (!order || from === undefined) throw notFound('Sub-order not found.');
        if (!isOrderStatus(from)) throw conflict(`This order has an unknown status (${from}).`);
        if (account.kind === 'partner') checkStoreStep(order, from, to);
        else checkDriverStep(account.id, order, from, to);
        if (!(await repo.setSubOrderStatus(subOrderId, from, to))) throw conflict(CHANGED);
        await repo.insertHistory([{ id: newId(), orderId: order.id, subOrderId, fromStatus: from, toStatus: to, actorKind: actor.kind, actorId: actor.id }]);
        const parent = await syncParentStatus(repo, order.id, actor);
        const after = {
          option: order.deliveryOption,
          status: parent?.to ?? order.status,
          assignedDriverId: order.assignedDriverId,
          subOrderStatuses: order.subOrders.map((s) => (s.id === subOrderId ? to : s.status)),
        };
        return { order, parentStatus: parent?.to ?? null, opened: to === 'ReadyForPickup' && isOpenForDrivers(after) };
      });

      const { order } = outcome;
      const aggregate = await deps.reads.findById(order.id);
      const withShop = aggregate?.subOrders.find((s) => s.id === subOrderId);
      if (!aggregate || !withShop) throw notFound('Sub-order not found.');
      deps.events.subOrderChanged(order, sub, to);
      if (outcome.parentStatus) deps.events.orderChanged(order, outcome.parentStatus);
      if (outcome.opened) deps.events.openedToDrivers(order.id, outcome.parentStatus ?? to, aggregate.subOrders.filter((s) => s.status !== CANCELLED).map((s) => s.shop.businessName));
      return { message: `Order status updated to ${to}.`, status: to, subOrder: toSubOrderDto(withShop, aggregate) };
    },
  };
}
export type SubOrderStatusService = ReturnType<typeof createSubOrderStatusService>;
