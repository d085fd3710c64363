import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdParams } from '@sokoni/domain/contracts/admin';
import { ZCreatePromoRequest, ZPromo, ZPromoList, ZPromoUses } from '@sokoni/domain/contracts/promos';
import { accountOf, type Authenticator } from '../../plugins/authenticate.ts';
import type { PromoService } from './promos.service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** The admin's promo codes. Customers meet them through the quote and the placement (modules/checkout). */
export function promoRoutes(deps: { auth: Authenticator; promos: PromoService }) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const admin = deps.auth.requireAdmin;

    r.get(
      '/api/admin/promos',
      { preHandler: admin, schema: { tags, security, summary: 'Promo codes, newest first, with their uses and where each stands', response: { 200: ZPromoList } } },
      async () => deps.promos.list(),
    );

    r.post(
      '/api/admin/promos',
      {
        preHandler: admin,
        schema: { tags, security, summary: 'Create a promo code (codes are unique without case; times are ISO with offset, e.g. Nairobi +03:00)', body: ZCreatePromoRequest, response: { 201: ZPromo } },
      },
      async (request, reply) => reply.status(201).send(await deps.promos.create(accountOf(request), request.body)),
    );

    r.post(
      '/api/admin/promos/:id/pause',
      { preHandler: admin, schema: { tags, security, summary: 'Pause a promo code: checkouts refuse it until it is resumed', params: ZIdParams, response: { 200: ZPromo } } },
      async (request) => deps.promos.pause(accountOf(request), request.params.id),
    );

    r.post(
      '/api/admin/promos/:id/resume',
      { preHandler: admin, schema: { tags, security, summary: 'Resume a paused promo code', params: ZIdParams, response: { 200: ZPromo } } },
      async (request) => deps.promos.resume(accountOf(request), request.params.id),
    );

    r.get(
      '/api/admin/promos/:id/uses',
      { preHandler: admin, schema: { tags, security, summary: "The orders that used a code (newest first), released uses marked", params: ZIdParams, response: { 200: ZPromoUses } } },
      async (request) => deps.promos.uses(request.params.id),
    );
  };
}
