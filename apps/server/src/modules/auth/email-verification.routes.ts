import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZMessageResponse } from '@sokoni/domain/contracts/common';
import { ZEmailStatus, ZVerifyEmailRequest } from '@sokoni/domain/contracts/email-verification';
import type { RateLimitConfig } from '../../config.ts';
import { accountOf, type Authenticator } from '../../plugins/authenticate.ts';
import { byAccount, byIp, HOUR, MINUTE, type RateLimiter } from '../../plugins/rate-limit/rate-limiter.ts';
import type { EmailVerificationService } from './email-verification.service.ts';

/** E-mail verification for every account kind: the link's page, the profile status and its resend. */
export function emailVerificationRoutes(deps: {
  auth: Authenticator;
  verification: EmailVerificationService;
  limiter: RateLimiter;
  limits: RateLimitConfig;
}) {
  const { limiter, limits } = deps;
  const anyAccount = deps.auth.require('user', 'partner', 'driver');
  const verifyLimit = limiter.guard({ name: 'verify-email:ip', max: limits.perMinute, windowMs: MINUTE, key: byIp });
  const sendLimit = limiter.guard(
    { name: 'verify-email-send:ip', max: limits.perMinute, windowMs: MINUTE, key: byIp },
    { name: 'verify-email-send:account', max: limits.resetPerHour, windowMs: HOUR, key: byAccount },
  );

  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/auth/verify-email',
      {
        config: { changesCatalogue: true },
        preHandler: verifyLimit,
        schema: { tags: ['auth'], summary: 'Prove an e-mail address with the token of a verification link', body: ZVerifyEmailRequest, response: { 200: ZMessageResponse } },
      },
      async (request) => deps.verification.verify(request.body.token),
    );

    r.get(
      '/api/auth/email-verification',
      {
        preHandler: anyAccount,
        schema: { tags: ['auth'], summary: "The logged-in account's e-mail address and whether it is verified", response: { 200: ZEmailStatus } },
      },
      async (request) => {
        const account = accountOf(request);
        return deps.verification.status(account.kind, account.id);
      },
    );

    r.post(
      '/api/auth/email-verification',
      {
        preHandler: [anyAccount, sendLimit],
        schema: { tags: ['auth'], summary: 'Send a new verification link to the logged-in account', response: { 200: ZMessageResponse } },
      },
      async (request) => {
        const account = accountOf(request);
        return deps.verification.resend(account.kind, account.id);
      },
    );
  };
}
