import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { contactMessages } from '../../db/schema/index.ts';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export function createContactRepository(db: Db) {
  return {
    async insert(email: string, message: string): Promise<ContactMessageRow> {
      const [row] = await db.insert(contactMessages).values({ id: newId(), email, message }).returning();
      return row!;
    },
  };
}
export type ContactRepository = ReturnType<typeof createContactRepository>;
