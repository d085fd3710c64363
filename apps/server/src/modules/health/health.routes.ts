import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

export function healthRoutes(database: Database) {
  return async function (app: FastifyInstance) {
    app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
    app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
      try {
        await database.db.execute(sql`select 1`);
        return { status: 'ready', database: database.engine };
      } catch {
        return reply.status(503).send({ status: 'unavailable', message: 'Database unreachable', code: 'internal' });
      }
    });
  };
}
