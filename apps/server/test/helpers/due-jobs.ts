import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app.ts';

/**
 * Makes every pending job of `kind` due now and waits until they have run, as if their time had
 * come (the polling loop may take some of them; this waits for those too).
 */
export async function runJobsNow(t: TestApp, kind: string): Promise<void> {
  await t.database.db.execute(sql`update jobs set due_at = now() where kind = ${kind} and state = 'pending'`);
  for (let round = 0; round < 200; round++) {
    await t.services.jobs.runDue();
    const { rows } = (await t.database.db.execute(sql`select count(*)::int as n from jobs where kind = ${kind} and state = 'pending' and due_at <= now()`)) as unknown as {
      rows: { n: number }[];
    };
    if (Number(rows[0]?.n ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`jobs of kind ${kind} did not run`);
}
