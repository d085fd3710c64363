import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * An answer made for one account (its profile, its orders, a permit, a fresh login token) must
 * never be kept by a browser cache or a shared proxy, where the next person on a shared phone or
 * behind the same proxy could read it. Marked `no-store`: every answer that resolved an account
 * (whatever the route set), every answer to a request carrying credentials unless the route
 * declared it public and no account was resolved (geography lookups), and every answer to an API
 * write (logins and sign-ups answer with a token).
 */
function isPrivate(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.account !== null) return true;
  if (request.headers.authorization !== undefined) return !String(reply.getHeader('cache-control') ?? '').startsWith('public');
  return request.url.startsWith('/api/') && request.method !== 'GET' && request.method !== 'HEAD';
}

export function registerPrivateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    // A route that already forbids storing (the permit download's `private, no-store`) keeps its own words.
    if (isPrivate(request, reply) && !String(reply.getHeader('cache-control') ?? '').includes('no-store')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
