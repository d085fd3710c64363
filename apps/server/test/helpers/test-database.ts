import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres, wrapPglite, type Database } from '../../src/db/client.ts';
import { inject } from 'vitest';
import { catalogueWriteCheck } from '../../src/modules/catalog/catalogue-writes.ts';
import { lease, takePglite } from './pglite-pool.ts';
import './paths.ts';

/**
 * A fresh, migrated, empty database for one test file: a PGlite in the template's state made in
 * global setup (a copy of it, or one another file closed and emptied: pglite-pool.ts), or (with
 * TEST_DATABASE_URL) a new PostgreSQL database dropped on close. Its
 * statements pass `catalogueWriteCheck`: a test app then fails a request whose route writes what
 * catalogue answers show without being marked `changesCatalogue`.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const leased = lease(await takePglite(inject('pgliteTemplate')));
    return wrapPglite(leased.client, { logger: catalogueWriteCheck });
  }
  const scratch = await createScratchPostgresDatabase(url);
  const database = openPostgres(scratch.url, 5, { logger: catalogueWriteCheck });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database on the PostgreSQL server of `serverUrl`, for one test file; drop() removes it. */
export async function createScratchPostgresDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `sokoni_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
