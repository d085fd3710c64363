import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZMessageResponse } from '@sokoni/domain/contracts/common';
import { ZContactRequest } from '@sokoni/domain/contracts/contact';
import type { RateLimitConfig } from '../../config.ts';
import { byBodyField, byIp, HOUR, MINUTE, type RateLimiter } from '../../plugins/rate-limit/rate-limiter.ts';
import type { ContactService } from './contact.service.ts';

export function contactRoutes(deps: { contact: ContactService; limiter: RateLimiter; limits: RateLimitConfig }) {
  const limit = deps.limiter.guard(
    { name: 'contact:ip', max: deps.limits.perMinute, windowMs: MINUTE, key: byIp },
    { name: 'contact:email', max: deps.limits.contactPerHour, windowMs: HOUR, key: byBodyField('email') },
  );
  return async function (app: FastifyInstance) {
    app.withTypeProvider<ZodTypeProvider>().post(
      '/api/send-email',
      {
        preHandler: limit,
        schema: { tags: ['contact'], summary: 'Send a message to the operator (contact form)', body: ZContactRequest, response: { 200: ZMessageResponse } },
      },
      async (request) => deps.contact.send(request.body),
    );
  };
}
