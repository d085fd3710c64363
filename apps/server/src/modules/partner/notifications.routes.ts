import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zObjectId, ZMessageResponse } from '@sokoni/domain/contracts/common';
import { ZPartnerNotification, ZPartnerNotificationList, ZReadAllResponse } from '@sokoni/domain/contracts/partner-notification';
import { accountOf, type Authenticator } from '../../plugins/authenticate.ts';
import type { PartnerNotificationService } from './notifications.service.ts';
import { requestLanguage } from '../../i18n/request-language.ts';
import { inLanguage } from '../../i18n/translate-message.ts';

const security = [{ bearer: [] }];

export function partnerNotificationRoutes(deps: { auth: Authenticator; notifications: PartnerNotificationService }) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const partnerOnly = deps.auth.require('partner');

    r.get(
      '/api/partner-notifications/:partnerId',
      {
        preHandler: partnerOnly,
        schema: { tags: ['notifications'], summary: "The caller's store notifications, newest first", security, params: z.object({ partnerId: zObjectId('partnerId') }), response: { 200: ZPartnerNotificationList } },
      },
      async (request) => {
        // Stored as written (English); each shop reads them in its own language.
        const language = requestLanguage(request);
        return (await deps.notifications.list(accountOf(request), request.params.partnerId)).map((n) => ({ ...n, message: inLanguage(n.message, language) }));
      },
    );

    r.patch(
      '/api/partner-notifications/read-all',
      { preHandler: partnerOnly, schema: { tags: ['notifications'], summary: "Mark all of the caller's notifications read", security, response: { 200: ZReadAllResponse } } },
      async (request) => deps.notifications.markAllRead(accountOf(request)),
    );

    r.patch(
      '/api/partner-notifications/:id/read',
      {
        preHandler: partnerOnly,
        schema: { tags: ['notifications'], summary: 'Mark one own notification read', security, params: z.object({ id: zObjectId('id') }), response: { 200: ZPartnerNotification } },
      },
      async (request) => deps.notifications.markRead(accountOf(request), request.params.id),
    );

    r.post(
      '/api/partner-notifications/:id/acknowledge',
      {
        preHandler: partnerOnly,
        schema: {
          tags: ['notifications'],
          summary: 'Say an open dashboard showed this new-order alert (it is then not sent by SMS)',
          security,
          params: z.object({ id: zObjectId('id') }),
          response: { 200: ZPartnerNotification },
        },
      },
      async (request) => deps.notifications.acknowledge(accountOf(request), request.params.id),
    );

    r.delete(
      '/api/partner-notifications/:id',
      {
        preHandler: partnerOnly,
        schema: { tags: ['notifications'], summary: 'Delete one own notification', security, params: z.object({ id: zObjectId('id') }), response: { 200: ZMessageResponse } },
      },
      async (request) => deps.notifications.remove(accountOf(request), request.params.id),
    );
  };
}
