import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AccountKind } from '@sokoni/domain/contracts/auth';
import type { Language } from '@sokoni/domain/contracts/language';
import { AppError, forbidden, unauthorized } from '../lib/errors.ts';
import type { TokenService } from '../lib/tokens.ts';
import type { AccountRepository } from './account.repository.ts';

export interface Account {
  kind: AccountKind;
  id: string;
  isAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    account: Account | null;
    /**
     * The language of the account behind the token, known as soon as its state is read, so even
     * a refusal (suspended, wrong kind of account) is written in it. Null: none chosen or no token.
     */
    accountLanguage: Language | null;
  }
}

const WRONG_KIND: Record<AccountKind, string> = {
  user: 'Please log in with a customer account to do this.',
  partner: 'Please log in with a store account to do this.',
  driver: 'Please log in with a driver account to do this.',
};

export function suspendedMessage(reason: string | null): string {
  return `Your account is suspended${reason ? `: ${reason}` : ''}. Please contact support.`;
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** Pre-handlers that resolve the bearer token to an account and check its kind. */
export function createAuthenticator(deps: { tokens: TokenService; accounts: AccountRepository }) {
  async function resolve(request: FastifyRequest): Promise<Account | null> {
    const token = bearer(request);
    if (!token) return null;
    const claims = await deps.tokens.verify(token);
    if (!claims) throw unauthorized('Your session has expired or is invalid. Please log in again.');
    const state = await deps.accounts.findState(claims.kind, claims.sub);
    if (!state || state.tokenVersion !== claims.ver) {
      throw unauthorized('Your session has expired or is invalid. Please log in again.');
    }
    request.accountLanguage = state.language;
    if (state.suspended) throw new AppError('forbidden', suspendedMessage(state.suspendedReason));
    return { kind: claims.kind, id: claims.sub, isAdmin: state.role === 'admin' };
  }

  /** Requires a token of one of the given kinds. */
  function require(...kinds: AccountKind[]): preHandlerAsyncHookHandler {
    return async (request) => {
      const account = await resolve(request);
      if (!account) throw unauthorized();
      if (!kinds.includes(account.kind)) throw forbidden(WRONG_KIND[kinds[0] ?? 'user']);
      request.account = account;
    };
  }

  const requireAdmin: preHandlerAsyncHookHandler = async (request) => {
    const account = await resolve(request);
    if (!account) throw unauthorized();
    if (!account.isAdmin) throw forbidden('Only an administrator can do this.');
    request.account = account;
  };

  /** Resolves a token when one is sent, for routes that visitors may also call. */
  const optional: preHandlerAsyncHookHandler = async (request) => {
    request.account = await resolve(request);
  };

  /**
   * The language of the account behind the request's token, for answers written before any
   * pre-handler read it (a validation error comes before authentication). Null without a valid token.
   */
  async function languageOf(request: FastifyRequest): Promise<Language | null> {
    if (request.accountLanguage) return request.accountLanguage;
    const token = bearer(request);
    if (!token) return null;
    const claims = await deps.tokens.verify(token).catch(() => null);
    if (!claims) return null;
    const state = await deps.accounts.findState(claims.kind, claims.sub).catch(() => null);
    return state && state.tokenVersion === claims.ver ? state.language : null;
  }

  return { require, requireAdmin, optional, resolve, languageOf };
}
export type Authenticator = ReturnType<typeof createAuthenticator>;

/** The authenticated account, for handlers behind a `require` pre-handler. */
export function accountOf(request: FastifyRequest): Account {
  if (!request.account) throw unauthorized();
  return request.account;
}
