import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZCommentRequest, ZCommentResponse, ZRateRequest, ZRateResponse, ZReviewsResponse } from '@sokoni/domain/contracts/catalog';
import { accountOf, type Authenticator } from '../../plugins/authenticate.ts';
import { IdParams } from './catalog-params.ts';
import type { ReviewTarget } from './review.service.ts';
import type { ReviewService } from './review.service.ts';
import type { RateLimitConfig } from '../../config.ts';
import { byAccount, HOUR, type RateLimiter } from '../../plugins/rate-limit/rate-limiter.ts';

const TARGETS: [path: string, target: ReviewTarget, label: string][] = [
  ['/api/partners', 'partner', 'store'],
  ['/api/products', 'product', 'product'],
];

/** Reviews, ratings and comments, the same three calls for stores and for products. */
export function reviewRoutes(deps: { auth: Authenticator; reviews: ReviewService; limiter: RateLimiter; limits: RateLimitConfig }) {
  // Any logged-in customer may rate (the specification says so); the limit keeps one account from
  // flooding a shop. Ratings and comments, of stores and products, share one counter.
  const perAccount = deps.limiter.guard({ name: 'review:account', max: deps.limits.reviewsPerHour, windowMs: HOUR, key: byAccount });
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['reviews'];
    const customer = [deps.auth.require('user'), perAccount];

    for (const [base, target, label] of TARGETS) {
      r.get(
        `${base}/:id/reviews`,
        { schema: { tags, summary: `Reviews of a ${label}, newest first`, params: IdParams, response: { 200: ZReviewsResponse } } },
        async (request) => deps.reviews.list(target, request.params.id),
      );

      r.post(
        `${base}/:id/rate`,
        {
          config: { changesCatalogue: true },
          preHandler: customer,
          schema: { tags, summary: `Rate a ${label} 1-5 (again replaces); the reviewer is the token's customer`, security: [{ bearer: [] }], params: IdParams, body: ZRateRequest, response: { 200: ZRateResponse } },
        },
        async (request) => deps.reviews.rate(target, request.params.id, accountOf(request).id, request.body),
      );

      r.post(
        `${base}/:id/comments`,
        {
          preHandler: customer,
          schema: { tags, summary: `Comment on a ${label}`, security: [{ bearer: [] }], params: IdParams, body: ZCommentRequest, response: { 201: ZCommentResponse } },
        },
        async (request, reply) => reply.status(201).send(await deps.reviews.comment(target, request.params.id, accountOf(request).id, request.body)),
      );
    }
  };
}
