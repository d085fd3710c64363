import type { TOrder } from '@sokoni/domain/contracts/orders';
import type { OrderPageInput } from '@sokoni/domain/order-page';

/** What the order page table reads of an order answer. */
export const orderPageInput = (order: TOrder): OrderPageInput => ({
  status: order.status,
  paymentStatus: order.paymentStatus,
  assignedDriverId: order.assignedDriver,
  subOrderStatuses: order.subOrders.map((s) => s.status),
  afterDecline: order.afterDecline,
});
