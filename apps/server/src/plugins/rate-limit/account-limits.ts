import type { FastifyRequest } from 'fastify';
import type { RateLimitConfig } from '../../config.ts';
import { byIp, HOUR, MINUTE, type RateLimiter } from './rate-limiter.ts';

/** The login identifier, whichever field the client used (drivers send `username`). */
const byIdentifier = (request: FastifyRequest): string | null => {
  const body = request.body as Record<string, unknown> | undefined;
  const value = body?.['identifier'] ?? body?.['username'];
  return typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : null;
};

/** Limits on the account routes anyone can call: logins and sign-ups. */
export function accountLimits(limiter: RateLimiter, limits: RateLimitConfig) {
  return {
    login: limiter.guard(
      { name: 'login:ip', max: limits.loginPerMinute, windowMs: MINUTE, key: byIp },
      { name: 'login:account', max: limits.loginPerAccountPerHour, windowMs: HOUR, key: byIdentifier },
    ),
    signup: limiter.guard({ name: 'signup:ip', max: limits.signupPerHour, windowMs: HOUR, key: byIp }),
  };
}
export type AccountLimits = ReturnType<typeof accountLimits>;
