import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { jobs as jobsTable } from '../../db/schema/index.ts';
import { openPostgres, type Database } from '../../db/client.ts';
import { createScratchPostgresDatabase, createTestDatabase } from '../../../test/helpers/test-database.ts';
import { recordingLog } from '../../../test/helpers/recording-log.ts';
import { createJobRunner, RetryLater, type JobRunner } from './job-runner.ts';
import { createJobRepository } from './jobs.repository.ts';

let database: Database;
const runners: JobRunner[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
});
afterAll(async () => {
  await database?.close();
});

function runner(db = database, options: { batchSize?: number } = {}) {
  const made = createJobRunner({ db: db.db, log: recordingLog().log, pollMs: 20, ...options });
  runners.push(made);
  return made;
}

async function job(id: string) {
  return createJobRepository(database.db).find(id);
}

/** Moves a job's due time to now: tests do not wait for the clock. */
async function makeDue(id: string) {
  await database.db.execute(sql`update jobs set due_at = now() where id = ${id}`);
}

describe('durable background jobs', () => {
  it('runs a due job once with its payload, and a repeated key schedules nothing new', async () => {
    const seen: unknown[] = [];
    const jobs = runner();
    jobs.register<{ orderId: string }>('test.greet', async (payload) => {
      seen.push(payload);
    });
    const id = await jobs.schedule('test.greet', { orderId: 'a1' }, { key: 'order-a1' });
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(await jobs.schedule('test.greet', { orderId: 'a1' }, { key: 'order-a1' })).toBeNull();
    expect(await jobs.runDue()).toBe(1);
    expect(await jobs.runDue()).toBe(0);
    expect(seen).toEqual([{ orderId: 'a1' }]);
    expect(await job(id!)).toMatchObject({ state: 'done', attempts: 1, lockedBy: null });
  });

  it('does not run a job before its due time', async () => {
    let runs = 0;
    const jobs = runner();
    jobs.register('test.later', async () => {
      runs += 1;
    });
    const id = await jobs.schedule('test.later', {}, { delayMs: 3_600_000 });
    expect(await jobs.runDue()).toBe(0);
    expect(runs).toBe(0);
    expect(await job(id!)).toMatchObject({ state: 'pending', attempts: 0 });
    await makeDue(id!);
    expect(await jobs.runDue()).toBe(1);
    expect(runs).toBe(1);
  });

  it('retries a failing job after a growing wait, then marks it failed with the reason', async () => {
    const jobs = runner();
    const attempts: number[] = [];
    jobs.register(
      'test.broken',
      async (_payload, context) => {
        attempts.push(context.attempt);
        throw new Error(`provider said no (${context.attempt})`);
      },
      { maxAttempts: 3, retryDelayMs: 3_600_000 },
    );
    const id = (await jobs.schedule('test.broken', {}))!;
    expect(await jobs.runDue()).toBe(1);
    const afterFirst = await job(id);
    expect(afterFirst).toMatchObject({ state: 'pending', attempts: 1, lastError: 'provider said no (1)' });
    // The retry waits: not run again straight away.
    expect(await jobs.runDue()).toBe(0);
    await makeDue(id);
    expect(await jobs.runDue()).toBe(1);
    await makeDue(id);
    expect(await jobs.runDue()).toBe(1);
    expect(attempts).toEqual([1, 2, 3]);
    expect(await job(id)).toMatchObject({ state: 'failed', attempts: 3, lastError: 'provider said no (3)' });
    await makeDue(id);
    expect(await jobs.runDue()).toBe(0);
  });

  it('waits as long as an outside service said (Retry-After) instead of its backoff', async () => {
    const jobs = runner();
    jobs.register(
      'test.busy',
      async () => {
        throw new RetryLater('busy: retry after 90 s', 90_000);
      },
      { retryDelayMs: 0 },
    );
    const id = (await jobs.schedule('test.busy', {}))!;
    expect(await jobs.runDue()).toBe(1);
    // The kind's own backoff would run it again at once.
    expect(await jobs.runDue()).toBe(0);
    const [wait] = await database.db.select({ seconds: sql<number>`extract(epoch from ${jobsTable.dueAt} - now())::float8` }).from(jobsTable).where(eq(jobsTable.id, id));
    expect(Number(wait!.seconds)).toBeGreaterThan(85);
    expect(await job(id)).toMatchObject({ state: 'pending', attempts: 1, lastError: 'busy: retry after 90 s' });
  });

  it('a job that succeeds on retry is done', async () => {
    const jobs = runner();
    let calls = 0;
    jobs.register(
      'test.flaky',
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('timeout');
      },
      { retryDelayMs: 0 },
    );
    const id = (await jobs.schedule('test.flaky', {}))!;
    await jobs.runDue();
    expect(await job(id)).toMatchObject({ state: 'done', attempts: 2, lastError: 'timeout' });
  });

  it('survives a restart: a job scheduled by one process, or held by a process that died, is run by the next', async () => {
    const first = runner();
    first.register('test.restart', async () => {
      throw new Error('not this one');
    });
    const scheduled = (await first.schedule('test.restart', { n: 1 }))!;
    await first.stop();

    // A process that claimed a job and then died: its lease runs out and the job is claimable again.
    const crashed = (await first.schedule('test.restart', { n: 2 }))!;
    const held = await createJobRepository(database.db).claimDue('dead-process', ['test.restart'], 10, 60_000);
    expect(held.map((r) => r.id).sort()).toEqual([scheduled, crashed].sort());
    await database.db.execute(sql`update jobs set locked_until = now() - interval '1 second' where id = ${scheduled}`);

    const next = runner();
    const done: unknown[] = [];
    next.register('test.restart', async (payload) => {
      done.push(payload);
    });
    expect(await next.runDue()).toBe(1);
    expect(done).toEqual([{ n: 1 }]);
    expect(await job(crashed)).toMatchObject({ state: 'pending', lockedBy: 'dead-process' });
  });

  it('a job scheduled inside a transaction exists only if the transaction commits', async () => {
    const jobs = runner();
    jobs.register('test.tx', async () => undefined);
    await expect(
      database.db.transaction(async (tx) => {
        await jobs.schedule('test.tx', {}, { tx, key: 'rolled-back' });
        throw new Error('the order was refused');
      }),
    ).rejects.toThrow('the order was refused');
    expect(await createJobRepository(database.db).findByKey('test.tx', 'rolled-back')).toBeUndefined();
    await database.db.transaction(async (tx) => {
      await jobs.schedule('test.tx', {}, { tx, key: 'committed' });
    });
    expect(await createJobRepository(database.db).findByKey('test.tx', 'committed')).toMatchObject({ state: 'pending' });
    expect(await jobs.runDue()).toBe(1);
  });

  it('jobs written in one statement commit with their transaction, each once, and a key already there adds nothing', async () => {
    const jobs = runner();
    const ran: string[] = [];
    jobs.register<{ name: string }>('test.batched', async ({ name }) => {
      ran.push(name);
    });
    await jobs.schedule('test.batched', { name: 'first' }, { key: 'already-there' });
    await expect(
      database.db.transaction((tx) =>
        jobs.inOneStatement(tx, async () => {
          await jobs.schedule('test.batched', { name: 'refused' }, { tx, key: 'batch-rolled-back' });
          throw new Error('the order was refused');
        }),
      ),
    ).rejects.toThrow('the order was refused');
    expect(await createJobRepository(database.db).findByKey('test.batched', 'batch-rolled-back')).toBeUndefined();
    await database.db.transaction((tx) =>
      jobs.inOneStatement(tx, async () => {
        await jobs.schedule('test.batched', { name: 'a' }, { tx, key: 'batch-a' });
        await jobs.schedule('test.batched', { name: 'a again' }, { tx, key: 'batch-a' });
        await jobs.schedule('test.batched', { name: 'second' }, { tx, key: 'already-there' });
        await jobs.schedule('test.batched', { name: 'later' }, { tx, key: 'batch-later', delayMs: 3_600_000 });
      }),
    );
    expect(await jobs.runDue()).toBe(2);
    expect(ran.sort()).toEqual(['a', 'first']);
    expect(await createJobRepository(database.db).findByKey('test.batched', 'batch-later')).toMatchObject({ state: 'pending', attempts: 0 });
  });

  it('deletes jobs done long ago and keeps recent and failed ones', async () => {
    const jobs = runner();
    jobs.register('test.prune', async (payload: { fail?: boolean }) => {
      if (payload.fail) throw new Error('gave up');
    }, { maxAttempts: 1 });
    const old = (await jobs.schedule('test.prune', {}))!;
    const recent = (await jobs.schedule('test.prune', {}))!;
    const failed = (await jobs.schedule('test.prune', { fail: true }))!;
    await jobs.runDue();
    await database.db.execute(sql`update jobs set finished_at = now() - interval '15 days' where id in (${old}, ${failed})`);
    expect(await jobs.prune()).toBe(1);
    expect(await job(old)).toBeUndefined();
    expect(await job(recent)).toMatchObject({ state: 'done' });
    expect(await job(failed)).toMatchObject({ state: 'failed', lastError: 'gave up' });
  });

  it('leaves kinds it does not know to the processes that do', async () => {
    const jobs = runner();
    jobs.register('test.known', async () => undefined);
    const id = (await jobs.schedule('test.unknown-here', {}))!;
    expect(await jobs.runDue()).toBe(0);
    expect(await job(id)).toMatchObject({ state: 'pending', attempts: 0 });
  });

  it('the polling loop started by the app runs scheduled work and stops cleanly', async () => {
    const jobs = runner();
    const ran: string[] = [];
    jobs.register<{ name: string }>('test.loop', async ({ name }) => {
      ran.push(name);
    });
    jobs.start();
    const id = (await jobs.schedule('test.loop', { name: 'now' }))!;
    await expect.poll(async () => (await job(id))?.state).toBe('done');
    await jobs.stop();
    await jobs.schedule('test.loop', { name: 'after stop' });
    expect(ran).toEqual(['now']);
  });

  it('two runners on one database never run the same job twice', async () => {
    await concurrentRunners(database, database);
  });
});

