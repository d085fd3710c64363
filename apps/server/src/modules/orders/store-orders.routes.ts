import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zObjectId } from '@sokoni/domain/contracts/common';
import { ZDayFilterQuery } from '@sokoni/domain/contracts/day-filter';
import { ZSalesResponse, ZStoreOrderList, ZSubOrderStatusRequest, ZSubOrderStatusResponse } from '@sokoni/domain/contracts/partner-orders';
import { accountOf, type Authenticator } from '../../plugins/authenticate.ts';
import type { StoreOrderService } from './store-orders.service.ts';
import type { SubOrderStatusService } from './sub-order-status.service.ts';
import type { DeclineService } from './decline.service.ts';
import { ZDeclineRequest, ZSubOrder } from '@sokoni/domain/contracts/orders';

const security = [{ bearer: [] }];
const PartnerParams = z.object({ id: zObjectId('id') });

export function storeOrderRoutes(deps: { auth: Authenticator; storeOrders: StoreOrderService; subOrderStatus: SubOrderStatusService; decline: DeclineService }) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/partners/:id/orders',
      {
        preHandler: deps.auth.require('partner'),
        schema: { tags: ['orders'], summary: "The store's sub-orders, newest first", security, params: PartnerParams, response: { 200: ZStoreOrderList } },
      },
      async (request) => deps.storeOrders.list(accountOf(request), request.params.id),
    );

    r.get(
      '/api/partners/:id/sales',
      {
        preHandler: deps.auth.require('partner'),
        schema: {
          tags: ['orders'],
          summary: "The store's sales (sub-orders of confirmed orders), optionally for one delivery day in Kenya, with totals",
          security,
          params: PartnerParams,
          querystring: ZDayFilterQuery,
          response: { 200: ZSalesResponse },
        },
      },
      async (request) => deps.storeOrders.sales(accountOf(request), request.params.id, request.query.date),
    );

    r.put(
      '/api/suborders/:id/status',
      {
        config: { changesCatalogue: true },
        preHandler: deps.auth.require('partner', 'driver'),
        schema: {
          tags: ['orders'],
          summary: 'Advance a sub-order one step (its store) or mark it picked up (the assigned driver)',
          security,
          params: z.object({ id: zObjectId('id') }),
          body: ZSubOrderStatusRequest,
          response: { 200: ZSubOrderStatusResponse },
        },
      },
      async (request) => deps.subOrderStatus.change(accountOf(request), request.params.id, request.body.status),
    );

    r.post(
      '/api/suborders/:id/decline',
      {
        config: { changesCatalogue: true },
        preHandler: deps.auth.require('partner'),
        schema: {
          tags: ['orders'],
          summary: 'The store says no to a new sub-order (while Pending), with a reason; its stock goes back and the customer is told',
          security,
          params: z.object({ id: zObjectId('id') }),
          body: ZDeclineRequest,
          response: { 200: z.object({ message: z.string(), subOrder: ZSubOrder }) },
        },
      },
      async (request) => deps.decline.decline(accountOf(request), request.params.id, request.body),
    );
  };
}
