import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ussdSessions } from '../../db/schema/index.ts';
import type { UssdState } from './ussd-state.ts';

export interface UssdSessionRow {
  sessionId: string;
  phone: string;
  state: UssdState;
  answered: number;
  screen: string;
  touchedAt: Date;
}

/** Sessions long over are removed as new ones start: a day is far past any gateway's session. */
const KEEP_MS = 24 * 60 * 60_000;

export function createUssdSessionRepository(db: Db) {
  return {
    async find(sessionId: string): Promise<UssdSessionRow | null> {
      const [row] = await db.select().from(ussdSessions).where(eq(ussdSessions.sessionId, sessionId));
      return row ? { ...row, state: row.state as UssdState } : null;
    },

    /** A new session, or one the gateway reuses after it went idle: it starts again from its first screen. */
    async start(row: { sessionId: string; phone: string; state: UssdState; screen: string; answered: number }): Promise<void> {
      await db.delete(ussdSessions).where(lt(ussdSessions.touchedAt, new Date(Date.now() - KEEP_MS)));
      await db
        .insert(ussdSessions)
        .values({ ...row, touchedAt: sql`now()` })
        .onConflictDoUpdate({ target: ussdSessions.sessionId, set: { phone: row.phone, state: row.state, screen: row.screen, answered: row.answered, touchedAt: sql`now()` } });
    },

    /** The next screen, taken only if no other request moved the session meanwhile (one winner). */
    async advance(sessionId: string, fromAnswered: number, next: { state: UssdState; screen: string; answered: number }): Promise<boolean> {
      const moved = await db
        .update(ussdSessions)
        .set({ ...next, touchedAt: sql`now()` })
        .where(and(eq(ussdSessions.sessionId, sessionId), eq(ussdSessions.answered, fromAnswered)))
        .returning({ sessionId: ussdSessions.sessionId });
      return moved.length === 1;
    },
  };
}
export type UssdSessionRepository = ReturnType<typeof createUssdSessionRepository>;
