import type { FastifyInstance } from 'fastify';
import { createAdapter as createPostgresAdapter } from '@socket.io/postgres-adapter';
import { createAdapter as createRedisAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import pg from 'pg';
import type { Realtime } from './socket.ts';

/**
 * With PostgreSQL, several server processes share socket.io rooms: an event emitted on one process
 * reaches sockets connected to any other, through LISTEN/NOTIFY. PGlite means one process, so
 * nothing is needed there.
 */
export async function attachPostgresAdapter(app: FastifyInstance, realtime: Realtime, databaseUrl: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  // The adapter keeps large (binary) payloads here; ours are small, but the table must exist.
  await pool.query(`CREATE TABLE IF NOT EXISTS socket_io_attachments (
    id bigserial UNIQUE,
    created_at timestamptz DEFAULT NOW(),
    payload bytea
  )`);
  pool.on('error', (error) => app.log.error({ err: error }, 'socket.io adapter pool error'));
  realtime.io.adapter(createPostgresAdapter(pool, { channelPrefix: 'sokoni_socket' }));
  app.addHook('onClose', async () => {
    // The adapter holds a LISTEN connection: release it, or the pool never ends.
    await realtime.io.of('/').adapter.close();
    await pool.end();
  });
}

/**
 * With REDIS_URL, rooms are shared through Redis pub/sub instead: lighter on PostgreSQL, which then
 * only carries the orders. A subscribed connection can do nothing else, hence the second client.
 */
export function attachRedisAdapter(app: FastifyInstance, realtime: Realtime, redis: Redis): void {
  const subscriber = redis.duplicate({ connectionName: 'sokoni-socket-sub' });
  subscriber.on('error', (error) => app.log.error({ err: error }, 'socket.io redis subscriber error'));
  realtime.io.adapter(createRedisAdapter(redis, subscriber, { key: 'sokoni:socket' }));
  app.addHook('onClose', async () => {
    await realtime.io.of('/').adapter.close();
    subscriber.disconnect();
  });
}
