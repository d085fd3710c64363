import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database } from '../../db/client.ts';
import type { RealtimeLink } from '../../plugins/socket-adapter.ts';

const unavailable = (message: string) => ({ status: 'unavailable', message, code: 'internal' });

/**
 * /readyz tells a load balancer whether this process can serve: its database (and Redis, when used)
 * answer, and live events reach the other processes (the LISTEN connection or Redis subscription
 * is up). While any of them reconnects, the process says so and is taken out of rotation.
 */
export function healthRoutes(database: Database, redis: Redis | null, realtimeLink: RealtimeLink | null = null) {
  return async function (app: FastifyInstance) {
    app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
    app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
      try {
        await database.db.execute(sql`select 1`);
      } catch {
        return reply.status(503).send(unavailable('Database unreachable'));
      }
      if (redis) {
        const answer = await redis.ping().catch(() => null);
        if (answer !== 'PONG') return reply.status(503).send(unavailable('Redis unreachable'));
      }
      if (realtimeLink && !realtimeLink.ready()) return reply.status(503).send(unavailable('Live events are reconnecting'));
      return { status: 'ready', database: database.engine, ...(redis ? { redis: 'ok' } : {}) };
    });
  };
}
