import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { drivers, partners, users } from '../../db/schema/index.ts';
import type { AccountKind } from '@sokoni/domain/contracts/auth';
import type { Language } from '@sokoni/domain/contracts/language';

const TABLES = { user: users, partner: partners, driver: drivers } as const;

/** The language each account chose (customers, shops and riders alike): null until it chooses. */
export function createAccountLanguageRepository(db: Db) {
  return {
    async find(kind: AccountKind, accountId: string): Promise<Language | null> {
      const table = TABLES[kind];
      const [row] = await db.select({ language: table.language }).from(table).where(eq(table.id, accountId));
      return row?.language ?? null;
    },

    /** False when the account is gone. */
    async set(kind: AccountKind, accountId: string, language: Language): Promise<boolean> {
      const table = TABLES[kind];
      const rows = await db.update(table).set({ language }).where(eq(table.id, accountId)).returning({ id: table.id });
      return rows.length > 0;
    },
  };
}
export type AccountLanguageRepository = ReturnType<typeof createAccountLanguageRepository>;
