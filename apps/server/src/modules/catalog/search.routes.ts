import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZSearchQuery, ZSearchResponse } from '@sokoni/domain/contracts/catalog';
import type { SearchService } from './search.service.ts';
import type { AnswerCache } from '../../lib/answer-cache.ts';
import { answerKey, sendKept } from './send-kept.ts';
import { plainJson } from './plain-json.ts';

/** The answer depends on the query alone (and the catalogue): it is kept by it (answer-cache.ts). */
export function searchRoutes(deps: { search: SearchService; answers: AnswerCache }) {
  return async function (app: FastifyInstance) {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/search',
      {
        serializerCompiler: plainJson,
        schema: {
          tags: ['catalog'],
          summary: 'Suggestions: categories, subcategories, stores and products matching q (typo tolerant); with near=lat,lng those delivering there first',
          querystring: ZSearchQuery,
          response: { 200: ZSearchResponse },
        },
      },
      async (request, reply) => sendKept(reply, deps.answers, answerKey('search', request.query), () => deps.search.search(request.query.q, request.query)),
    );
  };
}
