import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPageQuery, zPage } from '@sokoni/domain/contracts/catalog';
import { ZPublicPartner } from '@sokoni/domain/contracts/partner';
import { ZNearQuery } from '@sokoni/domain/contracts/delivery-reach';
import { plainJson } from './plain-json.ts';
import type { StoreService } from './store.service.ts';

export function storeRoutes(deps: { stores: StoreService }) {
  return async function (app: FastifyInstance) {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/partners',
      {
        // Up to 500 stores (see plain-json.ts).
        serializerCompiler: plainJson,
        schema: {
          tags: ['catalog'],
          summary: 'Stores for the landing grid, best rated first, or with near=lat,lng those delivering there first, nearest first (a page with limit/cursor/offset)',
          querystring: ZPageQuery.extend(ZNearQuery.shape),
          response: { 200: z.union([z.array(ZPublicPartner), zPage(ZPublicPartner)]) },
        },
      },
      async (request) => deps.stores.list(request.query),
    );
  };
}
