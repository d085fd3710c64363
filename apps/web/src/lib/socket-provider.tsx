import { createContext, useState, type ReactNode } from 'react';
import type { SocketHub, Subscriber } from './socket-hub.ts';

type Subscribe = SocketHub['subscribe'];
export const SocketHubContext = createContext<{ subscribe: Subscribe } | null>(null);

/**
 * The hub's code loads with the first feature that listens (a dashboard, an order being tracked):
 * a visitor browsing the shops never downloads it.
 */
function hubLoadedOnFirstUse(): { subscribe: Subscribe } {
  let hub: Promise<SocketHub> | undefined;
  return {
    subscribe(token: string, subscriber: Subscriber) {
      let stop: (() => void) | undefined;
      let left = false;
      hub ??= import('./socket-hub.ts').then((m) => m.createSocketHub());
      void hub.then((loaded) => {
        if (!left) stop = loaded.subscribe(token, subscriber);
      });
      return () => {
        left = true;
        stop?.();
      };
    },
  };
}

/** One socket.io hub for the tab: every feature's live updates share its connection. */
export function SocketProvider({ children }: { children: ReactNode }) {
  const [hub] = useState(hubLoadedOnFirstUse);
  return <SocketHubContext value={hub}>{children}</SocketHubContext>;
}
