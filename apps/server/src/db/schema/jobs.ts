import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.ts';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Durable background work: one row per job, claimed by one process at a time (FOR UPDATE SKIP
 * LOCKED plus a lease in locked_until), so scheduled work survives restarts and several processes.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: idColumn().primaryKey(),
    kind: text('kind').notNull(),
    /** Scheduling the same (kind, key) twice keeps the first job: callers may retry safely. */
    key: text('key'),
    payload: jsonb('payload').notNull().default({}),
    state: text('state', { enum: ['pending', 'done', 'failed'] }).notNull().default('pending'),
    dueAt: moment('due_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lastError: text('last_error'),
    /** A claim's lease: past it, a process that died mid-job no longer holds the job. */
    lockedUntil: moment('locked_until'),
    lockedBy: text('locked_by'),
    finishedAt: moment('finished_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('jobs_kind_key_uq').on(t.kind, t.key),
    index('jobs_pending_due_idx').on(t.dueAt).where(sql`${t.state} = 'pending'`),
  ],
);
