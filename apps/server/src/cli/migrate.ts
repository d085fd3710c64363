// Applies the database migrations and exits: run once, by one process, before the servers of a new
// version start (docs/deploy.md). Refuses a schema made by a newer version of Sokoni.
//   npm run migrate
import { openDatabase } from '../db/client.ts';
import { prepareSchema } from '../db/prepare-schema.ts';
import { codeSchemaVersion, databaseSchemaVersion } from '../db/schema-version.ts';
import { findRunningServer } from '../modules/backup/running-server.ts';
import { commandConfig, fail } from './cli-config.ts';

async function main() {
  const config = commandConfig();
  if (!config.databaseUrl && await findRunningServer(config.dataDir)) {
    fail(`A server is running on ${config.dataDir}; it migrated the embedded database when it started. Stop it to migrate by hand.`);
  }
  const database = await openDatabase(config);
  try {
    const before = await databaseSchemaVersion(database.db);
    await prepareSchema(database);
    const after = codeSchemaVersion();
    console.log(before.when === after.when ? `The schema is up to date (${after.migration}).` : `Migrated from ${before.migration ?? 'an empty database'} to ${after.migration}.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
