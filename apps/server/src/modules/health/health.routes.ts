import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database } from '../../db/client.ts';

/** /readyz tells a load balancer whether this process can serve: its database (and Redis, when used) answer. */
export function healthRoutes(database: Database, redis: Redis | null) {
  return async function (app: FastifyInstance) {
    app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
    app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
      try {
        await database.db.execute(sql`select 1`);
      } catch {
        return reply.status(503).send({ status: 'unavailable', message: 'Database unreachable', code: 'internal' });
      }
      if (redis) {
        const answer = await redis.ping().catch(() => null);
        if (answer !== 'PONG') return reply.status(503).send({ status: 'unavailable', message: 'Redis unreachable', code: 'internal' });
      }
      return { status: 'ready', database: database.engine, ...(redis ? { redis: 'ok' } : {}) };
    });
  };
}
