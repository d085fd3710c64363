import { CONFIRMED_DELIVERED, isDropped } from '@sokoni/domain/order-status';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { Account } from '../../plugins/authenticate.ts';
import { canReadOrder, canReadSubOrder } from './order-access.ts';
import type { OrderAggregate, OrderReadRepository } from './order-reads.repository.ts';
import type { OrderTransitions } from './order-transition.ts';
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

export function createOrderService(deps: { reads: OrderReadRepository; transitions: OrderTransitions }) {
  async function readable(account: Account, idOrNumber: string): Promise<OrderAggregate> {
    const aggregate = await deps.reads.findByIdOrNumber(idOrNumber);
    if (!aggregate) throw notFound('Order not found.');
    if (!canReadOrder(account, partiesOf(aggregate))) throw forbidden(NOT_YOURS);
    return aggregate;
  }

  return {
    async myOrders(account: Account) {
      const list = await deps.reads.listForUser(account.id, MY_ORDERS_LIMIT);
      return list.map((a) => toOrderDto(a, { forCustomer: true }));
    },

    /** The order page: the order with its short status history (what it became, when, by whom); a shop sees only its part. */
    async getOrder(account: Account, idOrNumber: string) {
      const aggregate = await readable(account, idOrNumber);
      const history = await deps.reads.statusHistory(aggregate.order.id);
      const forCustomer = account.kind === 'user' && account.id === aggregate.order.userId;
      return { ...toOrderDto(orderSeenBy(account, aggregate), { forCustomer }), history: toCustomerHistory(history) };
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
      const found = await deps.reads.statusOf(idOrNumber);
      if (!found) throw notFound('Order not found.');
      if (account.kind !== 'user' || found.userId !== account.id) {
        throw forbidden('Only the customer who placed this order can confirm that it was received.');
      }
      await deps.transitions.transition(found.id, (scope) =>
        scope.move({
          actor: { kind: 'customer', id: account.id },
          order: CONFIRMED_DELIVERED,
          subOrders: scope.order.subOrders.filter((s) => s.status !== CONFIRMED_DELIVERED && !isDropped(s.status)).map((s) => ({ id: s.id, to: CONFIRMED_DELIVERED })),
          note: 'customer confirmed receipt',
          stamp: 'first-confirmation',
          changed: 'This order changed while you were confirming it. Please refresh and try again.',
        }),
      );
      const updated = await deps.reads.findById(found.id);
      return { message: 'Thank you! Your order is confirmed as delivered.', order: toOrderDto(updated!, { forCustomer: true }) };
    },
  };
}
export type OrderService = ReturnType<typeof createOrderService>;
