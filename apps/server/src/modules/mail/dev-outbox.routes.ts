import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Authenticator } from '../../plugins/authenticate.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { DevOutboxService } from './dev-outbox.service.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * A request made on this machine, judged by the TCP peer rather than request.ip, because
 * X-Forwarded-For is trusted and anyone can send it.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  const peer = request.socket.remoteAddress ?? '';
  return LOOPBACK.has(peer) && !request.headers['x-forwarded-for'] && !request.headers['forwarded'];
}

/**
 * Lifecycle of the mailer, plus GET /api/dev/outbox outside production: reset mails hold working
 * tokens, so it answers an admin token, or a request from this machine (a developer, or the
 * browser tests reading a reset link in NODE_ENV=test).
 */
export function mailRoutes(deps: { config: AppConfig; auth: Authenticator; mailer: Mailer; outbox: DevOutboxService }) {
  return async function (app: FastifyInstance) {
    app.addHook('onReady', () => deps.mailer.resumePending());
    app.addHook('onClose', () => deps.mailer.close());
    if (deps.config.env === 'production') return;

    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/dev/outbox',
      {
        preHandler: async function (request, reply) {
          if (!request.headers.authorization && fromThisMachine(request)) return;
          await deps.auth.requireAdmin.call(this, request, reply);
        },
        schema: {
          tags: ['dev'],
          summary: 'Latest mails in the outbox (not served in production)',
          querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(20) }),
        },
      },
      async (request) => ({
        transport: deps.mailer.description,
        mails: await deps.outbox.latest(request.query.limit),
      }),
    );
  };
}
