import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { drivers, partners, users } from '../db/schema/index.ts';
import type { AccountKind } from '@sokoni/domain/contracts/auth';
import type { Language } from '@sokoni/domain/contracts/language';

export interface AccountState {
  tokenVersion: number;
  suspended: boolean;
  suspendedReason: string | null;
  role: 'user' | 'partner' | 'admin' | 'driver';
  /** The language the account chose, read here so answering in it costs no extra query. */
  language: Language | null;
}

/**
 * The few columns every authenticated request needs to decide whether a token still counts.
 * Every request runs one of these, so they are prepared once (named statements on PostgreSQL).
 */
export function createAccountRepository(db: Db) {
  const id = sql.placeholder('id');
  const userState = db
    .select({ tokenVersion: users.tokenVersion, suspended: users.suspended, suspendedReason: users.suspendedReason, language: users.language })
    .from(users)
    .where(eq(users.id, id))
    .prepare('account_state_user');
  const partnerState = db
    .select({
      tokenVersion: partners.tokenVersion,
      suspended: partners.suspended,
      suspendedReason: partners.suspendedReason,
      role: partners.role,
      language: partners.language,
    })
    .from(partners)
    .where(eq(partners.id, id))
    .prepare('account_state_partner');
  const driverState = db
    .select({ tokenVersion: drivers.tokenVersion, suspended: drivers.suspended, suspendedReason: drivers.suspendedReason, language: drivers.language })
    .from(drivers)
    .where(eq(drivers.id, id))
    .prepare('account_state_driver');

  return {
    async findState(kind: AccountKind, accountId: string): Promise<AccountState | null> {
      if (kind === 'user') {
        const [row] = await userState.execute({ id: accountId });
        return row ? { ...row, role: 'user' } : null;
      }
      if (kind === 'partner') {
        const [row] = await partnerState.execute({ id: accountId });
        return row ?? null;
      }
      const [row] = await driverState.execute({ id: accountId });
      return row ? { ...row, role: 'driver' } : null;
    },
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;
