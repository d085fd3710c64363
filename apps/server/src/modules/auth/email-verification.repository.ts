import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AccountKind } from '@sokoni/domain/contracts/auth';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { drivers, emailVerifications, partners, users } from '../../db/schema/index.ts';

export type EmailVerificationRow = typeof emailVerifications.$inferSelect;

const ACCOUNT_TABLES = { user: users, partner: partners, driver: drivers } as const;

export interface AccountEmail {
  email: string | null;
  verifiedEmail: string | null;
}

class StaleLink extends Error {}

/** Verification tokens (hashes only) and the account columns that say which address is proven. */
export function createEmailVerificationRepository(db: Db) {
  return {
    async findAccountEmail(kind: AccountKind, id: string): Promise<AccountEmail | null> {
      const table = ACCOUNT_TABLES[kind];
      const [row] = await db.select({ email: table.email, verifiedEmail: table.verifiedEmail }).from(table).where(eq(table.id, id));
      return row ?? null;
    },
    /** A new link replaces the account's unused ones, so only the latest mail works. */
    async replaceToken(kind: AccountKind, accountId: string, email: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(emailVerifications)
          .where(and(eq(emailVerifications.accountKind, kind), eq(emailVerifications.accountId, accountId), isNull(emailVerifications.usedAt)));
        await tx.insert(emailVerifications).values({ id: newId(), accountKind: kind, accountId, email, tokenHash, expiresAt });
      });
    },
    async findByHash(tokenHash: string): Promise<EmailVerificationRow | null> {
      const [row] = await db.select().from(emailVerifications).where(eq(emailVerifications.tokenHash, tokenHash)).limit(1);
      return row ?? null;
    },
    /**
     * Uses the token and marks its address proven in one transaction. The conditional updates are
     * the guarantees: one of two concurrent uses wins, and an account whose address changed since
     * the mail is left unproven.
     */
    async consume(row: EmailVerificationRow, now: Date): Promise<'proven' | 'used' | 'stale'> {
      return db
        .transaction(async (tx) => {
          const used = await tx
          .update(emailVerifications)
          .set({ usedAt: now })
          .where(and(eq(emailVerifications.id, row.id), isNull(emailVerifications.usedAt), gt(emailVerifications.expiresAt, now)))
          .returning({ id: emailVerifications.id });
          if (used.length === 0) return 'used' as const;
          const table = ACCOUNT_TABLES[row.accountKind];
          const proven = await tx
            .update(table)
            .set({ verifiedEmail: row.email, updatedAt: now })
            .where(and(eq(table.id, row.accountId), eq(table.email, row.email)))
            .returning({ id: table.id });
          // Undo the use: the link stays unused but can never prove the account's new address.
          if (proven.length === 0) throw new StaleLink();
          return 'proven' as const;
        })
        .catch((error: unknown) => {
          if (error instanceof StaleLink) return 'stale' as const;
          throw error;
        });
    },
  };
}
export type EmailVerificationRepository = ReturnType<typeof createEmailVerificationRepository>;
