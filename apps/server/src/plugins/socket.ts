import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { rooms, type ClientToServerEvents, type ServerToClientEvents } from '@sokoni/domain/events';
import type { Language } from '@sokoni/domain/contracts/language';
import type { Account, Authenticator } from './authenticate.ts';
import { languageOfCookie, languageOfHeader } from '../i18n/request-language.ts';
import { inLanguage } from '../i18n/translate-message.ts';

type Events = ServerToClientEvents;
export interface Realtime {
  /** A payload's `message` reaches each socket in its account's language (see LANGUAGE_ROOMS). */
  emit<E extends keyof Events>(room: string, event: E, ...args: Parameters<Events[E]>): void;
  /** Called by the adapter that shares rooms between processes: a message is then also said on the others. */
  shareAcrossProcesses(): void;
  /** After an account chose its language: its open sockets hear in it from now on (on every process). */
  followLanguage(account: Pick<Account, 'kind' | 'id'>, language: Language): void;
  io: Server<ClientToServerEvents, ServerToClientEvents>;
}

/**
 * Every socket is in exactly one of these rooms: its account's language, else the device's
 * (the web's `sokoni_lang` cookie comes with the connection), else Accept-Language's. An event
 * carrying a `message` (a shop's new-order alert) is sent twice, each time to one language's
 * sockets of the room, so an alert reads as the same notification does in the list. To other
 * processes it goes once (one notification through the adapter), and each says it in both languages.
 */
const LANGUAGE_ROOMS: Record<Language, string> = { en: 'language:en', sw: 'language:sw' };
const OTHER: Record<Language, Language> = { en: 'sw', sw: 'en' };
/** Between processes: a payload with a message, to say in each language on the process that gets it. */
const SAID = 'sokoni:said';
/** Several of those in one notification (what this version sends; SAID is still heard from a process of the version before). */
const SAID_TOGETHER = 'sokoni:said-together';

const ownRoom = (account: Pick<Account, 'kind' | 'id'>) =>
  account.kind === 'partner' ? rooms.partner(account.id) : account.kind === 'driver' ? rooms.driver(account.id) : rooms.user(account.id);

const hasMessage = (payload: unknown): payload is { message: string } =>
  typeof payload === 'object' && payload !== null && typeof (payload as { message?: unknown }).message === 'string';

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
    const { cookie, 'accept-language': acceptLanguage } = socket.handshake.headers;
    socket.data.language = languageOfCookie(cookie) ?? languageOfHeader(acceptLanguage);
    if (typeof token !== 'string' || !token) return next();
    try {
      const request = { headers: { authorization: `Bearer ${token}` }, accountLanguage: null as Language | null };
      const account = await auth.resolve(request as never);
      socket.data.account = account;
      if (request.accountLanguage) socket.data.language = request.accountLanguage;
      // Decided before 'connect' reaches the client, so no offer can slip by between the two.
      socket.data.hearsOffers = account?.kind === 'driver' ? await policy.driverHearsOffers(account.id) : false;
      next();
    } catch (error) {
      next(error instanceof Error ? error : new Error('unauthorized'));
    }
  });

  io.on('connection', (socket: Socket<ClientToServerEvents, ServerToClientEvents>) => {
    void socket.join(LANGUAGE_ROOMS[socket.data.language as Language]);
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

  /** The languages of this process's sockets in the room: a message is translated only for someone here. */
  const languagesIn = (room: string): Set<Language> => {
    const found = new Set<Language>();
    const adapter = io.of('/').adapter;
    for (const id of adapter.rooms.get(room) ?? []) {
      for (const language of ['en', 'sw'] as const) if (adapter.rooms.get(LANGUAGE_ROOMS[language])?.has(id)) found.add(language);
      if (found.size === 2) break;
    }
    return found;
  };
  /** This process's sockets of the room, each in its language. */
  const sayHere = (room: string, event: keyof Events, payload: { message: string }) => {
    for (const language of languagesIn(room)) {
      const said = { ...payload, message: inLanguage(payload.message, language) };
      (io.local.to(room).except(LANGUAGE_ROOMS[OTHER[language]]).emit as (e: string, p: unknown) => void)(event, said);
    }
  };
  // One notification between processes carries the message; each process says it in both languages.
  let shared = false;
  io.on(SAID, (room: string, event: keyof Events, payload: unknown) => {
    if (typeof room === 'string' && hasMessage(payload)) sayHere(room, event, payload);
  });
  // Messages said in one turn of the event loop (every shop of a new order, say) cross together, in
  // one notification (one pg_notify with the PostgreSQL adapter) instead of one each.
  io.on(SAID_TOGETHER, (said: unknown) => {
    if (!Array.isArray(said)) return;
    for (const one of said as unknown[]) {
      const [room, event, payload] = Array.isArray(one) ? one : [];
      if (typeof room === 'string' && hasMessage(payload)) sayHere(room, event as keyof Events, payload);
    }
  });
  let waiting: [string, keyof Events, { message: string }][] = [];
  const sendTogether = () => {
    const said = waiting;
    waiting = [];
    io.serverSideEmit(SAID_TOGETHER, said);
  };

  return {
    io,
    emit(room, event, ...args) {
      const [payload] = args;
      if (!hasMessage(payload)) {
        io.to(room).emit(event, ...args);
        return;
      }
      sayHere(room, event, payload);
      if (shared && waiting.push([room, event, payload]) === 1) queueMicrotask(sendTogether);
    },
    shareAcrossProcesses() {
      shared = true;
    },
    followLanguage(account, language) {
      const own = io.in(ownRoom(account));
      own.socketsLeave(LANGUAGE_ROOMS[OTHER[language]]);
      own.socketsJoin(LANGUAGE_ROOMS[language]);
    },
  };
}
