import { useEffect, useRef } from 'react';
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@sokoni/domain/events';

type NewSubOrder = Parameters<ServerToClientEvents['newSubOrder']>[0];
type SubOrderUpdated = Parameters<ServerToClientEvents['subOrderUpdated']>[0];
type OrderUpdated = Parameters<ServerToClientEvents['orderUpdated']>[0];

export interface PartnerSocketHandlers {
  onNewSubOrder: (payload: NewSubOrder) => void;
  onSubOrderUpdated: (payload: SubOrderUpdated) => void;
  onOrderUpdated: (payload: OrderUpdated) => void;
  /** After a dropped connection came back: anything sent meanwhile was missed. */
  onReconnected: () => void;
}

const API_BASE: string = import.meta.env.VITE_API_BASE_URL ?? '';

/** socket.io-client's own defaults, written out because the spec names them. */
export const RECONNECTION = {
  reconnection: true,
  reconnectionAttempts: Infinity,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20000,
} as const;

/**
 * The store's live connection: the token is checked when it connects, then it joins its own
 * room. It closes when the dashboard unmounts (logout navigates away, so logout closes it).
 */
export function usePartnerSocket(partnerId: string, token: string, handlers: PartnerSocketHandlers) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const options = { path: '/socket.io', auth: { token }, ...RECONNECTION };
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = API_BASE ? io(API_BASE, options) : io(options);
    let connectedBefore = false;
    socket.on('connect', () => {
      socket.emit('joinPartnerRoom', partnerId);
      if (connectedBefore) latest.current.onReconnected();
      connectedBefore = true;
    });
    socket.on('newSubOrder', (payload) => latest.current.onNewSubOrder(payload));
    socket.on('subOrderUpdated', (payload) => latest.current.onSubOrderUpdated(payload));
    socket.on('orderUpdated', (payload) => latest.current.onOrderUpdated(payload));
    return () => {
      socket.removeAllListeners();
      socket.disconnect();
    };
  }, [partnerId, token]);
}
