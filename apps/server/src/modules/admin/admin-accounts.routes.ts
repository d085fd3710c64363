import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAdminCustomer,
  ZAdminCustomerActionResponse,
  ZAdminCustomerListQuery,
  ZAdminDriver,
  ZAdminDriverActionResponse,
  ZAdminDriverListQuery,
  ZIdParams,
  ZOptionalReasonRequest,
  ZReasonRequest,
  zPage,
} from '@sokoni/domain/contracts/admin';
import { z } from 'zod';
import { DRIVER_DOCUMENTS, type DriverDocumentKind } from '@sokoni/domain/contracts/driver';
import { accountOf, type Authenticator } from '../../plugins/authenticate.ts';
import type { AdminCustomerService } from './admin-customers.service.ts';
import { releasedOrdersNote, type AdminDriverService } from './admin-drivers.service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** Drivers (verification and suspension) and customers (suspension). */
export function adminAccountRoutes(deps: { auth: Authenticator; drivers: AdminDriverService; customers: AdminCustomerService }) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const preHandler = deps.auth.requireAdmin;
    const driverAnswer = { 200: ZAdminDriverActionResponse };
    const customerAnswer = { 200: ZAdminCustomerActionResponse };

    r.get(
      '/api/admin/drivers',
      { preHandler, schema: { tags, security, summary: 'Drivers, newest first, by verification status; search by name, phone, e-mail, ID or plate', querystring: ZAdminDriverListQuery, response: { 200: zPage(ZAdminDriver) } } },
      async (request) => deps.drivers.list(request.query),
    );
    r.get(
      '/api/admin/drivers/:id/documents/:kind',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: "A driver's ID photo (id-photo) or driving licence photo (licence-photo), to check before approving",
          params: ZIdParams.extend({ kind: z.enum(Object.keys(DRIVER_DOCUMENTS) as [DriverDocumentKind, ...DriverDocumentKind[]], { error: 'kind must be id-photo or licence-photo' }) }),
        },
      },
      async (request, reply) => {
        const file = await deps.drivers.document(request.params.id, request.params.kind);
        if (file.size !== undefined) reply.header('content-length', String(file.size));
        return reply
          .type('image/webp')
          .header('content-disposition', `inline; filename="${file.filename}"`)
          .header('cache-control', 'private, no-store')
          .send(file.stream);
      },
    );
    r.post(
      '/api/admin/drivers/:id/approve',
      { preHandler, schema: { tags, security, summary: 'Approve a driver: they can see and accept orders', params: ZIdParams, response: driverAnswer } },
      async (request) => ({ message: 'Driver approved.', driver: await deps.drivers.approve(accountOf(request), request.params.id) }),
    );
    r.post(
      '/api/admin/drivers/:id/reject',
      { preHandler, schema: { tags, security, summary: 'Reject a driver with a reason the driver is shown', params: ZIdParams, body: ZReasonRequest, response: driverAnswer } },
      async (request) => {
        const { driver, orders } = await deps.drivers.reject(accountOf(request), request.params.id, request.body.reason);
        return { message: `Driver rejected.${releasedOrdersNote(orders)}`, driver };
      },
    );
    r.post(
      '/api/admin/drivers/:id/suspend',
      { preHandler, schema: { tags, security, summary: 'Suspend a driver: login and token refused', params: ZIdParams, body: ZReasonRequest, response: driverAnswer } },
      async (request) => {
        const { driver, orders } = await deps.drivers.suspend(accountOf(request), request.params.id, request.body.reason);
        return { message: `Driver suspended.${releasedOrdersNote(orders)}`, driver };
      },
    );
    r.post(
      '/api/admin/drivers/:id/reinstate',
      { preHandler, schema: { tags, security, summary: 'Lift a driver suspension', params: ZIdParams, body: ZOptionalReasonRequest, response: driverAnswer } },
      async (request) => ({ message: 'Driver reinstated.', driver: await deps.drivers.reinstate(accountOf(request), request.params.id, request.body.reason ?? null) }),
    );

    r.get(
      '/api/admin/customers',
      { preHandler, schema: { tags, security, summary: 'Customers, newest first; search by name, username, e-mail, phone or town', querystring: ZAdminCustomerListQuery, response: { 200: zPage(ZAdminCustomer) } } },
      async (request) => deps.customers.list(request.query),
    );
    r.post(
      '/api/admin/customers/:id/suspend',
      { preHandler, schema: { tags, security, summary: 'Suspend a customer: login and token refused', params: ZIdParams, body: ZReasonRequest, response: customerAnswer } },
      async (request) => ({ message: 'Customer suspended.', customer: await deps.customers.suspend(accountOf(request), request.params.id, request.body.reason) }),
    );
    r.post(
      '/api/admin/customers/:id/reinstate',
      { preHandler, schema: { tags, security, summary: 'Lift a customer suspension', params: ZIdParams, body: ZOptionalReasonRequest, response: customerAnswer } },
      async (request) => ({ message: 'Customer reinstated.', customer: await deps.customers.reinstate(accountOf(request), request.params.id, request.body.reason ?? null) }),
    );
  };
}
