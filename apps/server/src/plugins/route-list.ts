import type { FastifyInstance } from 'fastify';

interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered (one entry per method), in registration order. */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

/**
 * Records every route registered after this call. The authorisation matrix test walks this list,
 * so a route added anywhere without an entry in the matrix fails the test.
 */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
}
