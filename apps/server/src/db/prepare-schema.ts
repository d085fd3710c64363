import type { Database } from './client.ts';
import { assertSchemaNotNewer } from './schema-version.ts';

/**
 * What every start (and `npm run migrate`) does to the schema: refuse one made by a newer version
 * of Sokoni (SchemaTooNewError, before anything is written), then apply the migrations it lacks.
 */
export async function prepareSchema(database: Database): Promise<void> {
  await assertSchemaNotNewer(database.db);
  await database.migrate();
}
