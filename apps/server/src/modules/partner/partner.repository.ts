import { eq, inArray, or, sql } from 'drizzle-orm';
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
    /**
     * Makes every stored role follow ADMIN_EMAILS and the shell grants, so removing an address
     * removes the power; run at every start.
     */
    async syncAdminRoles(adminEmails: string[]): Promise<void> {
      await db.update(partners).set({ role: adminRoleSql(adminEmails) });
    },
    async findByEmail(email: string): Promise<PartnerRow | null> {
      const [row] = await db.select().from(partners).where(eq(partners.email, email));
      return row ?? null;
    },
    /** Stores that are, or could become, administrators: for the operator's `npm run admin -- list`. */
    async adminCandidates(adminEmails: string[]): Promise<PartnerRow[]> {
      const listed = adminEmails.length ? inArray(partners.email, adminEmails) : undefined;
      return db
        .select()
        .from(partners)
        .where(or(eq(partners.role, 'admin'), eq(partners.adminGranted, true), listed))
        .orderBy(partners.email);
    },
    /** The same rule for one store, after its address changed or was proven. */
    async refreshAdminRole(id: string, adminEmails: string[]): Promise<PartnerRow | null> {
      const [row] = await db.update(partners).set({ role: adminRoleSql(adminEmails) }).where(eq(partners.id, id)).returning();
      return row ?? null;
    },
  };
}
/**
 * Admin needs a proven address: the address last verified by mail must still be the store's
 * address, and be in ADMIN_EMAILS or have been granted from the server's shell.
 */
function adminRoleSql(adminEmails: string[]) {
  const list = sql.join(
    adminEmails.map((e) => sql`${e}`),
    sql`, `,
  );
  const listed = adminEmails.length ? sql`${partners.email} IN (${list})` : sql`false`;
  const proven = sql`${partners.verifiedEmail} IS NOT NULL AND ${partners.verifiedEmail} = ${partners.email}`;
  return sql`CASE WHEN ${proven} AND (${listed} OR ${partners.adminGranted}) THEN 'admin' ELSE 'partner' END`;
}

export type PartnerRepository = ReturnType<typeof createPartnerRepository>;
