import type { ServerToClientEvents } from '@sokoni/domain/events';
import { useSocketEvents } from '../../../lib/use-socket-events.ts';

type Payload<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>[0];

export interface DriverSocketHandlers {
  onNewOrderAvailable: (payload: Payload<'newOrderAvailable'>) => void;
  onOrderRemoved: (payload: Payload<'orderRemoved'>) => void;
  /** Something changed on one of the driver's own orders (a shop, the customer's confirmation). */
  onOwnOrderChanged: (orderId: string) => void;
  /** An admin approved, rejected or reinstated the driver: what they may do has changed. */
  onStatusChanged: () => void;
  /** The connection came up after the dashboard loaded, or came back after a drop: anything sent meanwhile was missed. */
  onReconnected: () => void;
}

/**
 * The driver's live events through the tab's one connection: on every connection it asks for its
 * own room. Returns whether the connection is up, so the driver knows new orders will reach them.
 */
export function useDriverSocket(driverId: string, token: string, handlers: DriverSocketHandlers): boolean {
  return useSocketEvents(token, {
    connected: (socket, missed) => {
      socket.emit('joinDriverRoom', driverId);
      if (missed) handlers.onReconnected();
    },
    newOrderAvailable: (payload) => handlers.onNewOrderAvailable(payload),
    orderRemoved: (payload) => handlers.onOrderRemoved(payload),
    orderUpdated: (payload) => handlers.onOwnOrderChanged(payload.orderId),
    subOrderUpdated: (payload) => handlers.onOwnOrderChanged(payload.orderId),
    driverStatusChanged: () => handlers.onStatusChanged(),
  });
}
