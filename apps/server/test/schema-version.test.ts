import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { prepareSchema } from '../src/db/prepare-schema.ts';
import { codeSchemaVersion, databaseSchemaVersion, SchemaTooNewError } from '../src/db/schema-version.ts';
import { createTestDatabase } from './helpers/test-database.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('the schema a server starts on', () => {
  it('is migrated to this version, and migrating again changes nothing', async () => {
    await prepareSchema(database);
    await prepareSchema(database);
    expect(await databaseSchemaVersion(database.db)).toEqual(codeSchemaVersion());
  });

  it('is refused when a newer version of Sokoni migrated it, before anything is written', async () => {
    const newer = codeSchemaVersion().when! + 86_400_000;
    await database.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-version', ${newer})`);
    const start = prepareSchema(database);
    await expect(start).rejects.toThrow(SchemaTooNewError);
    await expect(start).rejects.toThrow(/newer than this server's \(\d{4}_\w+\)/);
    expect((await databaseSchemaVersion(database.db)).when).toBe(newer);
  });
});
