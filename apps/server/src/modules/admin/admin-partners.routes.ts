import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAdminPartner,
  ZAdminPartnerActionResponse,
  ZAdminPartnerDetail,
  ZAdminPartnerListQuery,
  ZAdminPauseRequest,
  ZIdParams,
  ZReasonRequest,
  zPage,
} from '@sokoni/domain/contracts/admin';
import { accountOf, type Authenticator } from '../../plugins/authenticate.ts';
import type { AdminPartnerService } from './admin-partners.service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];

export function adminPartnerRoutes(deps: { auth: Authenticator; partners: AdminPartnerService }) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const admin = deps.auth.requireAdmin;

    r.get(
      '/api/admin/partners',
      { preHandler: admin, schema: { tags, security, summary: 'Stores, newest first; search by name, e-mail or town', querystring: ZAdminPartnerListQuery, response: { 200: zPage(ZAdminPartner) } } },
      async (request) => deps.partners.list(request.query),
    );

    r.get(
      '/api/admin/partners/:id',
      { preHandler: admin, schema: { tags, security, summary: 'One store with its permit path and activity counts', params: ZIdParams, response: { 200: ZAdminPartnerDetail } } },
      async (request) => deps.partners.detail(request.params.id),
    );

    r.get(
      '/api/admin/partners/:id/business-permit',
      {
        preHandler: deps.auth.require('partner'),
        schema: { tags, security, summary: "The store's business permit file (PDF or image), for an admin or the store itself", params: ZIdParams },
      },
      async (request, reply) => {
        const file = await deps.partners.businessPermit(accountOf(request), request.params.id);
        if (file.size !== undefined) reply.header('content-length', String(file.size));
        return reply
          .type(file.contentType)
          .header('content-disposition', `inline; filename="${file.filename}"`)
          .header('cache-control', 'private, no-store')
          .send(file.stream);
      },
    );

    r.post(
      '/api/admin/partners/:id/verify',
      { preHandler: admin, schema: { tags, security, summary: 'Mark a store as verified', params: ZIdParams, response: { 200: ZAdminPartnerActionResponse } } },
      async (request) => ({ message: 'Store verified.', partner: await deps.partners.verify(accountOf(request), request.params.id) }),
    );

    r.post(
      '/api/admin/partners/:id/suspend',
      {
        config: { changesCatalogue: true },
        preHandler: admin,
        schema: { tags, security, summary: 'Suspend a store: hidden from the public, login and token refused', params: ZIdParams, body: ZReasonRequest, response: { 200: ZAdminPartnerActionResponse } },
      },
      async (request) => ({ message: 'Store suspended.', partner: await deps.partners.suspend(accountOf(request), request.params.id, request.body.reason) }),
    );

    r.post(
      '/api/admin/partners/:id/reinstate',
      { config: { changesCatalogue: true }, preHandler: admin, schema: { tags, security, summary: 'Lift a store suspension', params: ZIdParams, body: ZReasonRequest, response: { 200: ZAdminPartnerActionResponse } } },
      async (request) => ({ message: 'Store reinstated.', partner: await deps.partners.reinstate(accountOf(request), request.params.id, request.body.reason) }),
    );

    r.post(
      '/api/admin/partners/:id/pause',
      { config: { changesCatalogue: true }, preHandler: admin, schema: { tags, security, summary: "Pause a store's new orders for 15, 30, 60 minutes or until the end of the day (audited)", params: ZIdParams, body: ZAdminPauseRequest, response: { 200: ZAdminPartnerActionResponse } } },
      async (request) => ({ message: 'Store paused.', partner: await deps.partners.pause(accountOf(request), request.params.id, request.body) }),
    );

    r.delete(
      '/api/admin/partners/:id/pause',
      { config: { changesCatalogue: true }, preHandler: admin, schema: { tags, security, summary: "Lift a store's pause (audited)", params: ZIdParams, response: { 200: ZAdminPartnerActionResponse } } },
      async (request) => ({ message: 'Store takes orders again.', partner: await deps.partners.resume(accountOf(request), request.params.id, null) }),
    );
  };
}
