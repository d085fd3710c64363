import { SignJWT, jwtVerify } from 'jose';
import type { AccountKind } from '@sokoni/domain/contracts/auth';

export interface TokenClaims {
  sub: string;
  kind: AccountKind;
  /** The account's token version when issued; a password reset bumps it and ends old sessions. */
  ver: number;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  verify(token: string): Promise<TokenClaims | null>;
}

/** Tokens remembered as verified; bounded so a stream of distinct tokens cannot grow memory. */
const VERIFIED_TOKENS = 10_000;

export function createTokenService(secret: string, ttl: string): TokenService {
  const key = new TextEncoder().encode(secret);
  // A signature that checked out once stays good until the token expires: every request of a
  // session carries the same token, so it is verified by HMAC once, not on each request.
  // Whether the account still accepts it (token version, suspension) is the caller's check.
  const verified = new Map<string, { claims: TokenClaims; expiresAt: number }>();

  function remember(token: string, claims: TokenClaims, exp: number | undefined): void {
    if (typeof exp !== 'number') return;
    if (verified.size >= VERIFIED_TOKENS) verified.delete(verified.keys().next().value!);
    verified.set(token, { claims, expiresAt: exp });
  }

  return {
    async sign({ sub, kind, ver }) {
      return new SignJWT({ kind, ver })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setIssuedAt()
        .setIssuer('sokoni')
        .setExpirationTime(ttl)
        .sign(key);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        // The same rule as jwtVerify: a token is good while the current second is before its `exp`.
        if (Math.floor(Date.now() / 1000) < known.expiresAt) return known.claims;
        verified.delete(token);
        return null;
      }
      try {
        // A token without an expiry would be a session for ever: refused even when the signature is good.
        const { payload } = await jwtVerify(token, key, { issuer: 'sokoni', algorithms: ['HS256'], requiredClaims: ['exp'] });
        const kind = payload['kind'];
        const ver = payload['ver'];
        if (typeof payload.sub !== 'string' || typeof ver !== 'number') return null;
        if (kind !== 'user' && kind !== 'partner' && kind !== 'driver') return null;
        const claims = { sub: payload.sub, kind, ver } satisfies TokenClaims;
        remember(token, claims, payload.exp);
        return claims;
      } catch {
        return null;
      }
    },
  };
}
