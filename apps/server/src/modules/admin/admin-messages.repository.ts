import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';
import type { ContactMessageRow } from '../contact/contact.repository.ts';
import { newestFirst } from './admin-cursor.ts';
import { adminTransaction } from '../audit/admin-transaction.ts';

const newest = newestFirst('messages', contactMessages.createdAt, contactMessages.id);

function messageWrites(db: DbOrTx) {
  return {
    async lock(id: string): Promise<ContactMessageRow | null> {
      const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
      return row ?? null;
    },
    async markHandled(id: string): Promise<ContactMessageRow> {
      const [row] = await db.update(contactMessages).set({ handled: true }).where(eq(contactMessages.id, id)).returning();
      return row!;
    },
  };
}

export function createAdminMessageRepository(db: Db) {
  return {
    transaction: adminTransaction(db, messageWrites),

    /** The contact-form inbox, newest first. */
    async list(query: { handled?: boolean; cursor?: string; limit: number }) {
      const rows = await db
        .select({ row: contactMessages, id: contactMessages.id, cursorMicros: newest.micros })
        .from(contactMessages)
        .where(and(query.handled === undefined ? undefined : eq(contactMessages.handled, query.handled), newest.after(query.cursor)))
        .orderBy(...newest.orderBy)
        .limit(query.limit + 1);
      return newest.page(rows, query.limit, (r) => r.row);
    },
  };
}
export type AdminMessageRepository = ReturnType<typeof createAdminMessageRepository>;
