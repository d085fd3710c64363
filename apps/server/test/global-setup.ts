import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { TestProject } from 'vitest/node';
import { wrapPglite } from '../src/db/client.ts';
import { templateFileFor } from './helpers/paths.ts';

/**
 * Creating and migrating a PGlite database takes seconds, so it happens once: every test file
 * then loads this migrated copy. Against PostgreSQL each file creates its own database instead.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return;
  const file = templateFileFor(process.pid);
  mkdirSync(dirname(file), { recursive: true });
  const client = await PGlite.create({ extensions: { pg_trgm } });
  const database = wrapPglite(client);
  await database.migrate();
  const dump = await client.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplate', file);
  return () => rmSync(file, { force: true });
}
