import type { TDeclineRequest } from '@sokoni/domain/contracts/orders';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { Account } from '../../plugins/authenticate.ts';
import { declineSubOrder } from './drop-sub-order.ts';
import type { DeliveryRepricer } from './delivery-reprice.ts';
import type { OrderReadRepository } from './order-reads.repository.ts';
import type { OrderTransitions } from './order-transition.ts';
import { toSubOrderDto } from './order.dto.ts';

/** `POST /api/suborders/:id/decline`: a shop says no to a new part of an order, with its reason. */
export function createDeclineService(deps: { transitions: OrderTransitions; reads: OrderReadRepository; reprice?: DeliveryRepricer }) {
  return {
    async decline(account: Account, subOrderId: string, request: TDeclineRequest) {
      const sub = await deps.reads.findSubOrder(subOrderId);
      if (!sub) throw notFound('Sub-order not found.');
      if (account.kind !== 'partner' || sub.partnerId !== account.id) throw forbidden('Only the store this order is for can decline it.');
      const note = request.note?.trim() || null;
      await deps.transitions.transition(
        sub.orderId,
        (scope) => declineSubOrder(scope, subOrderId, { kind: 'partner', id: account.id }, request.reason, note, deps.reprice),
        { notFound: 'Sub-order not found.' },
      );
      const aggregate = await deps.reads.findById(sub.orderId);
      const withShop = aggregate?.subOrders.find((s) => s.id === subOrderId);
      if (!aggregate || !withShop) throw notFound('Sub-order not found.');
      return { message: 'Order declined. The customer has been told.', subOrder: toSubOrderDto(withShop, aggregate) };
    },
  };
}
export type DeclineService = ReturnType<typeof createDeclineService>;
