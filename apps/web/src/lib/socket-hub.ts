import type { ServerToClientEvents } from '@sokoni/domain/events';
import { connectSocket, type AppSocket } from './socket.ts';

type EventName = keyof ServerToClientEvents;
type Payload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

/**
 * What a feature listens to; `connected` hears every (re)connection. `missed` is true when the
 * feature was already listening before this connection came up (a first connection that came
 * after the feature loaded its data, or one after a drop): events sent meanwhile never reached it.
 */
export type SocketHandlers = { [E in EventName]?: (payload: Payload<E>) => void } & {
  connected?: (socket: AppSocket, missed: boolean) => void;
};

/** Every event the server sends; the type check fails here when the event map gains one. */
const SERVER_EVENTS = [
  'newSubOrder',
  'newOrderAvailable',
  'orderRemoved',
  'orderUpdated',
  'subOrderUpdated',
  'driverStatusChanged',
  'problemUpdated',
  'paymentUpdated',
  'riderLocation',
  'deliveryFlagged',
] as const satisfies readonly EventName[];
type Missing = Exclude<EventName, (typeof SERVER_EVENTS)[number]>;
const everyEventListed: Missing extends never ? true : Missing = true;
void everyEventListed;

export interface Subscriber {
  handlers: () => SocketHandlers;
  onStatus: (connected: boolean) => void;
}

interface Line {
  /** Null while the socket.io client is still loading. */
  socket: AppSocket | null;
  closed: boolean;
  subscribers: Set<Subscriber>;
}

/**
 * The tab's connections, one per signed-in account in use (in practice one: a page shows one
 * persona). Features subscribe instead of connecting; the hub listens once per event and hands
 * each event to every subscriber, and closes the connection when the last one leaves (logging
 * out leaves the dashboard, so it closes the connection too).
 */
export function createSocketHub() {
  const lines = new Map<string, Line>();

  const open = (token: string): Line => {
    const line: Line = { socket: null, subscribers: new Set(), closed: false };
    void connectSocket(token).then((socket) => {
      // Everyone left while the client was loading: never connect.
      if (line.closed) {
        socket.disconnect();
        return;
      }
      line.socket = socket;
      attach(line, socket);
    });
    lines.set(token, line);
    return line;
  };

  const attach = (line: Line, socket: AppSocket) => {
    socket.on('connect', () => {
      for (const subscriber of [...line.subscribers]) greet(line, subscriber, true);
    });
    socket.on('disconnect', () => {
      for (const subscriber of line.subscribers) subscriber.onStatus(false);
    });
    // One listener per event; the payload goes on as it came, typed by the event map.
    const untyped = socket as unknown as { on: (event: string, listener: (payload: unknown) => void) => void };
    for (const event of SERVER_EVENTS) {
      untyped.on(event, (payload) => {
        for (const subscriber of [...line.subscribers]) (subscriber.handlers()[event] as ((p: unknown) => void) | undefined)?.(payload);
      });
    }
  };

  const greet = (line: Line, subscriber: Subscriber, missed: boolean) => {
    if (!line.socket) return;
    subscriber.onStatus(true);
    subscriber.handlers().connected?.(line.socket, missed);
  };

  return {
    /** Starts hearing the account's events; the returned function stops. */
    subscribe(token: string, subscriber: Subscriber): () => void {
      const line = lines.get(token) ?? open(token);
      line.subscribers.add(subscriber);
      // Joining an open connection: the feature loads its data now, so it has missed nothing.
      if (line.socket?.connected) greet(line, subscriber, false);
      return () => {
        line.subscribers.delete(subscriber);
        subscriber.onStatus(false);
        if (line.subscribers.size > 0 || lines.get(token) !== line) return;
        lines.delete(token);
        line.closed = true;
        line.socket?.removeAllListeners();
        line.socket?.disconnect();
      };
    },
    /** How many connections are open: one per account in use. */
    size: () => lines.size,
  };
}

export type SocketHub = ReturnType<typeof createSocketHub>;
