import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

/**
 * Runs a raw statement and returns its rows. node-postgres and PGlite both answer with
 * `{ rows }`; the shared database type cannot say so, hence the one cast here.
 */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
