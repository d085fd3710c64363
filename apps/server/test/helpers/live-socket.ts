import { io as connect, type Socket } from 'socket.io-client';

export interface HeardEvent {
  name: string;
  payload: Record<string, unknown>;
}

export interface LiveSocket {
  socket: Socket;
  /** Every event the socket heard, in order. */
  events: HeardEvent[];
}

/** Connects as the dashboards do (token in the handshake, websocket) and records what it hears. */
export function openSocket(base: string, token: string, opened: Socket[] = []): Promise<LiveSocket> {
  const socket = connect(base, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
  opened.push(socket);
  const events: HeardEvent[] = [];
  socket.onAny((name: string, payload: Record<string, unknown>) => events.push({ name, payload }));
  return new Promise((resolve, reject) => {
    socket.on('connect', () => resolve({ socket, events }));
    socket.on('connect_error', reject);
  });
}

/** Waits until the socket has heard what the test expects (the test's own timeout bounds the wait). */
export async function heard(events: HeardEvent[], name: string, match: Record<string, unknown> = {}): Promise<HeardEvent> {
  const found = () => events.find((e) => e.name === name && Object.entries(match).every(([k, v]) => e.payload[k] === v));
  while (!found()) await new Promise((r) => setTimeout(r, 20));
  return found()!;
}
