import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAvailabilityRequest, ZAvailabilityResponse, ZLocationRequest, ZLocationResponse, ZTracking } from '@sokoni/domain/contracts/dispatch';
import { ZDriverOrderResponse } from '@sokoni/domain/contracts/driver-orders';
import { fileOf, readForm } from '../../lib/multipart.ts';
import { accountOf, type Authenticator } from '../../plugins/authenticate.ts';
import type { DriverOrderService } from '../driver/driver-orders.service.ts';
import type { RiderLocationService } from './rider-location.service.ts';
import type { TrackingService } from './tracking.service.ts';

const security = [{ bearer: [] }];
const OrderParams = z.object({ id: z.string().trim().min(1, 'id is required').max(40) });

export function dispatchRoutes(deps: { auth: Authenticator; riders: RiderLocationService; tracking: TrackingService; driverOrders: DriverOrderService }) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const driverOnly = deps.auth.require('driver');

    r.get(
      '/api/driver/availability',
      { preHandler: driverOnly, schema: { tags: ['driver'], summary: 'Whether the driver is online (offered orders) and located', security, response: { 200: ZAvailabilityResponse } } },
      async (request) => deps.riders.availability(accountOf(request).id),
    );

    r.put(
      '/api/driver/availability',
      {
        preHandler: driverOnly,
        schema: {
          tags: ['driver'],
          summary: 'Go online (approved drivers; nearby orders are offered first) or offline (the position is forgotten)',
          security,
          body: ZAvailabilityRequest,
          response: { 200: ZAvailabilityResponse },
        },
      },
      async (request) => deps.riders.setAvailability(accountOf(request).id, request.body.online),
    );

    r.put(
      '/api/driver/location',
      {
        preHandler: driverOnly,
        schema: {
          tags: ['driver'],
          summary: "The driver's position while online or carrying an order; at most one every 2 s, inside Kenya, no impossible jumps",
          security,
          body: ZLocationRequest,
          response: { 200: ZLocationResponse },
        },
      },
      async (request) => deps.riders.updateLocation(accountOf(request).id, request.body),
    );

    r.put(
      '/api/orders/:id/deliver-without-pin',
      {
        preHandler: driverOnly,
        schema: {
          tags: ['driver'],
          summary: "'Customer not reachable': the assigned driver delivers with a photo (multipart part 'photo') and a note; flagged for the admin",
          security,
          consumes: ['multipart/form-data'],
          params: OrderParams,
          response: { 200: ZDriverOrderResponse },
        },
      },
      async (request) => {
        const form = await readForm(request, ['photo'], 1);
        return deps.driverOrders.markDeliveredWithoutPin(accountOf(request), request.params.id, form.fields['note'], fileOf(form, 'photo')?.buffer);
      },
    );

    r.get(
      '/api/orders/:id/tracking',
      {
        preHandler: deps.auth.require('user', 'partner', 'driver'),
        schema: {
          tags: ['orders'],
          summary: "Where the delivery is: stage, the rider (name, phone, vehicle, position) and the ETA; the order's customer and the admin only",
          security,
          params: OrderParams,
          response: { 200: ZTracking },
        },
      },
      async (request) => deps.tracking.tracking(accountOf(request), request.params.id),
    );
  };
}
