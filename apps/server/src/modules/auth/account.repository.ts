import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { drivers, partners, users } from '../../db/schema/index.ts';
import type { AccountKind } from '@sokoni/domain/contracts/auth';

export interface AccountState {
  tokenVersion: number;
  suspended: boolean;
  suspendedReason: string | null;
  role: 'user' | 'partner' | 'admin' | 'driver';
}

/** The few columns every authenticated request needs to decide whether a token still counts. */
export function createAccountRepository(db: Db) {
  return {
    async findState(kind: AccountKind, id: string): Promise<AccountState | null> {
      if (kind === 'user') {
        const [row] = await db
          .select({ tokenVersion: users.tokenVersion, suspended: users.suspended, suspendedReason: users.suspendedReason })
          .from(users)
          .where(eq(users.id, id));
        return row ? { ...row, role: 'user' } : null;
      }
      if (kind === 'partner') {
        const [row] = await db
          .select({
            tokenVersion: partners.tokenVersion,
            suspended: partners.suspended,
            suspendedReason: partners.suspendedReason,
            role: partners.role,
          })
          .from(partners)
          .where(eq(partners.id, id));
        return row ?? null;
      }
      const [row] = await db
        .select({ tokenVersion: drivers.tokenVersion, suspended: drivers.suspended, suspendedReason: drivers.suspendedReason })
        .from(drivers)
        .where(eq(drivers.id, id));
      return row ? { ...row, role: 'driver' } : null;
    },
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;
