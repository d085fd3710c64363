import { createContext, useState, type ReactNode } from 'react';
import { createSocketHub, type SocketHub } from './socket-hub.ts';

export const SocketHubContext = createContext<SocketHub | null>(null);

/** One socket.io hub for the tab: every feature's live updates share its connection. */
export function SocketProvider({ children }: { children: ReactNode }) {
  const [hub] = useState(createSocketHub);
  return <SocketHubContext value={hub}>{children}</SocketHubContext>;
}
