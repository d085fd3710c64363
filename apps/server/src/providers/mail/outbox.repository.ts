import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import type { MailMessage } from './mail-message.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** The mail_outbox table: every mail is written here before anything tries to deliver it. */
export function createOutboxRepository(db: Db) {
  return {
    async insert(message: MailMessage, status: 'pending' | 'local'): Promise<OutboxRow> {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          id: newId(),
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          replyTo: message.replyTo ?? null,
          status,
        })
        .returning();
      return row!;
    },
    /**
     * Counts one delivery attempt, only if nobody else counted it first: with several processes
     * (or a resumed mail) exactly one of them owns each attempt.
     */
    async claimAttempt(id: string, attemptsSoFar: number): Promise<boolean> {
      const claimed = await db
        .update(mailOutbox)
        .set({ attempts: attemptsSoFar + 1 })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending'), eq(mailOutbox.attempts, attemptsSoFar)))
        .returning({ id: mailOutbox.id });
      return claimed.length === 1;
    },
    async markSent(id: string): Promise<void> {
      await db.update(mailOutbox).set({ status: 'sent', sentAt: new Date(), lastError: null }).where(eq(mailOutbox.id, id));
    },
    /** A failed attempt that will be retried: the mail stays pending, the reason is kept. */
    async recordError(id: string, error: string): Promise<void> {
      await db.update(mailOutbox).set({ lastError: error }).where(eq(mailOutbox.id, id));
    },
    async markFailed(id: string, error: string): Promise<void> {
      await db.update(mailOutbox).set({ status: 'failed', lastError: error }).where(eq(mailOutbox.id, id));
    },
    async latest(limit: number): Promise<OutboxRow[]> {
      return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit);
    },
    /** Pending mails nobody has touched for a while, e.g. because their process stopped. */
    async stalePending(olderThan: Date, limit = 100): Promise<OutboxRow[]> {
      return db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lt(mailOutbox.createdAt, olderThan)))
        .orderBy(mailOutbox.createdAt)
        .limit(limit);
    },
    async countPending(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox).where(eq(mailOutbox.status, 'pending'));
      return row?.n ?? 0;
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
