import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers on every answer (the build's assets get those a script or style is checked by).
 * Helmet's middleware is built once here: the Fastify wrapper rebuilds it (and re-parses the
 * policy) on each request, which showed in the order path's profile.
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
  // The build's hashed scripts and styles: a policy, frame or opener rule only means something on a
  // page (or a worker, and none is started from /assets/), so these answers carry what a script or a
  // style is checked by. Some forty of them make a first visit, and the page rules were 600 bytes each.
  const applyToAsset = helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    (request.url.startsWith('/assets/') ? applyToAsset : apply)(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
}
