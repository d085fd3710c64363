import pg from 'pg';
import { openPostgres, type Database } from '../../apps/server/src/db/client.ts';

/**
 * Drops and recreates a benchmark database, then migrates it, so every run starts from the same
 * empty schema. Only names that are clearly benchmark databases are accepted.
 */
export async function recreateDatabase(url: string): Promise<Database> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[a-z0-9_]*bench[a-z0-9_]*$/.test(name)) {
    throw new Error(`Refusing to recreate "${name}": benchmark database names contain "bench" and only a-z, 0-9 and _.`);
  }
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  // Seeding inserts large batches and builds indexes: the server's 5 s statement deadline is not for it.
  const database = openPostgres(url, 4, { timeouts: { connectTimeoutMs: 10_000, statementTimeoutMs: 600_000 } });
  await database.migrate();
  return database;
}

/** Inserts rows a batch at a time (one statement per batch). */
export async function insertInBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}
