import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Authenticator } from '../../plugins/authenticate.ts';
import { isFromThisMachine } from '../../lib/local-request.ts';
import type { SmsOutboxService } from './sms-outbox.service.ts';
import type { SmsSender } from './sms-sender.ts';

/**
 * GET /api/dev/sms-outbox outside production: the texts written, newest first, like the mail
 * outbox. Texts hold phone numbers, so it answers an admin token, or a request from this machine.
 */
export function devSmsOutboxRoutes(deps: { auth: Authenticator; outbox: SmsOutboxService; sms: SmsSender }) {
  return async function (app: FastifyInstance) {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/dev/sms-outbox',
      {
        preHandler: async function (request, reply) {
          if (!request.headers.authorization && isFromThisMachine(request)) return;
          await deps.auth.requireAdmin.call(this, request, reply);
        },
        schema: {
          tags: ['dev'],
          summary: 'Latest text messages in the SMS outbox (not served in production)',
          querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(20) }),
        },
      },
      async (request) => ({ provider: deps.sms.description, messages: await deps.outbox.latest(request.query.limit) }),
    );
  };
}
