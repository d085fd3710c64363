import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { partnerNotifications } from '../../db/schema/index.ts';

export type PartnerNotificationRow = typeof partnerNotifications.$inferSelect;
export type NewPartnerNotificationRow = typeof partnerNotifications.$inferInsert;

export function createPartnerNotificationRepository(db: DbOrTx) {
  return {
    /** One statement for any number of rows (an order may notify several stores at once). */
    async insertMany(rows: NewPartnerNotificationRow[]): Promise<PartnerNotificationRow[]> {
      if (rows.length === 0) return [];
      return db.insert(partnerNotifications).values(rows).returning();
    },
    async listForPartner(partnerId: string, limit: number): Promise<PartnerNotificationRow[]> {
      return db
        .select()
        .from(partnerNotifications)
        .where(eq(partnerNotifications.partnerId, partnerId))
        .orderBy(desc(partnerNotifications.createdAt), desc(partnerNotifications.id))
        .limit(limit);
    },
    async findById(id: string): Promise<PartnerNotificationRow | null> {
      const [row] = await db.select().from(partnerNotifications).where(eq(partnerNotifications.id, id));
      return row ?? null;
    },
    async markRead(id: string): Promise<PartnerNotificationRow | null> {
      const [row] = await db.update(partnerNotifications).set({ read: true }).where(eq(partnerNotifications.id, id)).returning();
      return row ?? null;
    },
    /** The first acknowledgement counts; repeating it changes nothing. */
    async acknowledge(id: string): Promise<PartnerNotificationRow | null> {
      await db
        .update(partnerNotifications)
        .set({ acknowledgedAt: new Date() })
        .where(and(eq(partnerNotifications.id, id), isNull(partnerNotifications.acknowledgedAt)));
      const [row] = await db.select().from(partnerNotifications).where(eq(partnerNotifications.id, id));
      return row ?? null;
    },
    async markAllRead(partnerId: string): Promise<number> {
      const rows = await db
        .update(partnerNotifications)
        .set({ read: true })
        .where(and(eq(partnerNotifications.partnerId, partnerId), eq(partnerNotifications.read, false)))
        .returning({ id: partnerNotifications.id });
      return rows.length;
    },
    async delete(id: string): Promise<boolean> {
      const rows = await db.delete(partnerNotifications).where(eq(partnerNotifications.id, id)).returning({ id: partnerNotifications.id });
      return rows.length > 0;
    },
  };
}
export type PartnerNotificationRepository = ReturnType<typeof createPartnerNotificationRepository>;