/** Sixty jobs, two runners claiming at once: every job runs exactly once. */
async function concurrentRunners(one: Database, two: Database) {
  const runs = new Map<number, number>();
  const handler = async ({ n }: { n: number }) => {
    runs.set(n, (runs.get(n) ?? 0) + 1);
    await new Promise((resolve) => setImmediate(resolve));
  };
  const a = runner(one, { batchSize: 3 });
  const b = runner(two, { batchSize: 3 });
  a.register('test.race', handler);
  b.register('test.race', handler);
  for (let n = 0; n < 60; n += 1) await a.schedule('test.race', { n }, { delayMs: 3_600_000 });
  await one.db.execute(sql`update jobs set due_at = now() where kind = 'test.race'`);
  const [ranA, ranB] = await Promise.all([a.runDue(), b.runDue()]);
  expect(ranA + ranB).toBe(60);
  expect([...runs.values()].every((count) => count === 1)).toBe(true);
  expect(runs.size).toBe(60);
}

const url = process.env.TEST_DATABASE_URL;
describe.runIf(url)('durable background jobs on one PostgreSQL shared by two processes (runs with TEST_DATABASE_URL)', () => {
  let one: Database;
  let two: Database;
  let scratch: { url: string; drop(): Promise<void> };
  beforeAll(async () => {
    scratch = await createScratchPostgresDatabase(url!);
    one = openPostgres(scratch.url, 4);
    await one.migrate();
    two = openPostgres(scratch.url, 4);
  });
  afterAll(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
    await one?.close();
    await two?.close();
    await scratch?.drop();
  });

  it('two runners with their own connection pools never run the same job twice', async () => {
    await concurrentRunners(one, two);
  });
});
