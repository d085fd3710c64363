import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, writeFileSync, copyFileSync, linkSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { once } from 'node:events';
import { create as createTar } from 'tar';
import type { Database } from '../../db/client.ts';
import type { StorageConfig } from '../../config.storage.ts';
import { databaseSchemaVersion } from '../../db/schema-version.ts';
import { storageKey } from '../../providers/storage/storage.ts';
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, manifestChecksum, sha256File, type Manifest, type TableEntry } from './manifest.ts';
import { countRows, listForeignKeys, listSequences, listTables, readSequence, tableLines } from './snapshot.repository.ts';
import { foreignKeyOrder } from './table-order.ts';

/** Upload paths as rows store them (/uploads/products/x.webp), found in any column of any table. */
const UPLOAD_PATH = /\/uploads(?:\/[A-Za-z0-9][A-Za-z0-9._-]*){2,}/g;

export interface BackupOptions {
  database: Database;
  storage: StorageConfig;
  /** The .tar.gz to write; it appears only once complete (written beside it, then renamed). */
  out: string;
}

/**
 * Writes one archive: every table as JSON lines read in one REPEATABLE READ, READ ONLY transaction
 * (a consistent snapshot while the server keeps serving), the sequences, the uploads (local files;
 * with S3, the list of keys the rows refer to) and a manifest with counts and SHA-256 checksums.
 */
export async function writeBackup({ database, storage, out }: BackupOptions): Promise<Manifest> {
  mkdirSync(dirname(out), { recursive: true });
  const staging = mkdtempSync(join(dirname(out), '.sokoni-backup-'));
  try {
    const referenced = new Set<string>();
    const dump = await database.db.transaction(
      async (tx) => {
        const schema = await databaseSchemaVersion(tx);
        const order = foreignKeyOrder(await listTables(tx), await listForeignKeys(tx));
        mkdirSync(join(staging, 'tables'));
        const tables: TableEntry[] = [];
        for (const name of order) {
          const file = `tables/${name}.jsonl`;
          const stream = createWriteStream(join(staging, file));
          let rows = 0;
          for await (const lines of tableLines(tx, name)) {
            for (const line of lines) for (const path of line.match(UPLOAD_PATH) ?? []) referenced.add(path);
            rows += lines.length;
            if (!stream.write(lines.join('\n') + '\n')) await once(stream, 'drain');
          }
          stream.end();
          await once(stream, 'close');
          // Counted in the same snapshot: the restore must find exactly these numbers.
          if (rows !== (await countRows(tx, name))) throw new Error(`Table ${name} changed while it was read`);
          tables.push({ name, rows, file });
        }
        const sequences: Record<string, { value: string; called: boolean }> = {};
        for (const name of await listSequences(tx)) sequences[name] = await readSequence(tx, name);
        return { schema, tables, sequences };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    if (dump.schema.when === null) throw new Error('The database has never been migrated: there is nothing to back up.');
    writeFileSync(join(staging, 'sequences.json'), JSON.stringify(dump.sequences, null, 2));
    const uploads = storage.kind === 'local' ? copyLocalUploads(storage.dir, staging, referenced) : listS3Keys(storage, staging, referenced);

    const files: Record<string, string> = {};
    for (const file of walk(staging)) files[file] = await sha256File(join(staging, file));
    const body: Omit<Manifest, 'checksum'> = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      createdAt: new Date().toISOString(),
      engine: database.engine,
      schema: dump.schema,
      tables: dump.tables,
      sequencesFile: 'sequences.json',
      uploads,
      files,
    };
    const manifest: Manifest = { ...body, checksum: manifestChecksum(body) };
    writeFileSync(join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));

    const partial = `${out}.partial`;
    await createTar({ gzip: true, file: partial, cwd: staging, portable: true }, ['manifest.json', ...Object.keys(files).sort()]);
    renameSync(partial, out);
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
    rmSync(`${out}.partial`, { force: true });
  }
}

function walk(root: string, dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return walk(root, full);
    return entry.isFile() ? [relative(root, full).split('\\').join('/')] : [];
  });
}

/**
 * Every file of the uploads folder (stored names are never reused, so files written after the
 * snapshot only add orphans). Hard links when on the same disk, copies otherwise.
 */
function copyLocalUploads(uploadsDir: string, staging: string, referenced: Set<string>): Manifest['uploads'] {
  const files = existsSync(uploadsDir) ? walk(uploadsDir).filter((f) => storageKey(`/uploads/${f}`) !== null) : [];
  let bytes = 0;
  for (const file of files) {
    const target = join(staging, 'uploads', file);
    mkdirSync(dirname(target), { recursive: true });
    try {
      linkSync(join(uploadsDir, file), target);
    } catch {
      copyFileSync(join(uploadsDir, file), target);
    }
    bytes += statSync(target).size;
  }
  const present = new Set(files.map((f) => `/uploads/${f}`));
  const missing = [...referenced].filter((p) => !present.has(p)).sort();
  return { storage: 'local', count: files.length, bytes, missing };
}

/** With S3 the bytes stay in the bucket (back it up with the bucket's own versioning or mirroring). */
function listS3Keys(storage: Extract<StorageConfig, { kind: 's3' }>, staging: string, referenced: Set<string>): Manifest['uploads'] {
  const keys = [...referenced].map((p) => `${storage.prefix}${storageKey(p)}`).sort();
  const keysFile = 's3-keys.txt';
  writeFileSync(join(staging, keysFile), keys.map((k) => `${k}\n`).join(''));
  return { storage: 's3', count: keys.length, bytes: 0, missing: [], keysFile, bucket: storage.bucket, prefix: storage.prefix };
}
