import { rooms } from '@sokoni/domain/events';
import type { Realtime } from '../../plugins/socket.ts';
import type { DomainEvent, OrderRef } from './domain-events.ts';

/**
 * The one place that turns domain events into socket events: the customer, each store with a
 * part in the order and the driver concerned hear what changed; every driver hears when an order
 * opens or closes to them (nearest first, in dispatch waves); a driver hears the admin's decision
 * about them; a customer hears where their rider is.
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
        for (const storeId of new Set(event.scheduledStoreIds ?? [])) {
          realtime.emit(rooms.partner(storeId), 'orderUpdated', { orderId: event.orderId, status: 'Scheduled' });
        }
        return;
      case 'ScheduledOrderDue':
        realtime.emit(rooms.partner(event.store.storeId), 'newSubOrder', {
          message: event.store.message,
          subOrderId: event.store.subOrderId,
          orderId: event.orderId,
          notificationId: event.store.notificationId,
        });
        return;
      case 'RefundDue':
        // Nothing to send: the moves that caused it already reload every screen; payments subscribe to it.
        return;
      case 'SubOrderMoved': {
        const payload = { subOrderId: event.subOrderId, orderId: event.order.id, status: event.to };
        realtime.emit(rooms.user(event.order.userId), 'subOrderUpdated', payload);
        realtime.emit(rooms.partner(event.storeId), 'subOrderUpdated', payload);
        if (event.order.driverId) realtime.emit(rooms.driver(event.order.driverId), 'subOrderUpdated', payload);
        return;
      }
      case 'SubstitutionChanged': {
        const payload = { subOrderId: event.subOrderId, orderId: event.order.id, status: event.status };
        realtime.emit(rooms.user(event.order.userId), 'subOrderUpdated', payload);
        realtime.emit(rooms.partner(event.storeId), 'subOrderUpdated', payload);
        return;
      }
      case 'OrderMoved':
      case 'DriverAssigned':
      case 'DriverReleased':
        orderUpdated(event.order, event.storeIds);
        return;
      case 'PaymentUpdated':
        realtime.emit(rooms.user(event.userId), 'paymentUpdated', { orderId: event.orderId, paymentStatus: event.paymentStatus, reason: event.reason });
        return;
      case 'OrderPaid':
        // Nothing to send yet: the move that brought the payment (OrderMoved) already reloads every screen.
        return;
      case 'OrderOpenedToDrivers':
        // Dispatch decides who hears first and answers with one of the two offers below.
        return;
      case 'OrderOfferedToEveryone':
        realtime.emit(rooms.drivers, 'newOrderAvailable', { orderId: event.orderId, status: event.status, shops: event.storeNames.map((shopName) => ({ shopName })) });
        return;
      case 'OrderOfferedNearby':
        for (const driverId of event.driverIds) {
          realtime.emit(rooms.driver(driverId), 'newOrderAvailable', { orderId: event.orderId, status: event.status, shops: event.storeNames.map((shopName) => ({ shopName })) });
        }
        return;
      case 'DeliveryFlagged':
        realtime.emit(rooms.admins, 'deliveryFlagged', { orderId: event.orderId, orderNumber: event.orderNumber, reason: event.reason });
        return;
      case 'RiderLocated':
        realtime.emit(rooms.user(event.userId), 'riderLocation', { orderId: event.orderId, lat: event.lat, lng: event.lng, at: event.at.toISOString(), etaMinutes: event.etaMinutes });
        return;
      case 'OrderClosedToDrivers':
        realtime.emit(rooms.drivers, 'orderRemoved', { orderId: event.orderId });
        return;
      case 'ProblemUpdated': {
        const payload = { problemId: event.problemId, orderId: event.orderId, status: event.status };
        realtime.emit(rooms.user(event.userId), 'problemUpdated', payload);
        for (const storeId of new Set(event.storeIds)) realtime.emit(rooms.partner(storeId), 'problemUpdated', payload);
        realtime.emit(rooms.admins, 'problemUpdated', payload);
        return;
      }
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
