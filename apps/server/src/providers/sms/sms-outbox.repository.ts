import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { smsOutbox } from '../../db/schema/index.ts';
import type { SmsMessage } from './sms-message.ts';
import type { SmsAccepted } from './africastalking-client.ts';

export type SmsOutboxRow = typeof smsOutbox.$inferSelect;

/** What a delivery report says; unknown extra fields stay in `raw`. */
export interface DeliveryReport {
  messageId: string;
  status: string;
  failureReason: string | null;
  raw: Record<string, string>;
}

/** The sms_outbox table: every text is written here before anything tries to send it. */
export function createSmsOutboxRepository(db: DbOrTx) {
  return {
    /** Answers the new row, or null when this kind and ref was already texted. */
    async insert(message: SmsMessage & { to: string }, status: 'pending' | 'local', tx: DbOrTx = db): Promise<SmsOutboxRow | null> {
      const rows = await tx
        .insert(smsOutbox)
        .values({ id: newId(), to: message.to, text: message.text, kind: message.kind, ref: message.ref ?? null, language: message.language, status })
        .onConflictDoNothing()
        .returning();
      return rows[0] ?? null;
    },
    async find(id: string): Promise<SmsOutboxRow | null> {
      const [row] = await db.select().from(smsOutbox).where(eq(smsOutbox.id, id));
      return row ?? null;
    },
    /** Counts one attempt only while the message is still pending: a repeated job never texts twice after success. */
    async claimAttempt(id: string, attemptsSoFar: number): Promise<boolean> {
      const claimed = await db
        .update(smsOutbox)
        .set({ attempts: attemptsSoFar + 1 })
        .where(and(eq(smsOutbox.id, id), eq(smsOutbox.status, 'pending'), eq(smsOutbox.attempts, attemptsSoFar)))
        .returning({ id: smsOutbox.id });
      return claimed.length === 1;
    },
    async markSent(id: string, accepted: SmsAccepted): Promise<void> {
      await db
        .update(smsOutbox)
        .set({ status: 'sent', sentAt: new Date(), lastError: null, providerMessageId: accepted.messageId || null, providerStatus: accepted.status, cost: accepted.cost })
        .where(eq(smsOutbox.id, id));
    },
    async recordError(id: string, error: string): Promise<void> {
      await db.update(smsOutbox).set({ lastError: error }).where(eq(smsOutbox.id, id));
    },
    async markFailed(id: string, error: string): Promise<void> {
      await db.update(smsOutbox).set({ status: 'failed', lastError: error }).where(eq(smsOutbox.id, id));
    },
    /** Records a delivery report on the message it names; answers false when no message has that id. */
    async recordDelivery(report: DeliveryReport): Promise<boolean> {
      const updated = await db
        .update(smsOutbox)
        .set({ deliveryStatus: report.status, deliveryFailureReason: report.failureReason, deliveryReport: report.raw, deliveryReportedAt: new Date() })
        .where(and(eq(smsOutbox.providerMessageId, report.messageId), eq(smsOutbox.status, 'sent')))
        .returning({ id: smsOutbox.id });
      return updated.length > 0;
    },
    async latest(limit: number): Promise<SmsOutboxRow[]> {
      return db.select().from(smsOutbox).orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id)).limit(limit);
    },
    async countByStatus(status: SmsOutboxRow['status']): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(smsOutbox).where(eq(smsOutbox.status, status));
      return row?.n ?? 0;
    },
  };
}
export type SmsOutboxRepository = ReturnType<typeof createSmsOutboxRepository>;
