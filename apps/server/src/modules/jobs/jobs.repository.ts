import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { newId } from '../../db/ids.ts';

export type JobRow = typeof jobs.$inferSelect;

export interface NewJob {
  kind: string;
  payload: unknown;
  /** Idempotency key: a second job with the same kind and key is not created. */
  key?: string;
  /** Milliseconds from the database's now(); every process shares that one clock. */
  delayMs: number;
  maxAttempts: number;
}

const dbNowPlus = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/** Queries of the jobs table; the rules (when to retry, when to give up) live in the runner. */
export function createJobRepository(db: Db) {
  return {
    /** Inserts the job unless (kind, key) exists; answers the id of the new job, or null. */
    async insert(tx: DbOrTx, job: NewJob): Promise<string | null> {
      const rows = await tx
        .insert(jobs)
        .values({ id: newId(), kind: job.kind, key: job.key ?? null, payload: job.payload ?? {}, dueAt: dbNowPlus(job.delayMs), maxAttempts: job.maxAttempts })
        .onConflictDoNothing()
        .returning({ id: jobs.id });
      return rows[0]?.id ?? null;
    },

    /** Inserts several jobs in one statement, each skipped when its (kind, key) exists. */
    async insertMany(tx: DbOrTx, list: (NewJob & { id: string })[]): Promise<void> {
      if (!list.length) return;
      await tx
        .insert(jobs)
        .values(list.map((job) => ({ id: job.id, kind: job.kind, key: job.key ?? null, payload: job.payload ?? {}, dueAt: dbNowPlus(job.delayMs), maxAttempts: job.maxAttempts })))
        .onConflictDoNothing();
    },

    /**
     * Claims up to `limit` due jobs of the given kinds for `worker` for `leaseMs`. SKIP LOCKED lets
     * concurrent claimers pass over rows another is taking, and the lease keeps them from taking
     * it afterwards; a claim whose lease ran out (its process died) is claimable again.
     */
    async claimDue(worker: string, kinds: string[], limit: number, leaseMs: number): Promise<JobRow[]> {
      if (!kinds.length) return [];
      const due = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            eq(jobs.state, 'pending'),
            inArray(jobs.kind, kinds),
            lte(jobs.dueAt, sql`now()`),
            or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, sql`now()`)),
          ),
        )
        .orderBy(asc(jobs.dueAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(jobs)
        .set({ lockedBy: worker, lockedUntil: dbNowPlus(leaseMs), attempts: sql`${jobs.attempts} + 1`, updatedAt: sql`now()` })
        .where(inArray(jobs.id, due))
        .returning();
    },

    /** Answers false when the claim was lost (lease expired and another process took the job). */
    async markDone(id: string, worker: string): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({ state: 'done', lockedBy: null, lockedUntil: null, finishedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(jobs.id, id), eq(jobs.lockedBy, worker), eq(jobs.state, 'pending')))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    async markRetry(id: string, worker: string, error: string, delayMs: number): Promise<void> {
      await db
        .update(jobs)
        .set({ lastError: error, dueAt: dbNowPlus(delayMs), lockedBy: null, lockedUntil: null, updatedAt: sql`now()` })
        .where(and(eq(jobs.id, id), eq(jobs.lockedBy, worker), eq(jobs.state, 'pending')));
    },

    async markFailed(id: string, worker: string, error: string): Promise<void> {
      await db
        .update(jobs)
        .set({ state: 'failed', lastError: error, lockedBy: null, lockedUntil: null, finishedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(jobs.id, id), eq(jobs.lockedBy, worker), eq(jobs.state, 'pending')));
    },

    /** Deletes jobs done more than `days` ago; failed jobs stay for support to read. */
    async deleteDoneBefore(days: number): Promise<number> {
      const rows = await db
        .delete(jobs)
        .where(and(eq(jobs.state, 'done'), lt(jobs.finishedAt, sql`now() - make_interval(days => ${days})`)))
        .returning({ id: jobs.id });
      return rows.length;
    },

    async find(id: string): Promise<JobRow | undefined> {
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
      return row;
    },

    async findByKey(kind: string, key: string): Promise<JobRow | undefined> {
      const [row] = await db.select().from(jobs).where(and(eq(jobs.kind, kind), eq(jobs.key, key)));
      return row;
    },
  };
}

export type JobRepository = ReturnType<typeof createJobRepository>;
