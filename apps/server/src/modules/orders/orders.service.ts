import { CONFIRMED_DELIVERED, canConfirmReceived } from '@sokoni/domain/order-status';
import { rooms } from '@sokoni/domain/events';
import { newId } from '../../db/ids.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Account } from '../../plugins/authenticate.ts';
import type { Realtime } from '../../plugins/socket.ts';
import { canReadOrder, canReadSubOrder } from './order-access.ts';
import type { OrderAggregate, OrderReadRepository } from './order-reads.repository.ts';
import type { OrderRepository } from './orders.repository.ts';
import { toOrderDto, toSubOrderDto } from './order.dto.ts';
import { toCustomerHistory } from './order-history.dto.ts';
import { orderSeenBy, subOrderStatusesSeenBy } from './order-view.ts';

/** Enough for any customer's history page; older orders stay stored. */
const MY_ORDERS_LIMIT = 200;
const NOT_YOURS = 'You can only view orders you are part of.';

const partiesOf = (a: OrderAggregate) => ({
  userId: a.order.userId,
  partnerIds: a.subOrders.map((s) => s.partnerId),
  assignedDriverId: a.order.assignedDriverId,
});

export function createOrderService(deps: { orders: OrderRepository; reads: OrderReadRepository; realtime: Pick<Realtime, 'emit'> }) {
  async function readable(account: Account, idOrNumber: string): Promise<OrderAggregate> {
    const aggregate = await deps.reads.findByIdOrNumber(idOrNumber);
    if (!aggregate) throw notFound('Order not found.');
    if (!canReadOrder(account, partiesOf(aggregate))) throw forbidden(NOT_YOURS);
    return aggregate;
  }

  return {
    async myOrders(account: Account) {
      const list = await deps.reads.listForUser(account.id, MY_ORDERS_LIMIT);
      return list.map(toOrderDto);
    },

    /** The order page: the order with its short status history (what it became, when, by whom); a shop sees only its part. */
    async getOrder(account: Account, idOrNumber: string) {
      const aggregate = await readable(account, idOrNumber);
      const history = await deps.reads.statusHistory(aggregate.order.id);
      return { ...toOrderDto(orderSeenBy(account, aggregate)), history: toCustomerHistory(history) };
    },

    async getSubOrder(account: Account, subOrderId: string) {
      const sub = await deps.reads.findSubOrder(subOrderId);
      const aggregate = sub ? await deps.reads.findById(sub.orderId) : null;
      const withShop = aggregate?.subOrders.find((s) => s.id === subOrderId);
      if (!aggregate || !withShop) throw notFound('Sub-order not found.');
      if (!canReadSubOrder(account, { ...partiesOf(aggregate), subOrderPartnerId: withShop.partnerId })) throw forbidden(NOT_YOURS);
      return toSubOrderDto(withShop, aggregate);
    },

    /** For the pollers: the order's status and each sub-order's, nothing else. */
    async status(account: Account, idOrNumber: string) {
      const found = await deps.reads.statusOf(idOrNumber);
      if (!found) throw notFound('Order not found.');
      const parties = { userId: found.userId, partnerIds: found.subOrders.map((s) => s.partnerId), assignedDriverId: found.assignedDriverId };
      if (!canReadOrder(account, parties)) throw forbidden(NOT_YOURS);
      const subOrders = subOrderStatusesSeenBy(account, found.subOrders);
      return { _id: found.id, orderId: found.orderId, status: found.status, subOrders: subOrders.map((s) => ({ _id: s.id, status: s.status })) };
    },

    /** 'Confirm Received': the customer closes the order; every sub-order becomes Confirmed Delivered with it. */
    async confirmDelivery(account: Account, idOrNumber: string) {
      const aggregate = await deps.reads.findByIdOrNumber(idOrNumber);
      if (!aggregate) throw notFound('Order not found.');
      const { order } = aggregate;
      if (account.kind !== 'user' || order.userId !== account.id) {
        throw forbidden('Only the customer who placed this order can confirm that it was received.');
      }
      if (order.status === CONFIRMED_DELIVERED) throw conflict('This order is already confirmed as delivered.');
      if (!canConfirmReceived(order.status, order.deliveryOption)) {
        throw conflict(`This order cannot be confirmed as received yet: it is ${order.status}.`, { status: order.status });
      }
      const changedSubs = await deps.orders.transaction(async (repo) => {
        if (!(await repo.setOrderStatus(order.id, order.status, CONFIRMED_DELIVERED, { stampDelivered: true }))) {
          throw conflict('This order changed while you were confirming it. Please refresh and try again.');
        }
        const subs = await repo.setSubOrdersStatus(order.id, CONFIRMED_DELIVERED, { stampDelivered: true });
        const entry = { toStatus: CONFIRMED_DELIVERED, actorKind: 'customer', actorId: account.id, note: 'customer confirmed receipt' };
        const fromOf = new Map(aggregate.subOrders.map((s) => [s.id, s.status]));
        await repo.insertHistory([
          { id: newId(), orderId: order.id, fromStatus: order.status, ...entry },
          ...subs.map((s) => ({ id: newId(), orderId: order.id, subOrderId: s.id, fromStatus: fromOf.get(s.id) ?? null, ...entry })),
        ]);
        return subs;
      });
      deps.realtime.emit(rooms.user(order.userId), 'orderUpdated', { orderId: order.id, status: CONFIRMED_DELIVERED });
      for (const sub of changedSubs) {
        deps.realtime.emit(rooms.partner(sub.partnerId), 'subOrderUpdated', { subOrderId: sub.id, orderId: order.id, status: CONFIRMED_DELIVERED });
      }
      // The driver's active list drops it; confirmed before any driver took it, it leaves every driver's list.
      if (order.assignedDriverId) deps.realtime.emit(rooms.driver(order.assignedDriverId), 'orderUpdated', { orderId: order.id, status: CONFIRMED_DELIVERED });
      else if (order.deliveryOption === 'platform') deps.realtime.emit(rooms.drivers, 'orderRemoved', { orderId: order.id });
      const updated = await deps.reads.findById(order.id);
      return { message: 'Thank you! Your order is confirmed as delivered.', order: toOrderDto(updated!) };
    },
  };
}
export type OrderService = ReturnType<typeof createOrderService>;
