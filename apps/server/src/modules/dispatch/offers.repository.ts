import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { dispatchOffers } from '../../db/schema/index.ts';

/** Offers of open orders: who hears first, and when everyone does. */
export function createOfferRepository(db: DbOrTx) {
  return {
    /** A new opening of the order replaces any earlier offer of it. */
    async open(orderId: string, driverIds: readonly string[], openedAt: Date, toEveryone: boolean): Promise<void> {
      const set = { driverIds: [...driverIds], openedAt, widenedAt: toEveryone ? openedAt : null };
      await db.insert(dispatchOffers).values({ orderId, ...set }).onConflictDoUpdate({ target: dispatchOffers.orderId, set });
    },

    /** The wave's drivers, for the one caller that widened this very offer; null to a repeated or stale job, which has nothing to do. */
    async widen(orderId: string, openedAt: Date): Promise<readonly string[] | null> {
      const rows = await db
        .update(dispatchOffers)
        .set({ widenedAt: new Date() })
        .where(and(eq(dispatchOffers.orderId, orderId), eq(dispatchOffers.openedAt, openedAt), isNull(dispatchOffers.widenedAt)))
        .returning({ driverIds: dispatchOffers.driverIds });
      return rows[0]?.driverIds ?? null;
    },
  };
}
export type OfferRepository = ReturnType<typeof createOfferRepository>;
