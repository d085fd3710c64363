import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Closes a connection that has not sent a single byte within `ms` (decision 013). Node 20's
 * headersTimeout already ends such a connection, because its clock starts when the connection
 * opens; older releases started it only at the first byte (nodejs/node#26165), and the idle
 * timeout restarts whenever we write. Held here, the rule depends on neither: thousands of silent
 * connections cannot pile up, whatever Node version runs the server.
 */
export function closeSilentConnections(server: Server, ms: number): void {
  server.on('connection', (socket: Socket) => {
    const timer = setTimeout(() => {
      if (socket.bytesRead === 0) socket.destroy();
    }, ms);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  });
}
