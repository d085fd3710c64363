import type { FastifyRequest } from 'fastify';
import { normalizeLoginIdentifier } from '@sokoni/domain/login-identifier';
import type { RateLimitConfig } from '../../config.ts';
import { identifierHash, type TrustedDevices } from '../../lib/trusted-devices.ts';
import { byIp, HOUR, MINUTE, type RateLimiter } from './rate-limiter.ts';

/**
 * The account a login names, in one spelling (phone in E.164, the rest lower-cased), whichever
 * field the client used (drivers send `username`). A device that logged in to that account
 * before counts on its own, so failures from elsewhere cannot lock the owner out.
 */
const byAccount = (request: FastifyRequest): string | null => {
  const body = request.body as Record<string, unknown> | undefined;
  const value = body?.['identifier'] ?? body?.['username'];
  if (typeof value !== 'string' || !value.trim()) return null;
  const account = normalizeLoginIdentifier(value);
  const device = request.trustedDevice;
  return device?.identifiers.includes(identifierHash(account)) ? `${account}:device:${device.id}` : account;
};

const LOGIN_ACCOUNT = 'login:account';

/**
 * A password reset proves the owner: the failed logins counted against the account from anywhere
 * are forgotten, so the owner can log in at once from any device.
 */
export async function forgetFailedLogins(limiter: RateLimiter, identifiers: readonly (string | null)[]): Promise<void> {
  const spellings = new Set(identifiers.filter((i): i is string => Boolean(i?.trim())).map(normalizeLoginIdentifier));
  await Promise.all([...spellings].map((account) => limiter.clear(LOGIN_ACCOUNT, account)));
}

/** Limits on the account routes anyone can call: logins and sign-ups. */
export function accountLimits(limiter: RateLimiter, limits: RateLimitConfig, devices: TrustedDevices) {
  return {
    login: [
      devices.recognise,
      limiter.guard(
        { name: 'login:ip', max: limits.loginPerMinute, windowMs: MINUTE, key: byIp },
        { name: LOGIN_ACCOUNT, max: limits.loginPerAccountPerHour, windowMs: HOUR, key: byAccount },
      ),
    ],
    signup: limiter.guard({ name: 'signup:ip', max: limits.signupPerHour, windowMs: HOUR, key: byIp }),
  };
}
export type AccountLimits = ReturnType<typeof accountLimits>;
