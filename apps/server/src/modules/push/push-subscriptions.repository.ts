import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';

export type PushAccountKind = 'user' | 'partner' | 'driver';
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export interface NewPushSubscription {
  accountKind: PushAccountKind;
  accountId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Queries of the devices that turned alerts on; no rules here. */
export function createPushSubscriptionRepository(db: Db) {
  return {
    /** One row per endpoint: the same browser subscribing again is the account that signed in on it last, with its newest keys. */
    async save(row: NewPushSubscription): Promise<PushSubscriptionRow> {
      const [saved] = await db
        .insert(pushSubscriptions)
        .values({ id: newId(), ...row })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { accountKind: row.accountKind, accountId: row.accountId, p256dh: row.p256dh, auth: row.auth, createdAt: sql`now()` },
        })
        .returning();
      return saved!;
    },

    /** Keeps an account's `keep` newest devices: a phone replaced long ago stops being sent to. */
    async keepNewest(accountKind: PushAccountKind, accountId: string, keep: number): Promise<void> {
      const newest = db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(and(eq(pushSubscriptions.accountKind, accountKind), eq(pushSubscriptions.accountId, accountId)))
        .orderBy(desc(pushSubscriptions.createdAt))
        .limit(keep);
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.accountKind, accountKind), eq(pushSubscriptions.accountId, accountId), notInArray(pushSubscriptions.id, newest)));
    },

    /** Removes one device of one account; another account's device with that endpoint is left alone. */
    async removeOwn(accountKind: PushAccountKind, accountId: string, endpoint: string): Promise<boolean> {
      const rows = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.accountKind, accountKind), eq(pushSubscriptions.accountId, accountId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return rows.length > 0;
    },

    /** The push service said the subscription is gone (404/410). */
    async remove(id: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },

    find(id: string): Promise<PushSubscriptionRow | undefined> {
      return db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.id, id))
        .then((rows) => rows[0]);
    },

    ofAccount(accountKind: PushAccountKind, accountId: string): Promise<PushSubscriptionRow[]> {
      return db
        .select()
        .from(pushSubscriptions)
        .where(and(eq(pushSubscriptions.accountKind, accountKind), eq(pushSubscriptions.accountId, accountId)));
    },

    async markSent(id: string): Promise<void> {
      await db.update(pushSubscriptions).set({ lastSentAt: sql`now()` }).where(eq(pushSubscriptions.id, id));
    },
  };
}
export type PushSubscriptionRepository = ReturnType<typeof createPushSubscriptionRepository>;
