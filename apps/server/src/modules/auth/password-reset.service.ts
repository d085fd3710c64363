import { createHash, randomBytes } from 'node:crypto';
import type { AccountKind } from '@sokoni/domain/contracts/auth';
import { PASSWORD_RESET_DONE, RESET_REQUESTED } from '@sokoni/domain/contracts/password-reset';
import { badRequest } from '../../lib/errors.ts';
import type { BackgroundTasks } from '../../lib/background-tasks.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { Passwords } from '../../lib/password.ts';
import { assertPasswordNotCommon } from '../../lib/common-passwords.ts';
import type { PasswordResetRepository } from './password-reset.repository.ts';
import type { AccountLanguageService } from './account-language.service.ts';
import { passwordResetLink, passwordResetMail } from './password-reset.mail.ts';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const INVALID_RESET_TOKEN = 'This reset token is not valid for that email. Check both, or request a new reset link.';
export const USED_RESET_TOKEN = 'This reset link has already been used. Please request a new one.';
export const EXPIRED_RESET_TOKEN = 'This reset link has expired. Please request a new one.';

/** Only this hash is stored: a leaked database row cannot be turned back into a working link. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createPasswordResetService(deps: {
  resets: PasswordResetRepository;
  mailer: Mailer;
  background: BackgroundTasks;
  publicUrl: string;
  passwords: Passwords;
  /** The account's language, for the mail's words. */
  languages?: Pick<AccountLanguageService, 'of'>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function issue(kind: AccountKind, email: string): Promise<void> {
    const account = await deps.resets.findAccountByEmail(kind, email);
    if (!account) return;
    // Once an account has proven an address, a reset link goes only to a proven one: whoever
    // changed the address (say with a stolen session) cannot then take the account by mail.
    if (account.verifiedEmail && account.verifiedEmail !== account.email) return;
    const token = randomBytes(32).toString('base64url');
    await deps.resets.replaceToken(kind, account.id, hashResetToken(token), new Date(now().getTime() + RESET_TOKEN_TTL_MS));
    const link = passwordResetLink(deps.publicUrl, kind, token, account.email);
    const language = (await deps.languages?.of(kind, account.id)) ?? 'en';
    await deps.mailer.send(passwordResetMail({ to: account.email, kind, token, link, language }));
  }

  return {
    /**
     * Answers at once and identically for every address: the lookup, the token and the mail all
     * happen in the background, so neither the answer nor its timing tells whether an account exists.
     * In memory on purpose: a crash loses only a request the person repeats ('Send again'); once
     * written, the mail itself is in the mail outbox and survives restarts.
     */
    requestReset(kind: AccountKind, email: string): { message: string } {
      deps.background.run(`password reset for a ${kind}`, () => issue(kind, email));
      return { message: RESET_REQUESTED };
    },

    /** The account's identifiers come back beside the answer: the device that reset the password is trusted. */
    async resetPassword(
      kind: AccountKind,
      input: { token: string; email: string; newPassword: string },
    ): Promise<{ answer: { message: string }; identifiers: (string | null)[] }> {
      const reset = await deps.resets.findByHash(hashResetToken(input.token));
      if (!reset || reset.accountKind !== kind) throw badRequest(INVALID_RESET_TOKEN);
      const email = await deps.resets.findAccountEmail(kind, reset.accountId);
      if (!email || email !== input.email) throw badRequest(INVALID_RESET_TOKEN);
      if (reset.usedAt) throw badRequest(USED_RESET_TOKEN);
      if (reset.expiresAt <= now()) throw badRequest(EXPIRED_RESET_TOKEN);
      assertPasswordNotCommon(input.newPassword);
      const passwordHash = await deps.passwords.hash(input.newPassword);
      const at = now();
      if (!(await deps.resets.consume(reset, passwordHash, at))) {
        throw badRequest(reset.expiresAt <= at ? EXPIRED_RESET_TOKEN : USED_RESET_TOKEN);
      }
      return { answer: { message: PASSWORD_RESET_DONE }, identifiers: await deps.resets.findIdentifiers(kind, reset.accountId) };
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
