import { eq } from 'drizzle-orm';
import type { TPromotions } from '@sokoni/domain/contracts/promotions';
import type { Db, DbOrTx } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';
import { adminTransaction } from '../audit/admin-transaction.ts';

const KEY = 'promotions';

function promotionWrites(db: DbOrTx) {
  return {
    async save(value: TPromotions): Promise<Date> {
      const now = new Date();
      await db.insert(settings).values({ key: KEY, value, updatedAt: now }).onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
      return now;
    },
  };
}

export function createPromotionRepository(db: Db) {
  return {
    transaction: adminTransaction(db, promotionWrites),
    /** The stored value as written, or null while the operator has never saved one. */
    async read(): Promise<{ value: unknown; updatedAt: Date } | null> {
      const [row] = await db.select({ value: settings.value, updatedAt: settings.updatedAt }).from(settings).where(eq(settings.key, KEY));
      return row ?? null;
    },
  };
}
export type PromotionRepository = ReturnType<typeof createPromotionRepository>;
