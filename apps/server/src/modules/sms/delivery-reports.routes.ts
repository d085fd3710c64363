import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SmsOutboxService } from './sms-outbox.service.ts';

/** Where Africa's Talking posts delivery reports: configure `{PUBLIC_URL}{DELIVERY_REPORTS_PATH}/{secret}` in its dashboard. */
export const DELIVERY_REPORTS_PATH = '/api/sms/delivery-reports';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Delivery reports are not signed, so they are only believed at the secret address and only for a
 * message we sent (matched by the provider's message id). The provider always gets a quick 200,
 * also for reports we ignore, which are logged with the reason instead.
 */
export function smsDeliveryReportRoutes(deps: { outbox: SmsOutboxService; secret: string }) {
  return async function (app: FastifyInstance) {
    // Africa's Talking posts an HTML-style form; the parser lives in this plugin only.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    app.post<{ Params: { secret: string }; Body: unknown }>(`${DELIVERY_REPORTS_PATH}/:secret`, { schema: { hide: true } }, async (request, reply) => {
      if (!sameSecret(request.params.secret, deps.secret)) {
        request.log.warn('sms delivery report ignored: wrong address secret');
        return reply.code(404).send({ message: 'Not found' });
      }
      const raw = Object.fromEntries(
        Object.entries(typeof request.body === 'object' && request.body ? (request.body as Record<string, unknown>) : {}).map(([k, v]) => [k, String(v).slice(0, 500)]),
      );
      const outcome = await deps.outbox.recordDeliveryReport(raw);
      if (outcome === 'incomplete') request.log.warn({ fields: Object.keys(raw) }, 'sms delivery report ignored: no message id or status');
      if (outcome === 'unknown message') request.log.warn({ messageId: raw.id }, 'sms delivery report ignored: no sent message has this id');
      return { received: true };
    });
  };
}
