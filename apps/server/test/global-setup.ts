import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { wrapPglite } from '../src/db/client.ts';
import { TEMPLATE_FILE } from './helpers/paths.ts';

/**
 * Creating and migrating a PGlite database takes seconds, so it happens once: every test file
 * then loads this migrated copy. Against PostgreSQL each file creates its own database instead.
 */
export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return;
  mkdirSync(join(TEMPLATE_FILE, '..'), { recursive: true });
  const client = await PGlite.create({ extensions: { pg_trgm } });
  const database = wrapPglite(client);
  await database.migrate();
  const dump = await client.dumpDataDir('none');
  writeFileSync(TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
  await client.close();
}
