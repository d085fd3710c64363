import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@sokoni/domain/events';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Same origin as the API (see api-client); Vite proxies /socket.io in development. */
const SOCKET_BASE: string | undefined = import.meta.env.VITE_API_BASE_URL || undefined;

/**
 * A socket for one account, with the socket.io client loaded on first use: only signed-in pages
 * that hear live events connect, so the landing page and the catalogue never download it. The server checks the token at connection and joins the
 * account's own room itself. Reconnection follows the spec: unlimited attempts, 1 s doubling
 * up to 5 s with 0.5 randomisation, 20 s connection timeout.
 */
export async function connectSocket(token: string): Promise<AppSocket> {
  const { io } = await import('socket.io-client');
  const options = {
    path: '/socket.io',
    auth: { token },
    reconnection: true,
    reconnectionAttempts: Infinity,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
    randomizationFactor: 0.5,
    timeout: 20_000,
  };
  return SOCKET_BASE ? io(SOCKET_BASE, options) : io(options);
}
