import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZPushKeyAnswer, ZPushSubscriptionAnswer, ZPushSubscriptionRequest, ZPushUnsubscribeAnswer, ZPushUnsubscribeRequest } from '@sokoni/domain/contracts/push';
import { accountOf, type Authenticator } from '../../plugins/authenticate.ts';
import type { PushSubscriptionService } from './push-subscriptions.service.ts';

/** Alerts on a phone, per device, for customers, shops (admins included) and riders (issue 30). */
export function pushRoutes(deps: { auth: Authenticator; subscriptions: PushSubscriptionService }) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const anyAccount = deps.auth.require('user', 'partner', 'driver');

    r.get(
      '/api/push/key',
      { preHandler: anyAccount, schema: { tags: ['push'], summary: 'The VAPID public key browsers subscribe with (base64url)', response: { 200: ZPushKeyAnswer } } },
      async () => deps.subscriptions.publicKey(),
    );

    r.post(
      '/api/push/subscriptions',
      {
        preHandler: anyAccount,
        schema: { tags: ['push'], summary: "Turn alerts on for this device (the browser's PushSubscription)", body: ZPushSubscriptionRequest, response: { 201: ZPushSubscriptionAnswer } },
      },
      async (request, reply) => reply.status(201).send(await deps.subscriptions.subscribe(accountOf(request), request.body)),
    );

    r.delete(
      '/api/push/subscriptions',
      { preHandler: anyAccount, schema: { tags: ['push'], summary: 'Turn alerts off for this device', body: ZPushUnsubscribeRequest, response: { 200: ZPushUnsubscribeAnswer } } },
      async (request) => deps.subscriptions.unsubscribe(accountOf(request), request.body.endpoint),
    );
  };
}
