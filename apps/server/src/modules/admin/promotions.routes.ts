import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZPromotions, ZPromotionsResponse } from '@sokoni/domain/contracts/promotions';
import { accountOf, type Authenticator } from '../../plugins/authenticate.ts';
import type { PromotionService } from './promotions.service.ts';

export function promotionRoutes(deps: { auth: Authenticator; promotions: PromotionService }) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/promotions',
      { schema: { tags: ['catalog'], summary: 'The landing banner and storefront marquee messages', response: { 200: ZPromotionsResponse } } },
      async () => deps.promotions.current(),
    );

    r.put(
      '/api/admin/promotions',
      {
        preHandler: deps.auth.requireAdmin,
        schema: { tags: ['admin'], security: [{ bearer: [] }], summary: 'Replace the banner and marquee messages (1-10 each, 140 characters at most)', body: ZPromotions, response: { 200: ZPromotionsResponse } },
      },
      async (request) => deps.promotions.update(accountOf(request), request.body),
    );
  };
}
