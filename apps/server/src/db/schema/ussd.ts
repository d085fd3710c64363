import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * One USSD session as the gateway names it (decision 039). Its state lives here, not in a
 * process, so whichever process the gateway reaches answers the next screen; a session idle for
 * more than three minutes is over.
 */
export const ussdSessions = pgTable(
  'ussd_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    /** The phone as the gateway sent it, normalised (+2547…). */
    phone: text('phone').notNull(),
    /** Where the caller is in the menu and what the earlier screens listed (modules/ussd/ussd-state.ts). */
    state: jsonb('state').notNull(),
    /** How many answers of the gateway's `text` the state has taken in: a repeated request gets the same screen again. */
    answered: integer('answered').notNull().default(0),
    /** The screen last answered, for that repeat. */
    screen: text('screen').notNull(),
    createdAt: createdAt(),
    touchedAt: timestamp('touched_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('ussd_sessions_touched_idx').on(t.touchedAt)],
);
