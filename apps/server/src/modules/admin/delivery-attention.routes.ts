import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZDeliveryAttentionAnswer,
  ZDeliveryAttentionList,
  ZDeliveryAttentionQuery,
  ZDeliveryDecisionRequest,
  ZReviewDeliveryRequest,
} from '@sokoni/domain/contracts/delivery-attention';
import { ZIdParams } from '@sokoni/domain/contracts/admin';
import { accountOf, type Authenticator } from '../../plugins/authenticate.ts';
import type { DeliveryAttentionService } from './delivery-attention.service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];

export function deliveryAttentionRoutes(deps: { auth: Authenticator; attention: DeliveryAttentionService }) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const preHandler = deps.auth.requireAdmin;

    r.get(
      '/api/admin/deliveries/attention',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: "Deliveries that need attention: PIN locked after 5 wrong tries, or delivered without PIN ('open' until reviewed, or 'all')",
          querystring: ZDeliveryAttentionQuery,
          response: { 200: ZDeliveryAttentionList },
        },
      },
      async (request) => deps.attention.list(request.query.status),
    );
    r.post(
      '/api/admin/deliveries/:id/review',
      {
        preHandler,
        schema: { tags, security, summary: 'Mark a flagged delivery reviewed (audited)', params: ZIdParams, body: ZReviewDeliveryRequest, response: { 200: ZDeliveryAttentionAnswer } },
      },
      async (request) => deps.attention.review(accountOf(request), request.params.id, request.body.note),
    );
    r.post(
      '/api/admin/deliveries/:id/unlock-pin',
      {
        preHandler,
        schema: { tags, security, summary: 'Lift a PIN lock so the rider can enter the PIN again (audited)', params: ZIdParams, body: ZDeliveryDecisionRequest, response: { 200: ZDeliveryAttentionAnswer } },
      },
      async (request) => deps.attention.unlockPin(accountOf(request), request.params.id, request.body.reason),
    );
    r.post(
      '/api/admin/deliveries/:id/confirm-delivered',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: "Confirm a PIN-locked delivery on the customer's word: the order moves to Delivered (audited)",
          params: ZIdParams,
          body: ZDeliveryDecisionRequest,
          response: { 200: ZDeliveryAttentionAnswer },
        },
      },
      async (request) => deps.attention.confirmDelivered(accountOf(request), request.params.id, request.body.reason),
    );
  };
}
