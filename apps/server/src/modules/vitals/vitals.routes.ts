import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZVitalsRequest, ZVitalsSummary } from '@sokoni/domain/contracts/vitals';
import type { Authenticator } from '../../plugins/authenticate.ts';
import { byIp, MINUTE, type RateLimiter } from '../../plugins/rate-limit/rate-limiter.ts';
import type { VitalsService } from './vitals.service.ts';

/** Real-user performance: browsers report Web Vitals; the admin overview shows p75 by page. */
export function vitalsRoutes(deps: { auth: Authenticator; vitals: VitalsService; limiter: RateLimiter }) {
  const limit = deps.limiter.guard({ name: 'vitals:ip', max: 60, windowMs: MINUTE, key: byIp });
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/api/vitals',
      { preHandler: limit, schema: { tags: ['vitals'], summary: 'Report Web Vitals measured in the browser', body: ZVitalsRequest } },
      async (request, reply) => {
        const accepted = await deps.vitals.record(request.body);
        return reply.status(202).send({ message: 'Thanks', accepted });
      },
    );
    r.get(
      '/api/admin/vitals',
      {
        preHandler: deps.auth.requireAdmin,
        schema: { tags: ['admin'], summary: 'p75 LCP, INP and CLS by page', querystring: z.object({ days: z.coerce.number().int().min(1).max(90).default(7) }), response: { 200: ZVitalsSummary } },
      },
      async (request) => deps.vitals.summary(request.query.days),
    );
  };
}
