import { createReadStream, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { extname, join } from 'node:path';
import type { Database } from '../../db/client.ts';
import { migrationsUpTo } from '../../db/schema-version.ts';
import type { FileStorage } from '../../providers/storage/storage.ts';
import type { Manifest } from './manifest.ts';
import { RestoreRefused, type OpenedArchive } from './read-archive.ts';
import { countRows, hasRows, listSequences, listTables } from './snapshot.repository.ts';
import { dropApplicationSchema, insertRows, setSequence, setUserTriggers, writableColumns } from './restore.repository.ts';

const BATCH_ROWS = 1000;
const BATCH_CHARS = 4 * 1024 * 1024;
const CONTENT_TYPES: Record<string, string> = { '.webp': 'image/webp', '.pdf': 'application/pdf', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg' };

/** Tables of the target that hold at least one row: a restore would mix two databases. */
export async function nonEmptyTables(database: Database): Promise<string[]> {
  const found: string[] = [];
  for (const table of await listTables(database.db)) if (await hasRows(database.db, table)) found.push(table);
  return found;
}

export interface RestoreOptions {
  database: Database;
  storage: FileStorage;
  archive: OpenedArchive;
  /** Replace whatever the target holds (only an empty target is restored into otherwise). */
  force: boolean;
  say(line: string): void;
}

/**
 * Restores an opened archive: builds the schema the backup was taken from, loads every table in
 * one transaction (foreign-key order, derived-row triggers off, sequences set), proves the counts
 * equal the manifest's before committing, then runs the migrations made since, and puts the uploads back.
 */
export async function restoreBackup({ database, storage, archive, force, say }: RestoreOptions): Promise<void> {
  const { manifest, dir } = archive;
  const occupied = await nonEmptyTables(database);
  if (occupied.length && !force) {
    throw new RestoreRefused(`The target database is not empty (${occupied.slice(0, 5).join(', ')}${occupied.length > 5 ? ', …' : ''} hold rows). Restore into an empty one, or add --force to replace its contents.`);
  }
  // An empty target may still carry a newer schema (a server started on it once): start from nothing.
  await dropApplicationSchema(database.db);
  if (occupied.length) say(`Dropped the previous contents (${occupied.length} tables held rows).`);

  const older = migrationsUpTo(manifest.schema.when!);
  try {
    await database.migrate(older.folder);
  } finally {
    older.remove();
  }
  say(`Built the schema of the backup (${manifest.schema.migration}).`);

  let loaded = manifest.tables;
  await database.db.transaction(async (tx) => {
    const known = new Set(await listTables(tx));
    // Tables no migration made (socket.io's PostgreSQL adapter creates one for its in-flight attachments
    // while the server runs) have no place in the rebuilt schema: their rows are transient, so skipped.
    const unknown = manifest.tables.filter((t) => !known.has(t.name));
    if (unknown.length) say(`Skipped tables that no migration creates (made at run time): ${unknown.map((t) => `${t.name} (${t.rows} rows)`).join(', ')}.`);
    loaded = manifest.tables.filter((t) => known.has(t.name));
    for (const table of known) await setUserTriggers(tx, table, false);
    for (const table of loaded) await loadTable(tx as unknown as Database['db'], dir, table.name, table.file);
    for (const table of known) await setUserTriggers(tx, table, true);
    const sequences = JSON.parse(readFileSync(join(dir, manifest.sequencesFile), 'utf8')) as Record<string, { value: string; called: boolean }>;
    const knownSequences = new Set(await listSequences(tx));
    for (const [name, { value, called }] of Object.entries(sequences)) if (knownSequences.has(name)) await setSequence(tx, name, value, called);
    const wrong: string[] = [];
    for (const table of loaded) {
      const n = await countRows(tx, table.name);
      if (n !== table.rows) wrong.push(`${table.name}: ${n} rows, the backup has ${table.rows}`);
    }
    if (wrong.length) throw new RestoreRefused(`Restored counts differ from the manifest, nothing was kept: ${wrong.join('; ')}`);
  });
  const total = loaded.reduce((sum, t) => sum + t.rows, 0);
  say(`Restored ${total} rows in ${loaded.length} tables; every count matches the manifest.`);

  await database.migrate();
  say('Applied the migrations made since the backup (if any): the schema is this version\'s.');
  await restoreUploads(storage, dir, manifest, say);
}

async function loadTable(db: Database['db'], dir: string, table: string, file: string) {
  const columns = await writableColumns(db, table);
  const lines = createInterface({ input: createReadStream(join(dir, file), 'utf8'), crlfDelay: Infinity });
  let batch: string[] = [];
  let chars = 0;
  for await (const line of lines) {
    if (!line) continue;
    batch.push(line);
    chars += line.length;
    if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) {
      await insertRows(db, table, columns, batch);
      batch = [];
      chars = 0;
    }
  }
  if (batch.length) await insertRows(db, table, columns, batch);
}

async function restoreUploads(storage: FileStorage, dir: string, manifest: Manifest, say: (line: string) => void) {
  if (manifest.uploads.storage === 's3') {
    say(`Uploads: the backup lists ${manifest.uploads.count} keys of bucket ${manifest.uploads.bucket} (${manifest.uploads.keysFile}); their bytes stay in the bucket and were not copied.`);
    return;
  }
  const files = Object.keys(manifest.files).filter((f) => f.startsWith('uploads/'));
  for (const file of files) {
    const [, folder, ...rest] = file.split('/');
    await storage.put(folder!, rest.join('/'), await readFile(join(dir, file)), CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream');
  }
  say(`Uploads: put back ${files.length} files (${manifest.uploads.bytes} bytes) into ${storage.description}.`);
  if (manifest.uploads.missing.length) say(`Note: ${manifest.uploads.missing.length} uploads the rows refer to were already missing when the backup was made.`);
}
