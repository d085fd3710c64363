import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zObjectId } from '@sokoni/domain/contracts/common';
import {
  ZAssignDriverRequest,
  ZAvailableOrderList,
  ZCompletedOrdersAnswer,
  ZCompletedOrdersQuery,
  ZDriverOrder,
  ZDriverOrderList,
  ZDriverOrderResponse,
  ZMarkDeliveredRequest,
} from '@sokoni/domain/contracts/driver-orders';
import { accountOf, type Authenticator } from '../../plugins/authenticate.ts';
import type { DriverOrderService } from './driver-orders.service.ts';

const security = [{ bearer: [] }];
const DriverParams = z.object({ driverId: zObjectId('driverId') });
/** An order in a path: the public number (SKN-…) or the 24-hex _id. */
const orderKey = z.string().trim().min(1, 'id is required').max(40);

export function driverOrderRoutes(deps: { auth: Authenticator; driverOrders: DriverOrderService }) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const driverOnly = deps.auth.require('driver');

    r.get(
      '/api/driver-notifications/:driverId',
      {
        preHandler: driverOnly,
        schema: { tags: ['driver'], summary: 'Orders open to drivers (approved drivers only), newest first', security, params: DriverParams, response: { 200: ZAvailableOrderList } },
      },
      async (request) => deps.driverOrders.available(accountOf(request), request.params.driverId),
    );

    r.get(
      '/api/driver-orders/:orderId',
      {
        preHandler: driverOnly,
        schema: { tags: ['driver'], summary: "An open order or one of the driver's own", security, params: z.object({ orderId: orderKey }), response: { 200: ZDriverOrder } },
      },
      async (request) => deps.driverOrders.detail(accountOf(request), request.params.orderId),
    );

    r.get(
      '/api/driver-active-orders/:driverId',
      {
        preHandler: driverOnly,
        schema: { tags: ['driver'], summary: "The driver's accepted orders not yet confirmed by the customer", security, params: DriverParams, response: { 200: ZDriverOrderList } },
      },
      async (request) => deps.driverOrders.active(accountOf(request), request.params.driverId),
    );

    r.get(
      '/api/driver-completed-orders/:driverId',
      {
        preHandler: driverOnly,
        schema: {
          tags: ['driver'],
          summary: "The driver's delivered orders (an array), optionally for one delivery day in Kenya; withTotals=1 adds fee and earning totals",
          security,
          params: DriverParams,
          querystring: ZCompletedOrdersQuery,
          response: { 200: ZCompletedOrdersAnswer },
        },
      },
      async (request) => {
        const { date, withTotals } = request.query;
        const account = accountOf(request);
        if (withTotals === '1' || withTotals === 'true') return deps.driverOrders.completed(account, request.params.driverId, date);
        return deps.driverOrders.completedList(account, request.params.driverId, date);
      },
    );

    r.put(
      '/api/orders/:id/assign-driver',
      {
        preHandler: driverOnly,
        schema: {
          tags: ['driver'],
          summary: 'Accept an open order (one driver wins) or decline an accepted one before pick-up',
          security,
          params: z.object({ id: orderKey }),
          body: ZAssignDriverRequest,
          response: { 200: ZDriverOrderResponse },
        },
      },
      async (request) => deps.driverOrders.assign(accountOf(request), request.params.id, request.body.action),
    );

    r.put(
      '/api/orders/:id/mark-delivered',
      {
        preHandler: driverOnly,
        schema: {
          tags: ['driver'],
          summary:
            "The assigned driver delivers the order (every shop's items out for delivery) with the customer's 4-digit PIN; name and phone come from the driver's account",
          security,
          params: z.object({ id: orderKey }),
          body: ZMarkDeliveredRequest,
          response: { 200: ZDriverOrderResponse },
        },
      },
      async (request) => deps.driverOrders.markDelivered(accountOf(request), request.params.id, request.body?.pin),
    );
  };
}
