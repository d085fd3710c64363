import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { createJobRepository, type JobRow, type NewJob } from './jobs.repository.ts';

export interface JobContext {
  id: string;
  kind: string;
  /** 1 on the first run, 2 on the first retry, ... */
  attempt: number;
  maxAttempts: number;
}

/**
 * Does the work of one job. Throwing retries it later with backoff. A job may run again after its
 * process died mid-way (its lease ran out), so handlers must be safe to repeat.
 */
export type JobHandler<P> = (payload: P, job: JobContext) => Promise<void>;

export interface JobKindOptions {
  /** Runs before the job is marked failed (default 5). */
  maxAttempts?: number;
  /** Wait before the first retry; each further retry waits twice as long (default 5 s). */
  retryDelayMs?: number;
  /** The longest wait between two attempts (default 1 h). */
  maxRetryDelayMs?: number;
}

export interface ScheduleOptions {
  /** Run no earlier than this many milliseconds from now (the database's clock). */
  delayMs?: number;
  /** Idempotency key: scheduling the same kind and key again does nothing. */
  key?: string;
  /** Schedule inside the caller's transaction, so the job exists exactly when the change it follows does. */
  tx?: DbOrTx;
}

export interface JobRunnerOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** How often an idle runner looks for due jobs. */
  pollMs: number;
  /** How long a claim holds a job; a handler must finish within it (default 2 min). */
  leaseMs?: number;
  /** Jobs run at once by one process (default 5). */
  batchSize?: number;
  /** Finished jobs are kept this many days, then deleted (default 14); failed ones are kept. */
  keepDoneDays?: number;
}

export interface JobRunner {
  register<P>(kind: string, handler: JobHandler<P>, options?: JobKindOptions): void;
  /** Answers the new job's id, or null when a job with this kind and key already exists. */
  schedule<P>(kind: string, payload: P, options?: ScheduleOptions): Promise<string | null>;
  /**
   * Runs `write` with the jobs it schedules in `tx` collected, then inserts them all in one
   * statement (still in `tx`, so they commit with it). While collecting, `schedule` in `tx`
   * answers the id the job will have, or would have had when its kind and key already exist.
   */
  inOneStatement<T>(tx: DbOrTx, write: () => Promise<T>): Promise<T>;
  /** Runs every job due now (and any that become due while it runs); answers how many ran. */
  runDue(): Promise<number>;
  /** Starts polling; the loop only wakes the runner, the work to do is in the database. */
  start(): void;
  /** Stops polling and waits for the jobs running now to finish. */
  stop(): Promise<void>;
  /** Deletes jobs finished longer ago than keepDoneDays; the polling loop does this once an hour. */
  prune(): Promise<number>;
  readonly worker: string;
}

interface Registered {
  handler: JobHandler<unknown>;
  maxAttempts: number;
  retryDelayMs: number;
  maxRetryDelayMs: number;
}

/**
 * Thrown by a handler whose outside service said when to ask again (an HTTP `Retry-After`): the
 * retry waits at least that long instead of the kind's backoff (and counts as an attempt).
 */
export class RetryLater extends Error {
  constructor(
    message: string,
    readonly afterMs: number,
  ) {
    super(message);
  }
}

