import type { TStatusHistoryEntry } from '@sokoni/domain/contracts/admin';
import { CANCELLED } from '@sokoni/domain/order-status';
import { notFound } from '../../lib/errors.ts';
import type { Account } from '../../plugins/authenticate.ts';
import type { OrderCancellation } from '../orders/cancel-order.service.ts';
import type { OrderReadRepository } from '../orders/order-reads.repository.ts';
import { toOrderDto } from '../orders/order.dto.ts';
import type { StatusHistoryView } from '../orders/status-history.reads.ts';
import type { AdminOrderRepository, OrderListFilter } from './admin-orders.repository.ts';
import { auditWrites } from '../audit/audit-writes.ts';

const toHistoryEntry = (row: StatusHistoryView): TStatusHistoryEntry => ({
  _id: row.id,
  subOrderId: row.subOrderId,
  shopName: row.shopName,
  fromStatus: row.fromStatus,
  status: row.toStatus,
  at: row.createdAt.toISOString(),
  by: { kind: row.actorKind, _id: row.actorId, name: row.actorName },
  note: row.note,
});

/** The admin's view of every order, and the one power over them: cancelling before pick-up. */
export function createAdminOrderService(deps: { orders: AdminOrderRepository; reads: OrderReadRepository; cancellation: OrderCancellation }) {
  return {
    list: (filter: OrderListFilter) => deps.orders.list(filter),

    async detail(idOrNumber: string) {
      const aggregate = await deps.reads.findByIdOrNumber(idOrNumber);
      if (!aggregate) throw notFound('Order not found.');
      const { order } = aggregate;
      const [history, driver, payments, refunds] = await Promise.all([
        deps.reads.statusHistory(order.id),
        order.assignedDriverId ? deps.orders.driverOf(order.assignedDriverId) : null,
        deps.orders.paymentsOf(order.id),
        deps.orders.refundsOf(order.id),
      ]);
      const state = { option: order.deliveryOption, status: order.status, assignedDriverId: order.assignedDriverId, subOrderStatuses: aggregate.subOrders.map((s) => s.status) };
      return {
        order: toOrderDto(aggregate),
        driver: driver ? { _id: driver.id, name: driver.username, phoneNumber: driver.phoneNumber } : null,
        history: history.map(toHistoryEntry),
        cancellable: deps.cancellation.whyNotCancellable(state) === null,
        payments,
        refunds,
      };
    },

    async cancel(admin: Account, idOrNumber: string, reason: string) {
      const { aggregate, restockedUnits } = await deps.cancellation.cancel({
        idOrNumber,
        actor: { kind: 'admin', id: admin.id },
        reason,
        alongside: (tx, order) =>
          auditWrites(tx).record({
            adminId: admin.id,
            action: 'order.cancel',
            targetType: 'order',
            targetId: order.id,
            reason,
            details: { orderId: order.orderId, from: order.status, subOrders: order.subOrders.map((s) => ({ _id: s.id, from: s.status })) },
          }),
      });
      return { message: `Order ${aggregate.order.orderId} cancelled.`, status: CANCELLED, restockedUnits };
    },
  };
}
export type AdminOrderService = ReturnType<typeof createAdminOrderService>;
