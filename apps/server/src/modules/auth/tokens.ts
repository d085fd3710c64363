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

export function createTokenService(secret: string, ttl: string): TokenService {
  const key = new TextEncoder().encode(secret);
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
      try {
        const { payload } = await jwtVerify(token, key, { issuer: 'sokoni', algorithms: ['HS256'] });
        const kind = payload['kind'];
        const ver = payload['ver'];
        if (typeof payload.sub !== 'string' || typeof ver !== 'number') return null;
        if (kind !== 'user' && kind !== 'partner' && kind !== 'driver') return null;
        return { sub: payload.sub, kind, ver };
      } catch {
        return null;
      }
    },
  };
}
