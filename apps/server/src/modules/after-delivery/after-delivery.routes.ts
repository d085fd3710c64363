import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAddTipRequest, ZAdminRiderRatings, ZOrderTip, ZReorderAnswer, ZRiderRating, ZRiderRatingRequest, ZRiderRatingSummary } from '@sokoni/domain/contracts/after-delivery';
import { accountOf, type Authenticator } from '../../plugins/authenticate.ts';
import type { AfterDeliveryService } from './after-delivery.service.ts';

const security = [{ bearer: [] }];
/** The order's _id or its number, like the other order routes. */
const OrderParams = z.object({ id: z.string().min(1).max(40) });

export function afterDeliveryRoutes(deps: { auth: Authenticator; afterDelivery: AfterDeliveryService }) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const admin = deps.auth.requireAdmin;

    r.post(
      '/api/orders/:id/tip',
      {
        preHandler: deps.auth.require('user'),
        schema: { tags: ['orders'], security, summary: 'Tip the rider up to a day after delivery: cash the rider confirms when handed over, or an M-Pesa prompt; one tip per order', params: OrderParams, body: ZAddTipRequest, response: { 201: ZOrderTip } },
      },
      async (request, reply) => reply.code(201).send(await deps.afterDelivery.addTip(accountOf(request), request.params.id, request.body)),
    );

    r.post(
      '/api/orders/:id/rider-rating',
      {
        preHandler: deps.auth.require('user'),
        schema: { tags: ['orders'], security, summary: "Rate the rider who delivered the order, 1 to 5 with optional tags and comment (the order's customer, once)", params: OrderParams, body: ZRiderRatingRequest, response: { 201: ZRiderRating } },
      },
      async (request, reply) => reply.code(201).send(await deps.afterDelivery.rateRider(accountOf(request), request.params.id, request.body)),
    );

    r.get(
      '/api/orders/:id/reorder',
      {
        preHandler: deps.auth.require('user'),
        schema: { tags: ['orders'], security, summary: "'Order again': the order's items still sold, at today's prices, and what changed (price, sold out, shop closed)", params: OrderParams, response: { 200: ZReorderAnswer } },
      },
      async (request) => deps.afterDelivery.reorder(accountOf(request), request.params.id),
    );

    r.get(
      '/api/driver/ratings',
      { preHandler: deps.auth.require('driver'), schema: { tags: ['driver'], security, summary: "The rider's average rating and recent ratings, without who gave them", response: { 200: ZRiderRatingSummary } } },
      async (request) => deps.afterDelivery.riderSummary(accountOf(request).id),
    );

    r.get(
      '/api/admin/drivers/ratings',
      { preHandler: admin, schema: { tags: ['admin'], security, summary: 'Approved riders by average rating, lowest first', response: { 200: ZAdminRiderRatings } } },
      async () => deps.afterDelivery.ridersByRating(),
    );
  };
}
