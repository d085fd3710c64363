import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAdminMessage,
  ZAdminMessageActionResponse,
  ZAdminMessageListQuery,
  ZAuditEntry,
  ZIdParams,
  ZOverview,
  ZOverviewQuery,
  ZPageQuery,
  zPage,
} from '@sokoni/domain/contracts/admin';
import { accountOf, type Authenticator } from '../../plugins/authenticate.ts';
import type { AdminMessageService } from './admin-messages.service.ts';
import type { AuditService } from './audit.service.ts';
import type { OverviewService } from './overview.service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** The dashboard's overview, the contact inbox and the audit log. */
export function adminConsoleRoutes(deps: { auth: Authenticator; overview: OverviewService; messages: AdminMessageService; audit: AuditService }) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const preHandler = deps.auth.requireAdmin;

    r.get(
      '/api/admin/overview',
      { preHandler, schema: { tags, security, summary: 'Orders, money, accounts, statuses and a daily series for the last `days` Nairobi days', querystring: ZOverviewQuery, response: { 200: ZOverview } } },
      async (request) => deps.overview.overview(request.query.days),
    );

    r.get(
      '/api/admin/messages',
      { preHandler, schema: { tags, security, summary: 'Contact-form messages, newest first', querystring: ZAdminMessageListQuery, response: { 200: zPage(ZAdminMessage) } } },
      async (request) => deps.messages.list(request.query),
    );
    r.post(
      '/api/admin/messages/:id/handled',
      { preHandler, schema: { tags, security, summary: 'Mark a contact message as handled', params: ZIdParams, response: { 200: ZAdminMessageActionResponse } } },
      async (request) => ({ message: 'Message marked as handled.', contactMessage: await deps.messages.markHandled(accountOf(request), request.params.id) }),
    );

    r.get(
      '/api/admin/audit',
      { preHandler, schema: { tags, security, summary: 'Every admin action, newest first, with who, what and why', querystring: ZPageQuery, response: { 200: zPage(ZAuditEntry) } } },
      async (request) => deps.audit.list(request.query),
    );
  };
}
