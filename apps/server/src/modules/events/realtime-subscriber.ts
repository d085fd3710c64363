import { rooms } from '@sokoni/domain/events';
import type { Realtime } from '../../plugins/socket.ts';
import type { DomainEvent, OrderRef } from './domain-events.ts';

/**
 * The one place that turns domain events into socket events: the customer, each store with a
 * part in the order and the driver concerned hear what changed; every driver hears when an order
 * opens or closes to them; a driver hears the admin's decision about them.
 */
export function realtimeSubscriber(realtime: Pick<Realtime, 'emit' | 'io'>) {
  const orderUpdated = (order: OrderRef, storeIds: readonly string[]) => {
    const payload = { orderId: order.id, status: order.status };
    realtime.emit(rooms.user(order.userId), 'orderUpdated', payload);
    for (const storeId of new Set(storeIds)) realtime.emit(rooms.partner(storeId), 'orderUpdated', payload);
    if (order.driverId) realtime.emit(rooms.driver(order.driverId), 'orderUpdated', payload);
  };

  return (event: DomainEvent): void => {
    switch (event.type) {
      case 'OrderPlaced':
        for (const store of event.stores) {
          realtime.emit(rooms.partner(store.storeId), 'newSubOrder', {
            message: store.message,
            subOrderId: store.subOrderId,
            orderId: event.orderId,
            notificationId: store.notificationId,
          });
        }
        return;
      case 'SubOrderMoved': {
        const payload = { subOrderId: event.subOrderId, orderId: event.order.id, status: event.to };
        realtime.emit(rooms.user(event.order.userId), 'subOrderUpdated', payload);
        realtime.emit(rooms.partner(event.storeId), 'subOrderUpdated', payload);
        if (event.order.driverId) realtime.emit(rooms.driver(event.order.driverId), 'subOrderUpdated', payload);
        return;
      }
      case 'OrderMoved':
      case 'DriverAssigned':
      case 'DriverReleased':
        orderUpdated(event.order, event.storeIds);
        return;
      case 'OrderPaid':
        // Nothing to send yet: the move that brought the payment (OrderMoved) already reloads every screen.
        return;
      case 'OrderOpenedToDrivers':
        realtime.emit(rooms.drivers, 'newOrderAvailable', { orderId: event.orderId, status: event.status, shops: event.storeNames.map((shopName) => ({ shopName })) });
        return;
      case 'OrderClosedToDrivers':
        realtime.emit(rooms.drivers, 'orderRemoved', { orderId: event.orderId });
        return;
      case 'DriverReviewed': {
        // The driver's open sockets follow the decision at once (on every process, through the adapter).
        const own = realtime.io.in(rooms.driver(event.driverId));
        if (event.verificationStatus === 'Approved' && !event.suspended) own.socketsJoin(rooms.drivers);
        else own.socketsLeave(rooms.drivers);
        realtime.emit(rooms.driver(event.driverId), 'driverStatusChanged', { verificationStatus: event.verificationStatus, suspended: event.suspended });
        return;
      }
    }
  };
}
