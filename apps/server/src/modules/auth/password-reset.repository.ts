import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { drivers, partners, passwordResets, users } from '../../db/schema/index.ts';
import type { AccountKind } from '@sokoni/domain/contracts/auth';

export type PasswordResetRow = typeof passwordResets.$inferSelect;

const ACCOUNT_TABLES = { user: users, partner: partners, driver: drivers } as const;

/** Reset tokens (stored as hashes only) and the two account columns a reset touches. */
export function createPasswordResetRepository(db: Db) {
  return {
    async findAccountByEmail(kind: AccountKind, email: string): Promise<{ id: string; email: string; verifiedEmail: string | null } | null> {
      const table = ACCOUNT_TABLES[kind];
      const [row] = await db
        .select({ id: table.id, email: table.email, verifiedEmail: table.verifiedEmail })
        .from(table)
        .where(eq(table.email, email))
        .limit(1);
      return row?.email ? { id: row.id, email: row.email, verifiedEmail: row.verifiedEmail } : null;
    },
    async findAccountEmail(kind: AccountKind, id: string): Promise<string | null> {
      const table = ACCOUNT_TABLES[kind];
      const [row] = await db.select({ email: table.email }).from(table).where(eq(table.id, id));
      return row?.email ?? null;
    },
    /** What the account logs in with: username or business name, e-mail, phone. */
    async findIdentifiers(kind: AccountKind, id: string): Promise<(string | null)[]> {
      if (kind === 'partner') {
        const [row] = await db.select({ a: partners.businessName, b: partners.email, c: partners.contactNumber }).from(partners).where(eq(partners.id, id));
        return row ? [row.a, row.b, row.c] : [];
      }
      const table = kind === 'user' ? users : drivers;
      const [row] = await db.select({ a: table.username, b: table.email, c: table.phoneNumber }).from(table).where(eq(table.id, id));
      return row ? [row.a, row.b, row.c] : [];
    },
    /** Stores a new token hash; the account's older unused tokens stop working at the same moment. */
    async replaceToken(kind: AccountKind, accountId: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(passwordResets)
          .where(and(eq(passwordResets.accountKind, kind), eq(passwordResets.accountId, accountId), isNull(passwordResets.usedAt)));
        await tx.insert(passwordResets).values({ id: newId(), accountKind: kind, accountId, tokenHash, expiresAt });
      });
    },
    async findByHash(tokenHash: string): Promise<PasswordResetRow | null> {
      const [row] = await db.select().from(passwordResets).where(eq(passwordResets.tokenHash, tokenHash)).limit(1);
      return row ?? null;
    },
    /**
     * Uses the token and sets the new password in one transaction. The conditional update is the
     * single-use guarantee: of two concurrent uses exactly one sees the row still unused.
     * Bumping token_version ends every session issued before the reset.
     */
    async consume(reset: PasswordResetRow, passwordHash: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const used = await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
          .returning({ id: passwordResets.id });
        if (used.length === 0) return false;
        const table = ACCOUNT_TABLES[reset.accountKind];
        await tx
          .update(table)
          .set({ passwordHash, tokenVersion: sql`${table.tokenVersion} + 1`, updatedAt: now })
          .where(eq(table.id, reset.accountId));
        await tx
          .delete(passwordResets)
          .where(and(eq(passwordResets.accountKind, reset.accountKind), eq(passwordResets.accountId, reset.accountId), isNull(passwordResets.usedAt)));
        return true;
      });
    },
  };
}
export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
