import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAdminOrderDetail, ZAdminOrderListQuery, ZAdminOrderRow, ZCancelOrderResponse, ZReasonRequest, zPage } from '@sokoni/domain/contracts/admin';
import { accountOf, type Authenticator } from '../../plugins/authenticate.ts';
import type { AdminOrderService } from './admin-orders.service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
/** An order in a path: the public number (SKN-…) or the 24-hex _id, as on the customer's routes. */
const OrderParams = z.object({ id: z.string().trim().min(1, 'id is required').max(40, 'id must be at most 40 characters') });

export function adminOrderRoutes(deps: { auth: Authenticator; orders: AdminOrderService }) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const preHandler = deps.auth.requireAdmin;

    r.get(
      '/api/admin/orders',
      { preHandler, schema: { tags, security, summary: 'Orders newest first; filter by status, Nairobi dates, shop and driver', querystring: ZAdminOrderListQuery, response: { 200: zPage(ZAdminOrderRow) } } },
      async (request) => deps.orders.list(request.query),
    );
    r.get(
      '/api/admin/orders/:id',
      { preHandler, schema: { tags, security, summary: 'One order with its sub-orders, items, driver and full status history', params: OrderParams, response: { 200: ZAdminOrderDetail } } },
      async (request) => deps.orders.detail(request.params.id),
    );
    r.post(
      '/api/admin/orders/:id/cancel',
      {
        config: { changesCatalogue: true },
        preHandler,
        schema: { tags, security, summary: 'Cancel an order nobody has picked up: stock restored, everyone told', params: OrderParams, body: ZReasonRequest, response: { 200: ZCancelOrderResponse } },
      },
      async (request) => deps.orders.cancel(accountOf(request), request.params.id, request.body.reason),
    );
  };
}
