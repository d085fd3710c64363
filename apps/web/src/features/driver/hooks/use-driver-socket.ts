import { useEffect, useRef, useState } from 'react';
import type { ServerToClientEvents } from '@sokoni/domain/events';
import { connectSocket } from '../../../lib/socket.ts';

type Payload<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>[0];

export interface DriverSocketHandlers {
  onNewOrderAvailable: (payload: Payload<'newOrderAvailable'>) => void;
  onOrderRemoved: (payload: Payload<'orderRemoved'>) => void;
  /** Something changed on one of the driver's own orders (a shop, the customer's confirmation). */
  onOwnOrderChanged: (orderId: string) => void;
  /** An admin approved, rejected or reinstated the driver: what they may do has changed. */
  onStatusChanged: () => void;
  /** After a dropped connection came back: anything sent meanwhile was missed. */
  onReconnected: () => void;
}

/**
 * The driver's live connection: the token is checked when it connects, then it joins its own
 * room. It closes when the dashboard unmounts, so logging out (which leaves the page) closes it.
 * Returns whether the connection is up, so the driver knows new orders will reach them.
 */
export function useDriverSocket(driverId: string, token: string, handlers: DriverSocketHandlers): boolean {
  const latest = useRef(handlers);
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const socket = connectSocket(token);
    let connectedBefore = false;
    socket.on('connect', () => {
      setConnected(true);
      socket.emit('joinDriverRoom', driverId);
      if (connectedBefore) latest.current.onReconnected();
      connectedBefore = true;
    });
    socket.on('disconnect', () => setConnected(false));
    socket.on('newOrderAvailable', (payload) => latest.current.onNewOrderAvailable(payload));
    socket.on('orderRemoved', (payload) => latest.current.onOrderRemoved(payload));
    socket.on('orderUpdated', (payload) => latest.current.onOwnOrderChanged(payload.orderId));
    socket.on('subOrderUpdated', (payload) => latest.current.onOwnOrderChanged(payload.orderId));
    socket.on('driverStatusChanged', () => latest.current.onStatusChanged());
    return () => {
      socket.removeAllListeners();
      socket.disconnect();
      setConnected(false);
    };
  }, [driverId, token]);

  return connected;
}