/** Delay before retry number `attempt` (1-based): doubling from the first delay, capped. */
export function retryDelay(attempt: number, firstMs: number, maxMs: number): number {
  return Math.min(maxMs, firstMs * 2 ** Math.max(0, attempt - 1));
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, log, pollMs } = options;
  const leaseMs = options.leaseMs ?? 120_000;
  const batchSize = options.batchSize ?? 5;
  const repo = createJobRepository(db);
  const kinds = new Map<string, Registered>();
  /** Jobs scheduled in a transaction inside inOneStatement, not yet inserted. */
  const collected = new WeakMap<DbOrTx, (NewJob & { id: string })[]>();
  const worker = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  let loop: Promise<void> | null = null;
  let running = false;
  let wake: (() => void) | null = null;
  let pollFailing = false;
  let prunedAt = 0;
  const PRUNE_EVERY_MS = 3_600_000;

  async function runOne(row: JobRow): Promise<void> {
    const kind = kinds.get(row.kind)!;
    const context: JobContext = { id: row.id, kind: row.kind, attempt: row.attempts, maxAttempts: row.maxAttempts };
    try {
      await kind.handler(row.payload, context);
    } catch (err) {
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
      if (row.attempts >= row.maxAttempts) {
        log.error({ job: row.id, kind: row.kind, attempt: row.attempts, reason: message }, 'job failed for good');
        await repo.markFailed(row.id, worker, message);
      } else {
        // Never sooner than a second: a service answering 'Retry-After: 0' is not asked in a loop.
        const delayMs = err instanceof RetryLater ? Math.max(1000, err.afterMs) : retryDelay(row.attempts, kind.retryDelayMs, kind.maxRetryDelayMs);
        log.warn({ job: row.id, kind: row.kind, attempt: row.attempts, retryInMs: delayMs, reason: message }, 'job failed, will retry');
        await repo.markRetry(row.id, worker, message, delayMs);
      }
      return;
    }
    if (!(await repo.markDone(row.id, worker))) log.warn({ job: row.id, kind: row.kind }, 'job finished after its lease ran out');
  }

  async function runDue(): Promise<number> {
    let ran = 0;
    for (;;) {
      const claimed = await repo.claimDue(worker, [...kinds.keys()], batchSize, leaseMs);
      if (!claimed.length) return ran;
      await Promise.all(claimed.map((row) => runOne(row)));
      ran += claimed.length;
    }
  }

  async function poll(): Promise<void> {
    while (running) {
      try {
        await runDue();
        // Housekeeping, not business state: any process may prune, and pruning twice is harmless.
        if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
          prunedAt = Date.now();
          await repo.deleteDoneBefore(options.keepDoneDays ?? 14);
        }
        if (pollFailing) log.info('background jobs are running again');
        pollFailing = false;
      } catch (err) {
        // Logged once per outage, not once per poll.
        if (!pollFailing) log.warn({ err }, 'background jobs could not be read; retrying');
        pollFailing = true;
      }
      if (!running) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        timer.unref();
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
  }

  return {
    worker,
    register(kind, handler, opts = {}) {
      if (kinds.has(kind)) throw new Error(`Job kind ${kind} is registered twice`);
      kinds.set(kind, {
        handler: handler as JobHandler<unknown>,
        maxAttempts: opts.maxAttempts ?? 5,
        retryDelayMs: opts.retryDelayMs ?? 5000,
        maxRetryDelayMs: opts.maxRetryDelayMs ?? 3_600_000,
      });
    },
    async schedule(kind, payload, opts = {}) {
      const registered = kinds.get(kind);
      const job = { kind, payload, key: opts.key, delayMs: Math.max(0, opts.delayMs ?? 0), maxAttempts: registered?.maxAttempts ?? 5 };
      const collecting = opts.tx ? collected.get(opts.tx) : undefined;
      if (collecting) {
        const id = newId();
        collecting.push({ ...job, id });
        return id;
      }
      const id = await repo.insert(opts.tx ?? db, job);
      // Work due now starts without waiting for the next poll (inside a transaction, once committed, on the next poll).
      if (id && !opts.tx && !(opts.delayMs ?? 0)) wake?.();
      return id;
    },
    async inOneStatement(tx, write) {
      if (collected.has(tx)) return write();
      const jobs: (NewJob & { id: string })[] = [];
      collected.set(tx, jobs);
      try {
        const result = await write();
        await repo.insertMany(tx, jobs);
        return result;
      } finally {
        collected.delete(tx);
      }
    },
    runDue,
    prune: () => repo.deleteDoneBefore(options.keepDoneDays ?? 14),
    start() {
      if (running) return;
      running = true;
      loop = poll();
    },
    async stop() {
      running = false;
      wake?.();
      await loop;
      loop = null;
    },
  };
}
