import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAfterDeclineRequest,
  ZConfirmDeliveryResponse,
  ZOrder,
  ZOrderStatusResponse,
  ZOrderWithHistory,
  ZSubOrder,
} from '@sokoni/domain/contracts/orders';
import { zObjectId } from '@sokoni/domain/contracts/common';
import { accountOf, type Authenticator } from '../../plugins/authenticate.ts';
import type { OrderService } from './orders.service.ts';
import type { CustomerCancellation } from './customer-cancel.service.ts';

/** An order in a path: the public number (SKN-…) or the 24-hex _id. */
const OrderParams = z.object({ id: z.string().trim().min(1, 'id is required').max(40) });
const SubOrderParams = z.object({ id: zObjectId('id') });

export function orderRoutes(deps: { auth: Authenticator; orders: OrderService; customerCancellation: CustomerCancellation }) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const anyAccount = deps.auth.require('user', 'partner', 'driver');

    r.get(
      '/api/orders/my-orders',
      { preHandler: deps.auth.require('user'), schema: { tags: ['orders'], summary: "The customer's orders, newest first", response: { 200: z.array(ZOrder) } } },
      async (request) => deps.orders.myOrders(accountOf(request)),
    );

    r.get(
      '/api/orders/:id',
      {
        preHandler: anyAccount,
        schema: { tags: ['orders'], summary: 'One order with its status history (its customer, a shop in it, its driver, or the admin)', params: OrderParams, response: { 200: ZOrderWithHistory } },
      },
      async (request) => deps.orders.getOrder(accountOf(request), request.params.id),
    );

    r.get(
      '/api/suborders/:id',
      {
        preHandler: anyAccount,
        schema: { tags: ['orders'], summary: "One sub-order (its shop, the order's customer, its driver, or the admin)", params: SubOrderParams, response: { 200: ZSubOrder } },
      },
      async (request) => deps.orders.getSubOrder(accountOf(request), request.params.id),
    );

    for (const path of ['/api/order/:id/status', '/api/orders/:id/status']) {
      r.get(
        path,
        { preHandler: anyAccount, schema: { tags: ['orders'], summary: 'Status of an order and its sub-orders', params: OrderParams, response: { 200: ZOrderStatusResponse } } },
        async (request) => deps.orders.status(accountOf(request), request.params.id),
      );
    }

    r.put(
      '/api/orders/:id/confirm-delivery',
      {
        preHandler: deps.auth.require('user'),
        schema: { tags: ['orders'], summary: "'Confirm Received' by the order's customer", params: OrderParams, response: { 200: ZConfirmDeliveryResponse } },
      },
      async (request) => deps.orders.confirmDelivery(accountOf(request), request.params.id),
    );

    r.post(
      '/api/orders/:id/cancel',
      {
        config: { changesCatalogue: true },
        preHandler: deps.auth.require('user'),
        schema: {
          tags: ['orders'],
          summary: "The order's customer cancels it (a scheduled one too) until a shop starts preparing it; the stock goes back",
          params: OrderParams,
          response: { 200: ZConfirmDeliveryResponse },
        },
      },
      async (request) => deps.customerCancellation.cancel(accountOf(request), request.params.id),
    );

    r.post(
      '/api/orders/:id/after-decline',
      {
        config: { changesCatalogue: true },
        preHandler: deps.auth.require('user'),
        schema: {
          tags: ['orders'],
          summary: "After a shop declined part of the order, the customer goes on with the rest ('continue') or cancels everything ('cancel')",
          params: OrderParams,
          body: ZAfterDeclineRequest,
          response: { 200: ZConfirmDeliveryResponse },
        },
      },
      async (request) => deps.customerCancellation.afterDecline(accountOf(request), request.params.id, request.body.choice),
    );
  };
}
