import { and, eq, isNull, sql } from 'drizzle-orm';
import { MAX_PIN_TRIES } from '@sokoni/domain/delivery-pin';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';

/** The PIN counters and the hand-over without a PIN, on the order row. */
export function createDeliveryPinRepository(db: DbOrTx) {
  return {
    /** One more wrong try, counted atomically; the fifth locks PIN entry. Null when it was locked already. */
    async countWrongTry(orderId: string): Promise<{ attempts: number; locked: boolean } | null> {
      const [row] = await db
        .update(orders)
        .set({
          pinAttempts: sql`${orders.pinAttempts} + 1`,
          pinLockedAt: sql`case when ${orders.pinAttempts} + 1 >= ${MAX_PIN_TRIES} then now() else null end`,
        })
        .where(and(eq(orders.id, orderId), isNull(orders.pinLockedAt)))
        .returning({ attempts: orders.pinAttempts, lockedAt: orders.pinLockedAt });
      return row ? { attempts: row.attempts, locked: row.lockedAt !== null } : null;
    },

    /** Written in the delivering transaction: flagged for the admin to review. */
    async recordWithoutPin(tx: DbOrTx, orderId: string, note: string, photo: string): Promise<void> {
      await tx.update(orders).set({ deliveredWithoutPin: true, handoverNote: note, handoverPhoto: photo }).where(eq(orders.id, orderId));
    },
  };
}
export type DeliveryPinRepository = ReturnType<typeof createDeliveryPinRepository>;
