import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import { AppError } from '../../lib/errors.ts';
import type { RateLimitStore } from './rate-limit-store.ts';

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a few minutes and try again.';

export interface LimitRule {
  /** Names the counter, e.g. 'reset-request:ip'; rules with the same name share counts. */
  name: string;
  max: number;
  windowMs: number;
  /** Who is counted (an IP, an e-mail); null skips the rule for this request. */
  key(request: FastifyRequest): string | null;
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** The client address; IPv6 clients are counted per /64, as one household or device usually owns one. */
export const byIp = (request: FastifyRequest): string => normalizeIP(request.ip);

/** The logged-in account (after an authenticating pre-handler); null for a visitor. */
export const byAccount = (request: FastifyRequest): string | null =>
  request.account ? `${request.account.kind}:${request.account.id}` : null;

/** A field of the parsed body, trimmed and lower-cased (e-mail addresses). */
export const byBodyField =
  (field: string) =>
  (request: FastifyRequest): string | null => {
    const value = (request.body as Record<string, unknown> | undefined)?.[field];
    return typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : null;
  };

export interface RateLimiter {
  readonly disabled: boolean;
  /** A pre-handler that counts the request under every rule and answers 429 once any is over. */
  guard(...rules: LimitRule[]): preHandlerAsyncHookHandler;
  /** Forgets what one rule counted for one client (e.g. an account's failed logins). */
  clear(name: string, client: string): Promise<void>;
}

/**
 * Our own small limiter rather than @fastify/rate-limit's hooks: that plugin runs at most one limit
 * per request, and these routes need one per IP and one per e-mail address at the same time.
 * It runs as a pre-handler, after validation, so the body's fields can be keys.
 */
export function createRateLimiter(deps: { store: RateLimitStore; disabled: boolean; now?: () => number }): RateLimiter {
  const now = deps.now ?? Date.now;
  return {
    disabled: deps.disabled,
    guard(...rules) {
      if (deps.disabled) return async () => {};
      return async (request, reply) => {
        for (const rule of rules) {
          const client = rule.key(request);
          if (client === null) continue;
          const { count, resetAt } = await deps.store.hit(`${rule.name}:${client}`, rule.windowMs);
          if (count <= rule.max) continue;
          const retryAfter = Math.max(1, Math.ceil((resetAt - now()) / 1000));
          reply.header('retry-after', String(retryAfter));
          request.log.warn({ rule: rule.name }, 'rate limit reached');
          throw new AppError('rate_limited', TOO_MANY_REQUESTS, { retryAfter });
        }
      };
    },
    clear: (name, client) => deps.store.clear(`${name}:${client}`),
  };
}
