import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UssdService } from './ussd.service.ts';

/** Where Africa's Talking posts each screen of a session: `{PUBLIC_URL}/api/ussd/{USSD_SECRET}` (docs/ussd.md). */
export const USSD_CALLBACK_PATH = '/api/ussd';

/** Africa's Talking's form fields; `text` is every answer so far joined by `*`, empty on the first screen. */
export const ZUssdCallback = z.object({
  sessionId: z.string({ error: 'sessionId is required' }).min(1, 'sessionId is required').max(120, 'sessionId is too long'),
  serviceCode: z.string({ error: 'serviceCode is required' }).max(40, 'serviceCode is too long'),
  phoneNumber: z.string({ error: 'phoneNumber is required' }).min(1, 'phoneNumber is required').max(30, 'phoneNumber is too long'),
  networkCode: z.string().max(20, 'networkCode is too long').optional(),
  text: z.string().max(500, 'text is too long').default(''),
});

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The gateway's callback. Unauthenticated by nature, so it exists only at the secret address: any
 * other secret is answered as a path that does not exist. The answer is the screen in plain text.
 */
export function ussdRoutes(deps: { ussd: UssdService; secret: string }) {
  return async function (app: FastifyInstance) {
    // The gateway posts an HTML-style form; the parser lives in this plugin only.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    app.withTypeProvider<ZodTypeProvider>().post(
      `${USSD_CALLBACK_PATH}/:secret`,
      // Placing an order again takes stock, which catalogue answers show.
      { config: { changesCatalogue: true }, schema: { hide: true, params: z.object({ secret: z.string() }), body: ZUssdCallback } },
      async (request, reply) => {
        if (!sameSecret(request.params.secret, deps.secret)) return reply.callNotFound();
        const screen = await deps.ussd.answer(request.body);
        return reply.type('text/plain; charset=utf-8').send(screen);
      },
    );
  };
}
