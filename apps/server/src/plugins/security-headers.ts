import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers on every answer. Helmet's middleware is built once here: the Fastify wrapper
 * rebuilds it (and re-parses the policy) on each request, which showed in the order path's profile.
 * The API docs page sets its own policy, which replaces this one for its routes.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: { mapTileUrl: string }): void {
  // Map tiles come from the configured tile server, which may be a plain-http one on a private
  // network (a shop's own tile cache, or the journeys' blank tiles); 'https:' covers the others.
  const tileOrigin = new URL(config.mapTileUrl.replace(/[{}]/g, '')).origin;
  const plainHttpTiles = tileOrigin.startsWith('http:') ? [tileOrigin] : [];
  const apply = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...plainHttpTiles],
        // The admin console shows a store's PDF permit from memory (fetched with the admin's token).
        frameSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        scriptSrc: ["'self'"],
        workerSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => apply(request.raw, reply.raw, (error) => done(error as Error | undefined)));
}
