import type { AccountKind } from '@sokoni/domain/contracts/auth';

/**
 * What account services need from e-mail verification (modules/auth/email-verification.service.ts):
 * mail a link to a new address. Declared here so that store and driver accounts need not import
 * the auth module, which itself reads store accounts to log them in.
 */
export interface EmailOffer {
  offer(kind: AccountKind, accountId: string, email: string | null): void;
}
