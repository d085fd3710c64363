import { describe, expect, it, vi } from 'vitest';
import { createSocketHub } from './socket-hub.ts';

/** Stand-in connections: how many were opened, and a way to speak through each. */
const opened = vi.hoisted(() => {
  const list: Array<{ token: string; connected: boolean; closed: boolean; listeners: Map<string, Array<(p: unknown) => void>> }> = [];
  return list;
});
vi.mock('./socket.ts', () => ({
  connectSocket: (token: string) => {
    const socket = {
      token,
      connected: false,
      closed: false,
      listeners: new Map<string, Array<(p: unknown) => void>>(),
      on(event: string, listener: (p: unknown) => void) {
        socket.listeners.set(event, [...(socket.listeners.get(event) ?? []), listener]);
      },
      emit: vi.fn(),
      removeAllListeners: () => socket.listeners.clear(),
      disconnect: () => {
        socket.closed = true;
      },
    };
    opened.push(socket);
    return Promise.resolve(socket);
  },
}));

/** The hub attaches its listeners once the (lazily loaded) client has answered. */
const loaded = () => new Promise((resolve) => setTimeout(resolve, 0));

const fire = (socket: (typeof opened)[number], event: string, payload?: unknown) => {
  if (event === 'connect') socket.connected = true;
  for (const listener of socket.listeners.get(event) ?? []) listener(payload);
};

describe('the socket hub', () => {
  it('gives every feature of the tab the same connection and closes it when the last one leaves', async () => {
    opened.length = 0;
    const hub = createSocketHub();
    const orders = vi.fn();
    const bell = vi.fn();
    const stopOrders = hub.subscribe('token-a', { handlers: () => ({ orderUpdated: orders }), onStatus: () => {} });
    const stopBell = hub.subscribe('token-a', { handlers: () => ({ orderUpdated: bell }), onStatus: () => {} });
    expect(opened).toHaveLength(1);
    await loaded();

    fire(opened[0]!, 'orderUpdated', { orderId: 'o1', status: 'Preparing' });
    expect(orders).toHaveBeenCalledWith({ orderId: 'o1', status: 'Preparing' });
    expect(bell).toHaveBeenCalledTimes(1);

    stopOrders();
    expect(opened[0]!.closed).toBe(false);
    stopBell();
    expect(opened[0]!.closed).toBe(true);
    expect(hub.size()).toBe(0);
  });

  it('tells a subscriber that listened before the connection came up that it may have missed events, and one joining an open connection that it missed none', async () => {
    opened.length = 0;
    const hub = createSocketHub();
    const seen: boolean[] = [];
    const status: boolean[] = [];
    hub.subscribe('token-a', { handlers: () => ({ connected: (_s, missed) => seen.push(missed) }), onStatus: (up) => status.push(up) });
    await loaded();
    fire(opened[0]!, 'connect');
    fire(opened[0]!, 'disconnect');
    fire(opened[0]!, 'connect');
    expect(seen).toEqual([true, true]);
    expect(status).toEqual([true, false, true]);

    // A feature that arrives on an open connection hears it at once, and loads its data now.
    const late: boolean[] = [];
    hub.subscribe('token-a', { handlers: () => ({ connected: (_s, missed) => late.push(missed) }), onStatus: () => {} });
    expect(late).toEqual([false]);
    expect(opened).toHaveLength(1);
  });

  it('never connects when everyone left before the client had loaded', async () => {
    opened.length = 0;
    const hub = createSocketHub();
    const stop = hub.subscribe('token-a', { handlers: () => ({}), onStatus: () => {} });
    stop();
    await loaded();
    expect(opened[0]!.closed).toBe(true);
    expect(opened[0]!.listeners.size).toBe(0);
  });
});
