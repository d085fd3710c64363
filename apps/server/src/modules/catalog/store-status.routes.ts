import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZStoreStatusQuery, ZStoreStatusResponse } from '@sokoni/domain/contracts/store-status';
import type { StoreService } from './store.service.ts';

/**
 * GET /api/store-status?ids=a,b: whether each shop takes orders now, for the 'Add to cart'
 * buttons of a product grid (one request for the grid's shops). Never kept in the answer cache:
 * a shop opens, closes and pauses by the clock.
 */
export function storeStatusRoutes(deps: { stores: StoreService }) {
  return async function (app: FastifyInstance) {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/store-status',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Whether each of these shops takes orders now (open, paused, when it opens or closes next)',
          querystring: ZStoreStatusQuery,
          response: { 200: ZStoreStatusResponse },
        },
      },
      async (request) => ({ stores: await deps.stores.statuses(request.query.ids) }),
    );
  };
}
