import { and, eq, isNull, notExists, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { dispatchOffers, orders } from '../../db/schema/index.ts';

/**
 * The SQL the available list adds to `openForDrivers`: an order in its first wave is listed only
 * to the drivers of that wave; once widened, or when it never had a wave, to every approved driver.
 */
export function offeredTo(db: DbOrTx, driverId: string): SQL {
  const elsewhere = db
    .select({ one: sql`1` })
    .from(dispatchOffers)
    .where(
      and(
        eq(dispatchOffers.orderId, orders.id),
        isNull(dispatchOffers.widenedAt),
        sql`not (${dispatchOffers.driverIds} @> jsonb_build_array(${driverId}::text))`,
      ),
    );
  return notExists(elsewhere);
}

/** Offers of open orders: who hears first, and when everyone does. */
export function createOfferRepository(db: DbOrTx) {
  return {
    /** A new opening of the order replaces any earlier offer of it. */
    async open(orderId: string, driverIds: readonly string[], openedAt: Date, toEveryone: boolean): Promise<void> {
      const set = { driverIds: [...driverIds], openedAt, widenedAt: toEveryone ? openedAt : null };
      await db.insert(dispatchOffers).values({ orderId, ...set }).onConflictDoUpdate({ target: dispatchOffers.orderId, set });
    },

    /** True for the one caller that widened this very offer; a repeated or stale job finds nothing to do. */
    async widen(orderId: string, openedAt: Date): Promise<boolean> {
      const rows = await db
        .update(dispatchOffers)
        .set({ widenedAt: new Date() })
        .where(and(eq(dispatchOffers.orderId, orderId), eq(dispatchOffers.openedAt, openedAt), isNull(dispatchOffers.widenedAt)))
        .returning({ orderId: dispatchOffers.orderId });
      return rows.length > 0;
    },
  };
}
export type OfferRepository = ReturnType<typeof createOfferRepository>;
