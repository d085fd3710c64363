import { createHash, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import { normalizeLoginIdentifier } from '@sokoni/domain/login-identifier';

export const DEVICE_COOKIE = 'sokoni_device';
const TTL_SECONDS = 180 * 24 * 60 * 60;
const AUDIENCE = 'sokoni-device';
/** Enough for a family tablet; the oldest accounts drop out first. */
const MAX_IDENTIFIERS = 24;

export interface TrustedDevice {
  id: string;
  /** Hashes of the normalised identifiers of the accounts that logged in here. */
  identifiers: string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    trustedDevice?: TrustedDevice | null;
  }
}

/** The cookie holds hashes, not the identifiers: it names no account to whoever reads it. */
export const identifierHash = (identifier: string): string =>
  createHash('sha256').update(normalizeLoginIdentifier(identifier)).digest('base64url').slice(0, 22);

function readCookie(request: FastifyRequest, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim() || null;
  }
  return null;
}

/**
 * Devices that logged in successfully (or reset the password) before, remembered in a signed,
 * HTTP-only cookie. The per-account login limit counts a trusted device apart from everyone
 * else, so whoever floods an account with wrong passwords cannot lock its owner out.
 */
export function createTrustedDevices(deps: { secret: string; secureCookie: boolean }) {
  const key = new TextEncoder().encode(deps.secret);

  async function read(request: FastifyRequest): Promise<TrustedDevice | null> {
    const token = readCookie(request, DEVICE_COOKIE);
    if (!token || token.length > 4096) return null;
    try {
      const { payload } = await jwtVerify(token, key, { issuer: 'sokoni', audience: AUDIENCE, algorithms: ['HS256'] });
      const identifiers = payload['idf'];
      if (typeof payload.jti !== 'string' || !Array.isArray(identifiers) || !identifiers.every((i) => typeof i === 'string')) return null;
      return { id: payload.jti, identifiers: identifiers as string[] };
    } catch {
      return null;
    }
  }

  /** Pre-handler for the login routes: resolves the cookie before the limits count the attempt. */
  const recognise: preHandlerAsyncHookHandler = async (request) => {
    request.trustedDevice = await read(request);
  };

  return {
    recognise,
    /** After a successful login or reset: this device is trusted for the account's identifiers. */
    async remember(request: FastifyRequest, reply: FastifyReply, identifiers: (string | null)[]): Promise<void> {
      const previous = request.trustedDevice ?? (await read(request));
      const fresh = identifiers.filter((i): i is string => Boolean(i)).map(identifierHash);
      const all = [...new Set([...fresh, ...(previous?.identifiers ?? [])])].slice(0, MAX_IDENTIFIERS);
      const token = await new SignJWT({ idf: all })
        .setProtectedHeader({ alg: 'HS256' })
        .setJti(previous?.id ?? randomUUID())
        .setIssuer('sokoni')
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${TTL_SECONDS}s`)
        .sign(key);
      const attributes = [`Max-Age=${TTL_SECONDS}`, 'Path=/api', 'HttpOnly', 'SameSite=Strict', ...(deps.secureCookie ? ['Secure'] : [])];
      reply.header('set-cookie', `${DEVICE_COOKIE}=${token}; ${attributes.join('; ')}`);
    },
  };
}
export type TrustedDevices = ReturnType<typeof createTrustedDevices>;
