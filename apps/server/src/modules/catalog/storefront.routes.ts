import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZFacets, ZFacetsQuery, ZStorefrontQuery, ZStorefrontResponse } from '@sokoni/domain/contracts/catalog';
import type { FacetService } from './facet.service.ts';
import type { StorefrontService } from './storefront.service.ts';
import type { AnswerCache } from '../../lib/answer-cache.ts';
import { answerKey, sendKept, sendKeptJson } from './send-kept.ts';

/** Both answers depend on the query alone (and the catalogue): they are kept by it (answer-cache.ts). */
export function storefrontRoutes(deps: { storefront: StorefrontService; facets: FacetService; answers: AnswerCache }) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/storefront',
      {
        // The answer is JSON text already (listJson); the schema documents it.
        schema: {
          tags: ['catalog'],
          summary: 'Filtered, sorted, paged products for /menu, /offers (discounted) and /featured (rated 4+)',
          querystring: ZStorefrontQuery,
          response: { 200: ZStorefrontResponse },
        },
      },
      async (request, reply) => sendKeptJson(reply, deps.answers, answerKey('storefront', request.query), () => deps.storefront.listJson(request.query)),
    );

    r.get(
      '/api/catalog/facets',
      { schema: { tags: ['catalog'], summary: 'Vendors, categories and subcategories for filters and chips', querystring: ZFacetsQuery, response: { 200: ZFacets } } },
      async (request, reply) => sendKept(reply, deps.answers, answerKey('facets', request.query), () => deps.facets.get(request.query.category)),
    );
  };
}
