import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPartner, ZPauseRequest, ZPrepTimeRequest, ZStoreHoursUpdate } from '@sokoni/domain/contracts/partner';
import { zObjectId } from '@sokoni/domain/contracts/common';
import { accountOf, type Authenticator } from '../../plugins/authenticate.ts';
import type { StoreHoursService } from './store-hours.service.ts';

const IdParams = z.object({ id: zObjectId('id') });

export function storeHoursRoutes(deps: { auth: Authenticator; hours: StoreHoursService }) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const common = { preHandler: deps.auth.require('partner') };

    r.put(
      '/api/partners/:id/hours',
      { config: { changesCatalogue: true }, ...common, schema: { tags: ['partner'], summary: 'Set the weekly hours and closure dates, Nairobi time (owner only)', params: IdParams, body: ZStoreHoursUpdate, security: [{ bearer: [] }], response: { 200: ZPartner } } },
      async (request) => deps.hours.setHours(accountOf(request), request.params.id, request.body),
    );

    r.put(
      '/api/partners/:id/prep-time',
      { ...common, schema: { tags: ['partner'], summary: "How many minutes before a scheduled order's time slot the store is alerted (owner only; default 20)", params: IdParams, body: ZPrepTimeRequest, security: [{ bearer: [] }], response: { 200: ZPartner } } },
      async (request) => deps.hours.setPrepTime(accountOf(request), request.params.id, request.body.minutes),
    );

    r.post(
      '/api/partners/:id/pause',
      { config: { changesCatalogue: true }, ...common, schema: { tags: ['partner'], summary: "Pause new orders for 15, 30, 60 minutes or until the end of the day (owner only)", params: IdParams, body: ZPauseRequest, security: [{ bearer: [] }], response: { 200: ZPartner } } },
      async (request) => deps.hours.pause(accountOf(request), request.params.id, request.body),
    );

    r.delete(
      '/api/partners/:id/pause',
      { config: { changesCatalogue: true }, ...common, schema: { tags: ['partner'], summary: 'Take new orders again (owner only)', params: IdParams, security: [{ bearer: [] }], response: { 200: ZPartner } } },
      async (request) => deps.hours.resume(accountOf(request), request.params.id),
    );
  };
}
