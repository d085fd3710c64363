import type { FastifyInstance } from 'fastify';
import { createAdapter as createPostgresAdapter } from '@socket.io/postgres-adapter';
import { createAdapter as createRedisAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import type { Realtime } from './socket.ts';
import { createPgPool, type PoolTimeouts } from '../db/postgres-pool.ts';
import { createListenConnection } from './listen-connection.ts';

/** Whether live events reach the other processes right now (for /readyz). */
export interface RealtimeLink {
  ready(): boolean;
}

/**
 * With PostgreSQL, several server processes share socket.io rooms: an event emitted on one process
 * reaches sockets connected to any other, through LISTEN/NOTIFY. PGlite means one process, so
 * nothing is needed there.
 */
export async function attachPostgresAdapter(
  app: FastifyInstance,
  realtime: Realtime,
  databaseUrl: string,
  timeouts: PoolTimeouts,
): Promise<RealtimeLink> {
  // One connection held for LISTEN, the others for NOTIFY and the adapter's heartbeats.
  const pool = createPgPool(databaseUrl, { max: 3, name: 'sokoni-socket', timeouts, log: app.log });
  // The adapter keeps large (binary) payloads here; ours are small, but the table must exist.
  await pool.query(`CREATE TABLE IF NOT EXISTS socket_io_attachments (
    id bigserial UNIQUE,
    created_at timestamptz DEFAULT NOW(),
    payload bytea
  )`);
  const listen = createListenConnection(pool, app.log);
  realtime.io.adapter(
    createPostgresAdapter(listen.pool, {
      channelPrefix: 'sokoni_socket',
      // Publishing while the database is away fails; the event still reaches this process's sockets.
      errorHandler: (error) => app.log.debug({ reason: error.message }, 'socket.io adapter could not publish'),
    }),
  );
  realtime.shareAcrossProcesses();
  app.addHook('onClose', async () => {
    listen.close();
    // The adapter holds a LISTEN connection: release it, or the pool never ends.
    await realtime.io.of('/').adapter.close();
    await pool.end();
  });
  return { ready: listen.listening };
}

/**
 * With REDIS_URL, rooms are shared through Redis pub/sub instead: lighter on PostgreSQL, which then
 * only carries the orders. A subscribed connection can do nothing else, hence the second client.
 * ioredis reconnects both by itself (with a growing wait) and subscribes again.
 */
export function attachRedisAdapter(app: FastifyInstance, realtime: Realtime, redis: Redis): RealtimeLink {
  const subscriber = redis.duplicate({ connectionName: 'sokoni-socket-sub' });
  subscriber.on('error', (error) => app.log.warn({ reason: error.message }, 'socket.io redis subscriber error'));
  const publisher = redis.duplicate({ connectionName: 'sokoni-socket-pub' });
  publisher.on('error', (error) => app.log.warn({ reason: error.message }, 'socket.io redis publisher error'));
  // The adapter publishes and (un)subscribes without waiting for the answer: while Redis is away each
  // such command would be an unhandled rejection, which ends a Node process. They fail quietly instead
  // (an event still reaches this process's own sockets; ioredis subscribes again once reconnected).
  handleUnawaited(publisher, ['publish'], app.log);
  handleUnawaited(subscriber, ['subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe'], app.log);
  realtime.io.adapter(createRedisAdapter(publisher, subscriber, { key: 'sokoni:socket' }));
  realtime.shareAcrossProcesses();
  app.addHook('onClose', async () => {
    await realtime.io.of('/').adapter.close();
    await Promise.all([subscriber.quit().catch(() => subscriber.disconnect()), publisher.quit().catch(() => publisher.disconnect())]);
  });
  return { ready: () => subscriber.status === 'ready' && publisher.status === 'ready' };
}

/** Marks the promises of the given commands as handled (logged at debug level); callers that await them still see the failure. */
function handleUnawaited(client: Redis, commands: ('publish' | 'subscribe' | 'psubscribe' | 'unsubscribe' | 'punsubscribe')[], log: FastifyInstance['log']): void {
  for (const command of commands) {
    const original = (client[command] as (...args: unknown[]) => unknown).bind(client);
    (client as unknown as Record<string, unknown>)[command] = (...args: unknown[]) => {
      const result = original(...args);
      if (result instanceof Promise) result.catch((error: Error) => log.debug({ command, reason: error.message }, 'redis command failed'));
      return result;
    };
  }
}
