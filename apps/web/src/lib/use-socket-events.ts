import { useContext, useEffect, useRef, useState } from 'react';
import { SocketHubContext } from './socket-provider.tsx';
import type { SocketHandlers } from './socket-hub.ts';

/**
 * Hears the signed-in account's live events through the tab's one connection (the server checks
 * the token when it connects and puts the socket in the account's room). Handlers may change on
 * every render; the latest ones are called. Returns whether the connection is up.
 */
export function useSocketEvents(token: string | null, handlers: SocketHandlers): boolean {
  const hub = useContext(SocketHubContext);
  if (!hub) throw new Error('useSocketEvents needs the SocketProvider above it.');
  const latest = useRef(handlers);
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!token) return;
    return hub.subscribe(token, { handlers: () => latest.current, onStatus: setConnected });
  }, [hub, token]);

  return connected;
}
