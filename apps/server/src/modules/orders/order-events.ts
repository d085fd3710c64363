import { rooms } from '@sokoni/domain/events';
import type { Realtime } from '../../plugins/socket.ts';

interface OrderParties {
  id: string;
  userId: string;
  assignedDriverId: string | null;
}

/**
 * Live updates after a lifecycle change: the customer, each store with a part in it and the
 * assigned driver hear what changed; every driver hears when an order opens or closes to them.
 * Sent after the transaction commits, so nobody is told about a change that was rolled back.
 */
export function createOrderEvents(realtime: Pick<Realtime, 'emit'>) {
  return {
    subOrderChanged(order: OrderParties, sub: { id: string; partnerId: string }, status: string) {
      const payload = { subOrderId: sub.id, orderId: order.id, status };
      realtime.emit(rooms.user(order.userId), 'subOrderUpdated', payload);
      realtime.emit(rooms.partner(sub.partnerId), 'subOrderUpdated', payload);
      if (order.assignedDriverId) realtime.emit(rooms.driver(order.assignedDriverId), 'subOrderUpdated', payload);
    },
    /** The order's status or its driver changed; its stores also hear, so their lists show the driver. */
    orderChanged(order: OrderParties, status: string, partnerIds: readonly string[] = []) {
      const payload = { orderId: order.id, status };
      realtime.emit(rooms.user(order.userId), 'orderUpdated', payload);
      for (const partnerId of new Set(partnerIds)) realtime.emit(rooms.partner(partnerId), 'orderUpdated', payload);
      if (order.assignedDriverId) realtime.emit(rooms.driver(order.assignedDriverId), 'orderUpdated', payload);
    },
    openedToDrivers(orderId: string, status: string, shopNames: readonly string[]) {
      realtime.emit(rooms.drivers, 'newOrderAvailable', { orderId, status, shops: shopNames.map((shopName) => ({ shopName })) });
    },
    closedToDrivers(orderId: string) {
      realtime.emit(rooms.drivers, 'orderRemoved', { orderId });
    },
  };
}
export type OrderEvents = ReturnType<typeof createOrderEvents>;
