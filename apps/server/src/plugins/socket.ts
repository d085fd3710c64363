import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { rooms, type ClientToServerEvents, type ServerToClientEvents } from '@sokoni/domain/events';
import type { Authenticator } from './authenticate.ts';

type Events = ServerToClientEvents;
export interface Realtime {
  emit<E extends keyof Events>(room: string, event: E, ...args: Parameters<Events[E]>): void;
  io: Server<ClientToServerEvents, ServerToClientEvents>;
}

/**
 * socket.io on the API's port at /socket.io. The token is checked at connection and the socket
 * joins its own rooms; join requests for anybody else's room are ignored.
 */
interface SocketPolicy {
  /** Only approved drivers hear about open orders (the list endpoint refuses the others too). */
  driverHearsOffers(driverId: string): Promise<boolean>;
}

export function attachSocket(app: FastifyInstance, auth: Authenticator, corsOrigins: string[], policy: SocketPolicy): Realtime {
  const io = new Server<ClientToServerEvents, ServerToClientEvents>(app.server, {
    path: '/socket.io',
    cors: corsOrigins.length ? { origin: corsOrigins } : undefined,
    serveClient: false,
  });

  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || !token) return next();
    try {
      const account = await auth.resolve({ headers: { authorization: `Bearer ${token}` } } as never);
      socket.data.account = account;
      // Decided before 'connect' reaches the client, so no offer can slip by between the two.
      socket.data.hearsOffers = account?.kind === 'driver' ? await policy.driverHearsOffers(account.id) : false;
      next();
    } catch (error) {
      next(error instanceof Error ? error : new Error('unauthorized'));
    }
  });

  io.on('connection', (socket: Socket<ClientToServerEvents, ServerToClientEvents>) => {
    const account = socket.data.account as { kind: string; id: string; isAdmin: boolean } | undefined;
    if (!account) return;
    if (account.kind === 'partner') void socket.join(rooms.partner(account.id));
    if (account.kind === 'driver') void socket.join(socket.data.hearsOffers ? [rooms.driver(account.id), rooms.drivers] : rooms.driver(account.id));
    if (account.kind === 'user') void socket.join(rooms.user(account.id));
    if (account.isAdmin) void socket.join(rooms.admins);
    const joinOwn = (kind: string, room: (id: string) => string) => (id: unknown) => {
      if (account.kind === kind && id === account.id) void socket.join(room(account.id));
    };
    socket.on('joinPartnerRoom', joinOwn('partner', rooms.partner));
    socket.on('joinDriverRoom', joinOwn('driver', rooms.driver));
    socket.on('joinUserRoom', joinOwn('user', rooms.user));
  });

  // Sockets go first so the HTTP server can finish closing; the server itself is Fastify's to close.
  app.addHook('preClose', async () => {
    io.disconnectSockets(true);
    io.engine.close();
  });

  return {
    io,
    emit(room, event, ...args) {
      io.to(room).emit(event, ...args);
    },
  };
}
