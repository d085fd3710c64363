import { eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { partners } from '../../db/schema/index.ts';

export type PartnerRow = typeof partners.$inferSelect;
type NewPartnerRow = typeof partners.$inferInsert;

export function createPartnerRepository(db: DbOrTx) {
  return {
    async insert(row: NewPartnerRow): Promise<PartnerRow> {
      const [created] = await db.insert(partners).values(row).returning();
      return created!;
    },
    async findById(id: string): Promise<PartnerRow | null> {
      const [row] = await db.select().from(partners).where(eq(partners.id, id));
      return row ?? null;
    },
    async findBySlug(slug: string): Promise<PartnerRow | null> {
      const [row] = await db.select().from(partners).where(eq(partners.slug, slug));
      return row ?? null;
    },
    async slugTaken(slug: string): Promise<boolean> {
      const [row] = await db.select({ id: partners.id }).from(partners).where(eq(partners.slug, slug));
      return Boolean(row);
    },
    /** Login candidates: business name (any case), e-mail or normalised phone. */
    async findByIdentifier(identifier: string, phone: string | null): Promise<PartnerRow[]> {
      const lowered = identifier.toLowerCase();
      return db
        .select()
        .from(partners)
        .where(
          or(
            sql`lower(${partners.businessName}) = ${lowered}`,
            eq(partners.email, lowered),
            phone ? eq(partners.contactNumber, phone) : undefined,
          ),
        )
        .limit(5);
    },
    async update(id: string, patch: Partial<NewPartnerRow>): Promise<PartnerRow | null> {
      const [row] = await db
        .update(partners)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(partners.id, id))
        .returning();
      return row ?? null;
    },
    /** Makes the stored role follow ADMIN_EMAILS, so removing an address removes the power. */
    async syncAdminRoles(adminEmails: string[]): Promise<void> {
      const list = sql.join(
        adminEmails.map((e) => sql`${e}`),
        sql`, `,
      );
      const isAdmin = adminEmails.length ? sql`${partners.email} IN (${list})` : sql`false`;
      await db.update(partners).set({ role: sql`CASE WHEN ${isAdmin} THEN 'admin' ELSE 'partner' END` });
    },
  };
}
export type PartnerRepository = ReturnType<typeof createPartnerRepository>;
