import { eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { drivers } from '../../db/schema/index.ts';

export type DriverRow = typeof drivers.$inferSelect;
export type NewDriverRow = typeof drivers.$inferInsert;

export function createDriverRepository(db: DbOrTx) {
  return {
    async insert(row: NewDriverRow): Promise<DriverRow> {
      const [created] = await db.insert(drivers).values(row).returning();
      return created!;
    },
    async findById(id: string): Promise<DriverRow | null> {
      const [row] = await db.select().from(drivers).where(eq(drivers.id, id));
      return row ?? null;
    },
    /** Login candidates: username (any case), e-mail or normalised phone. */
    async findByIdentifier(identifier: string, phone: string | null): Promise<DriverRow[]> {
      const lowered = identifier.toLowerCase();
      return db
        .select()
        .from(drivers)
        .where(
          or(
            sql`lower(${drivers.username}) = ${lowered}`,
            eq(drivers.email, lowered),
            phone ? eq(drivers.phoneNumber, phone) : undefined,
          ),
        )
        .limit(5);
    },
    async update(id: string, patch: Partial<NewDriverRow>): Promise<DriverRow | null> {
      const [row] = await db
        .update(drivers)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(drivers.id, id))
        .returning();
      return row ?? null;
    },
  };
}
export type DriverRepository = ReturnType<typeof createDriverRepository>;
