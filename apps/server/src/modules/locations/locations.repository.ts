import { and, asc, count, eq } from 'drizzle-orm';
import type { TDeliveryAddress } from '@sokoni/domain/contracts/delivery-address';
import type { Db } from '../../db/client.ts';
import { savedLocations, users } from '../../db/schema/index.ts';

export type SavedLocationRow = typeof savedLocations.$inferSelect;
type NewSavedLocationRow = typeof savedLocations.$inferInsert;

export function createSavedLocationRepository(db: Db) {
  return {
    async listForUser(userId: string): Promise<SavedLocationRow[]> {
      return db.select().from(savedLocations).where(eq(savedLocations.userId, userId)).orderBy(asc(savedLocations.createdAt), asc(savedLocations.id));
    },
    /** Inserts unless the user already has `max`; the user row lock stops two tabs both adding the last one. */
    async insertWithin(row: NewSavedLocationRow, max: number): Promise<SavedLocationRow | null> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, row.userId)).for('update');
        const [existing] = await tx.select({ n: count() }).from(savedLocations).where(eq(savedLocations.userId, row.userId));
        if ((existing?.n ?? 0) >= max) return null;
        const [created] = await tx.insert(savedLocations).values(row).returning();
        return created!;
      });
    },
    /** Only the owner's row matches: someone else's id finds nothing, as a missing one does. */
    async updateAddress(userId: string, id: string, address: TDeliveryAddress): Promise<SavedLocationRow | null> {
      const [row] = await db
        .update(savedLocations)
        .set(address)
        .where(and(eq(savedLocations.id, id), eq(savedLocations.userId, userId)))
        .returning();
      return row ?? null;
    },
  };
}
export type SavedLocationRepository = ReturnType<typeof createSavedLocationRepository>;
