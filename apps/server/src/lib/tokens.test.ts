import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './tokens.ts';

const SECRET = 'token-test-secret-token-test-secret-0123';

describe('token service', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('accepts its own token on every request until it expires, then refuses it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T08:00:00Z'));
    const tokens = createTokenService(SECRET, '1h');
    const token = await tokens.sign({ sub: 'a'.repeat(24), kind: 'user', ver: 3 });

    expect(await tokens.verify(token)).toEqual({ sub: 'a'.repeat(24), kind: 'user', ver: 3 });
    expect(await tokens.verify(token)).toEqual({ sub: 'a'.repeat(24), kind: 'user', ver: 3 });

    vi.setSystemTime(new Date('2026-11-22T08:59:59Z'));
    expect(await tokens.verify(token)).not.toBeNull();
    vi.setSystemTime(new Date('2026-11-22T09:00:00Z'));
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token whose signature or claims were changed, even after the genuine one was accepted', async () => {
    const tokens = createTokenService(SECRET, '1h');
    const token = await tokens.sign({ sub: 'b'.repeat(24), kind: 'partner', ver: 0 });
    expect(await tokens.verify(token)).not.toBeNull();

    const [header, payload, signature] = token.split('.');
    const flipped = signature!.slice(0, -2) + (signature!.endsWith('AA') ? 'BB' : 'AA');
    expect(await tokens.verify(`${header}.${payload}.${flipped}`)).toBeNull();
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, kind: 'driver' })).toString('base64url');
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
    expect(await createTokenService('another-secret-another-secret-0123456', '1h').verify(token)).toBeNull();
  });
});

describe('tokens without an expiry', () => {
  it('are refused even when signed with the right secret', async () => {
    const { SignJWT } = await import('jose');
    const forever = await new SignJWT({ kind: 'user', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('c'.repeat(24))
      .setIssuedAt()
      .setIssuer('sokoni')
      .sign(new TextEncoder().encode(SECRET));
    expect(await createTokenService(SECRET, '1h').verify(forever)).toBeNull();
  });
});
