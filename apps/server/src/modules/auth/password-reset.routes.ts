import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZMessageResponse } from '@sokoni/domain/contracts/common';
import {
  ZDriverRequestResetRequest,
  ZDriverResetPasswordRequest,
  ZRequestResetRequest,
  ZResetPasswordRequest,
} from '@sokoni/domain/contracts/password-reset';
import type { RateLimitConfig } from '../../config.ts';
import { byBodyField, byIp, HOUR, MINUTE, type RateLimiter } from '../../plugins/rate-limit/rate-limiter.ts';
import { forgetFailedLogins } from '../../plugins/rate-limit/account-limits.ts';
import type { PasswordResetService } from './password-reset.service.ts';
import type { TrustedDevices } from '../../lib/trusted-devices.ts';

/** Forgotten passwords for customers and stores (/api/auth/…) and for drivers (/api/driver/…). */
export function passwordResetRoutes(deps: { resets: PasswordResetService; limiter: RateLimiter; limits: RateLimitConfig; devices: TrustedDevices }) {
  const { limiter, limits } = deps;
  // Customer, store and driver routes share counters, so switching route buys no extra tries.
  const requestLimit = limiter.guard(
    { name: 'reset-request:ip', max: limits.perMinute, windowMs: MINUTE, key: byIp },
    { name: 'reset-request:email', max: limits.resetPerHour, windowMs: HOUR, key: byBodyField('email') },
  );
  const resetLimit = limiter.guard(
    { name: 'reset-password:ip', max: limits.perMinute, windowMs: MINUTE, key: byIp },
    { name: 'reset-password:email', max: limits.resetAttemptsPerHour, windowMs: HOUR, key: byBodyField('email') },
  );
  const answer = { 200: ZMessageResponse };

  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/auth/request-reset',
      {
        preHandler: requestLimit,
        schema: { tags: ['auth'], summary: 'Mail a password reset link to a customer or store', body: ZRequestResetRequest, response: answer },
      },
      async (request) => deps.resets.requestReset(request.body.accountType, request.body.email),
    );

    r.post(
      '/api/auth/reset-password',
      {
        preHandler: resetLimit,
        schema: { tags: ['auth'], summary: 'Set a new password with a reset token (customer or store)', body: ZResetPasswordRequest, response: answer },
      },
      async (request, reply) => {
        const { answer, identifiers } = await deps.resets.resetPassword(request.body.accountType, request.body);
        await forgetFailedLogins(deps.limiter, identifiers);
        await deps.devices.remember(request, reply, identifiers);
        return answer;
      },
    );

    r.post(
      '/api/driver/request-reset',
      {
        preHandler: requestLimit,
        schema: { tags: ['driver'], summary: 'Mail a password reset link to a driver', body: ZDriverRequestResetRequest, response: answer },
      },
      async (request) => deps.resets.requestReset('driver', request.body.email),
    );

    r.post(
      '/api/driver/reset-password',
      {
        preHandler: resetLimit,
        schema: { tags: ['driver'], summary: 'Set a new driver password with a reset token', body: ZDriverResetPasswordRequest, response: answer },
      },
      async (request, reply) => {
        const { answer, identifiers } = await deps.resets.resetPassword('driver', request.body);
        await forgetFailedLogins(deps.limiter, identifiers);
        await deps.devices.remember(request, reply, identifiers);
        return answer;
      },
    );
  };
}
