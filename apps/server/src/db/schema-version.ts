import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type Db, type DbOrTx } from './client.ts';

/** One migration as drizzle-kit lists it in meta/_journal.json; `when` is what the database records. */
export interface MigrationEntry {
  tag: string;
  when: number;
}

/** The schema a database holds: the last migration applied to it (null for a database never migrated). */
export interface SchemaVersion {
  migration: string | null;
  when: number | null;
}

export class SchemaTooNewError extends Error {}

export function knownMigrations(folder = migrationsFolder()): MigrationEntry[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as { entries: MigrationEntry[] };
  return journal.entries.map(({ tag, when }) => ({ tag, when })).sort((a, b) => a.when - b.when);
}

/** The newest migration this code knows. */
export function codeSchemaVersion(): SchemaVersion {
  const last = knownMigrations().at(-1);
  return { migration: last?.tag ?? null, when: last?.when ?? null };
}

/** Reads drizzle's own record of applied migrations (schema "drizzle"), matched to the journal by time. */
export async function databaseSchemaVersion(db: DbOrTx): Promise<SchemaVersion> {
  const table = (await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`)) as unknown as { rows: { name: string | null }[] };
  if (!table.rows[0]?.name) return { migration: null, when: null };
  const result = (await db.execute(
    sql`select created_at::text as "when" from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  )) as unknown as { rows: { when: string }[] };
  const when = result.rows[0] ? Number(result.rows[0].when) : null;
  if (when === null) return { migration: null, when: null };
  const known = knownMigrations().find((m) => m.when === when);
  return { migration: known?.tag ?? `unknown migration of ${new Date(when).toISOString()}`, when };
}

/** True when `version` is a migration this code does not know or one made after its newest. */
export function isNewerThanCode(version: SchemaVersion): boolean {
  if (version.when === null) return false;
  const known = knownMigrations();
  const newest = known.at(-1)?.when ?? 0;
  return version.when > newest || !known.some((m) => m.when === version.when);
}

/**
 * An older server must not run on a schema a newer one migrated: it would write rows the new
 * columns and rules do not expect. Called before migrating, at every start and by `npm run migrate`.
 */
export async function assertSchemaNotNewer(db: Db): Promise<void> {
  const found = await databaseSchemaVersion(db);
  if (!isNewerThanCode(found)) return;
  const code = codeSchemaVersion();
  throw new SchemaTooNewError(
    `The database's schema (${found.migration}) is newer than this server's (${code.migration}). ` +
      'Run the newer version of Sokoni, or restore a backup made with this one.',
  );
}

/**
 * A copy of the migrations folder whose journal stops at `when`: restoring an older archive first
 * builds the schema it was taken from, loads the rows, then lets the newer migrations move them on.
 */
export function migrationsUpTo(when: number): { folder: string; remove(): void } {
  const source = migrationsFolder();
  const folder = mkdtempSync(join(tmpdir(), 'sokoni-migrations-'));
  const journal = JSON.parse(readFileSync(join(source, 'meta/_journal.json'), 'utf8')) as { entries: (MigrationEntry & Record<string, unknown>)[] };
  const entries = journal.entries.filter((e) => e.when <= when);
  mkdirSync(join(folder, 'meta'));
  writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) symlinkSync(join(source, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
