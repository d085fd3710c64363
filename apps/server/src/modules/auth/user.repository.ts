import { asc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { savedLocations, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type SavedLocationRow = typeof savedLocations.$inferSelect;

export function createUserRepository(db: DbOrTx) {
  return {
    async insert(row: NewUserRow): Promise<UserRow> {
      const [created] = await db.insert(users).values(row).returning();
      return created!;
    },
    async findById(id: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ?? null;
    },
    /** Login candidates: a username (any case), a normalised phone or an e-mail. */
    async findByIdentifier(identifier: string, phone: string | null): Promise<UserRow[]> {
      const lowered = identifier.toLowerCase();
      return db
        .select()
        .from(users)
        .where(
          or(
            sql`lower(${users.username}) = ${lowered}`,
            eq(users.email, lowered),
            phone ? eq(users.phoneNumber, phone) : undefined,
          ),
        )
        .limit(5);
    },
    async update(id: string, patch: Partial<NewUserRow>): Promise<UserRow | null> {
      const [row] = await db
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row ?? null;
    },
    async savedLocations(userId: string): Promise<SavedLocationRow[]> {
      return db.select().from(savedLocations).where(eq(savedLocations.userId, userId)).orderBy(asc(savedLocations.createdAt));
    },
  };
}
export type UserRepository = ReturnType<typeof createUserRepository>;
