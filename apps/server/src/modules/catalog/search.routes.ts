import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZSearchQuery, ZSearchResponse } from '@sokoni/domain/contracts/catalog';
import type { SearchService } from './search.service.ts';

export function searchRoutes(deps: { search: SearchService }) {
  return async function (app: FastifyInstance) {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/search',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Suggestions: categories, subcategories, stores and products matching q (typo tolerant); with near=lat,lng those delivering there first',
          querystring: ZSearchQuery,
          response: { 200: ZSearchResponse },
        },
      },
      async (request) => deps.search.search(request.query.q, request.query),
    );
  };
}
