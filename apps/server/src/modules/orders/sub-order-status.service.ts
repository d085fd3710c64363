import type { OrderStatus } from '@sokoni/domain/order-status';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { Account } from '../../plugins/authenticate.ts';
import type { OrderReadRepository } from './order-reads.repository.ts';
import type { OrderTransitions, TransitionActor } from './order-transition.ts';
import { toSubOrderDto } from './order.dto.ts';

/**
 * `PUT /api/suborders/:id/status`: a store advancing its sub-order, or the assigned driver picking
 * one up. The process table decides the step; the order then follows its slowest sub-order.
 */
export function createSubOrderStatusService(deps: { transitions: OrderTransitions; reads: OrderReadRepository }) {
  return {
    async change(account: Account, subOrderId: string, to: OrderStatus) {
      const sub = await deps.reads.findSubOrder(subOrderId);
      if (!sub) throw notFound('Sub-order not found.');
      if (account.kind === 'partner' && sub.partnerId !== account.id) throw forbidden('You can only update the orders of your own store.');
      if (account.kind !== 'partner' && account.kind !== 'driver') throw forbidden('Only the store or the assigned driver can update this order.');
      const actor: TransitionActor = { kind: account.kind, id: account.id };

      await deps.transitions.transition(
        sub.orderId,
        async (scope) => {
          await scope.move({ actor, subOrders: [{ id: subOrderId, to }] });
          await scope.followSubOrders(actor);
        },
        { notFound: 'Sub-order not found.' },
      );

      const aggregate = await deps.reads.findById(sub.orderId);
      const withShop = aggregate?.subOrders.find((s) => s.id === subOrderId);
      if (!aggregate || !withShop) throw notFound('Sub-order not found.');
      return { message: `Order status updated to ${to}.`, status: to, subOrder: toSubOrderDto(withShop, aggregate) };
    },
  };
}
export type SubOrderStatusService = ReturnType<typeof createSubOrderStatusService>;
