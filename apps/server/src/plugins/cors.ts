import type { FastifyInstance } from 'fastify';
import cors from '@fastify/cors';

/** Every method a route of the API answers; a preflight for any of them must pass. */
export const API_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
/** The request headers the API reads from a browser on another origin. */
export const API_REQUEST_HEADERS = ['Authorization', 'Content-Type', 'Idempotency-Key'] as const;

/**
 * Other sites named in CORS_ORIGINS may call the API. The plugin's default method list stops at
 * GET, HEAD and POST, which made every PUT, PATCH and DELETE fail its preflight: both lists are
 * spelled out here, from what the API really uses.
 */
export async function registerCors(app: FastifyInstance, origins: string[]): Promise<void> {
  if (!origins.length) return;
  await app.register(cors, {
    origin: origins,
    methods: [...API_METHODS],
    allowedHeaders: [...API_REQUEST_HEADERS],
    // Headers a client on another origin may read: the request id of an error, when to retry, a replayed order.
    exposedHeaders: ['x-request-id', 'retry-after', 'idempotent-replayed'],
    // Preflights are cached a day by the browser, so a client does not pay for one on each write.
    maxAge: 86_400,
  });
}
