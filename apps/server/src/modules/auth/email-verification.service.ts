import { createHash, randomBytes } from 'node:crypto';
import type { AccountKind } from '@sokoni/domain/contracts/auth';
import {
  ALREADY_VERIFIED,
  EMAIL_VERIFIED,
  EXPIRED_VERIFICATION,
  INVALID_VERIFICATION,
  NO_EMAIL_TO_VERIFY,
  STALE_VERIFICATION,
  USED_VERIFICATION,
  VERIFICATION_SENT,
  VERIFICATION_TTL_HOURS,
  type TEmailStatus,
} from '@sokoni/domain/contracts/email-verification';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { BackgroundTasks } from '../../lib/background-tasks.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { EmailVerificationRepository } from './email-verification.repository.ts';
import type { AccountLanguageService } from './account-language.service.ts';
import { emailVerificationLink, emailVerificationMail } from './email-verification.mail.ts';

const TTL_MS = VERIFICATION_TTL_HOURS * 60 * 60 * 1000;

/** Only this hash is stored: a leaked row cannot be turned back into a working link. */
export const hashVerificationToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export function createEmailVerificationService(deps: {
  verifications: EmailVerificationRepository;
  mailer: Mailer;
  background: BackgroundTasks;
  publicUrl: string;
  /** Called once an address is proven, e.g. to give a store its admin rights from ADMIN_EMAILS. */
  onProven?: (kind: AccountKind, accountId: string) => Promise<void>;
  /** The account's language, for the mail's words. */
  languages?: Pick<AccountLanguageService, 'of'>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function mailLink(kind: AccountKind, accountId: string, email: string): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    await deps.verifications.replaceToken(kind, accountId, email, hashVerificationToken(token), new Date(now().getTime() + TTL_MS));
    const language = (await deps.languages?.of(kind, accountId)) ?? 'en';
    await deps.mailer.send(emailVerificationMail({ to: email, kind, link: emailVerificationLink(deps.publicUrl, token), language }));
  }

  return {
    /**
     * After a sign-up or a change of address: the link goes out in the background, so the answer
     * never waits for (or fails because of) the mail. In memory on purpose: a crash loses only a
     * link the person can ask for again from their profile; a written mail survives in the outbox.
     */
    offer(kind: AccountKind, accountId: string, email: string | null): void {
      if (!email) return;
      deps.background.run(`e-mail verification for a ${kind}`, () => mailLink(kind, accountId, email));
    },

    async status(kind: AccountKind, accountId: string): Promise<TEmailStatus> {
      const account = await deps.verifications.findAccountEmail(kind, accountId);
      if (!account) throw notFound('Account not found.');
      return { email: account.email, verified: Boolean(account.email) && account.verifiedEmail === account.email };
    },

    /** The profile's 'Send verification link'. */
    async resend(kind: AccountKind, accountId: string): Promise<{ message: string }> {
      const account = await deps.verifications.findAccountEmail(kind, accountId);
      if (!account) throw notFound('Account not found.');
      if (!account.email) throw badRequest(NO_EMAIL_TO_VERIFY);
      if (account.verifiedEmail === account.email) return { message: ALREADY_VERIFIED };
      await mailLink(kind, accountId, account.email);
      return { message: VERIFICATION_SENT };
    },

    async verify(token: string): Promise<{ message: string }> {
      const row = await deps.verifications.findByHash(hashVerificationToken(token));
      if (!row) throw badRequest(INVALID_VERIFICATION);
      if (row.usedAt) throw badRequest(USED_VERIFICATION);
      if (row.expiresAt <= now()) throw badRequest(EXPIRED_VERIFICATION);
      const outcome = await deps.verifications.consume(row, now());
      if (outcome === 'stale') throw badRequest(STALE_VERIFICATION);
      if (outcome === 'used') {
        // Lost a race: used meanwhile, expired meanwhile, or replaced by a newer link.
        const latest = await deps.verifications.findByHash(row.tokenHash);
        throw badRequest(!latest ? INVALID_VERIFICATION : latest.usedAt ? USED_VERIFICATION : EXPIRED_VERIFICATION);
      }
      await deps.onProven?.(row.accountKind, row.accountId);
      return { message: EMAIL_VERIFIED };
    },
  };
}
export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
