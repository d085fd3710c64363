import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { create as createTar, extract } from 'tar';
import { openPglite, type Database } from '../src/db/client.ts';
import { createLocalStorage } from '../src/providers/storage/local-storage.ts';
import { writeBackup } from '../src/modules/backup/write-backup.ts';
import { openArchive, RestoreRefused } from '../src/modules/backup/read-archive.ts';
import { restoreBackup } from '../src/modules/backup/restore-backup.ts';
import { manifestChecksum, type Manifest } from '../src/modules/backup/manifest.ts';
import { dropApplicationSchema } from '../src/modules/backup/restore.repository.ts';
import { codeSchemaVersion, databaseSchemaVersion, knownMigrations, migrationsUpTo } from '../src/db/schema-version.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { createTestDatabase } from './helpers/test-database.ts';
import { populate, serverOn, snapshotReads, type Population } from './helpers/restore-drill.ts';

afterAll(() => rmSync(work, { recursive: true, force: true }));

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const work = mkdtempSync(join(tmpdir(), 'sokoni-drill-work-'));

/** A fresh embedded database: with TEST_DATABASE_URL the PGlite template is not built, so one is made here. */
async function freshPglite(): Promise<Database> {
  if (!onPostgres) return createTestDatabase();
  const database = await openPglite(undefined);
  await database.migrate();
  return database;
}

interface Source {
  t: TestApp;
  population: Population;
  before: Awaited<ReturnType<typeof snapshotReads>>;
  archive: string;
}

async function backedUpSource(name: string, database?: Database): Promise<Source> {
  const t = database ? await serverOn(database) : await createTestApp();
  const population = await populate(t);
  // A table made at run time rather than by a migration, like socket.io's attachments table on PostgreSQL.
  await t.database.db.execute(sql`create table if not exists run_time_notes (id int primary key, note text)`);
  await t.database.db.execute(sql`insert into run_time_notes values (1, 'in flight')`);
  const before = await snapshotReads(t, population.reads);
  const archive = join(work, `${name}.tar.gz`);
  await writeBackup({ database: t.database, storage: t.config.storage, out: archive });
  return { t, population, before, archive };
}

async function restoreAndCompare(source: Source, opening: Database | Promise<Database>) {
  const target = await opening;
  const dataDir = mkdtempSync(join(tmpdir(), 'sokoni-drill-target-'));
  const archive = await openArchive(source.archive);
  const said: string[] = [];
  try {
    await restoreBackup({ database: target, storage: createLocalStorage(join(dataDir, 'uploads')), archive, force: false, say: (l) => said.push(l) });
  } finally {
    archive.remove();
  }
  expect(said.join('\n')).toMatch(/every count matches the manifest/);
  expect(said.join('\n')).toContain('Skipped tables that no migration creates (made at run time): run_time_notes (1 rows)');
  const restored = await serverOn(target, dataDir);
  try {
    expect(await snapshotReads(restored, source.population.reads)).toEqual(source.before);
    // The restored server keeps working: the customer's next order gets the next number.
    const mine = (await restored.call({ method: 'GET', url: '/api/orders/my-orders', token: source.population.customer.token })).json() as unknown[];
    expect(mine).toHaveLength(5);
  } finally {
    await restored.close();
  }
}

/** Restore refuses a target holding rows without --force; with it, the target is replaced. */
async function refusesOccupiedTarget(source: Source) {
  const target = await createTestDatabase();
  try {
    const archive = await openArchive(source.archive);
    const storage = createLocalStorage(join(work, 'forced-uploads'));
    try {
      await restoreBackup({ database: target, storage, archive, force: false, say: () => undefined });
      const again = restoreBackup({ database: target, storage, archive, force: false, say: () => undefined });
      await expect(again).rejects.toThrow(RestoreRefused);
      await expect(again).rejects.toThrow(/not empty .*--force/);
      const said: string[] = [];
      await restoreBackup({ database: target, storage, archive, force: true, say: (l) => said.push(l) });
      expect(said.join('\n')).toMatch(/Dropped the previous contents/);
    } finally {
      archive.remove();
    }
  } finally {
    await target.close();
  }
}

describe.skipIf(onPostgres)('restore drill on PGlite', () => {
  let source: Source;
  beforeAll(async () => {
    source = await backedUpSource('pglite');
  });
  afterAll(async () => {
    await source?.t.close();
  });

  it('a customer, a shop and the admin see exactly what they saw before', { timeout: 60_000 }, async () => {
    const opened = await openArchive(source.archive);
    opened.remove();
    const { manifest } = opened;
    expect(manifest.tables.find((t) => t.name === 'orders')?.rows).toBe(5);
    expect(manifest.uploads.count).toBeGreaterThan(10);
    expect(manifest.uploads.missing).toEqual([]);
    await restoreAndCompare(source, await createTestDatabase());
  });

  it('refuses a target that holds data unless forced, and then replaces it', () => refusesOccupiedTarget(source));

  it('with uploads in a bucket, lists the keys the rows refer to instead of copying bytes', async () => {
    const out = join(work, 's3.tar.gz');
    const bucket = { kind: 's3' as const, endpoint: 'http://127.0.0.1:9', bucket: 'sokoni', region: 'us-east-1', accessKeyId: 'k', secretAccessKey: 's', prefix: 'nakuru/', pathStyle: true, timeoutMs: 1000 };
    await writeBackup({ database: source.t.database, storage: bucket, out });
    const archive = await openArchive(out);
    try {
      const keys = readFileSync(join(archive.dir, 's3-keys.txt'), 'utf8').trim().split('\n');
      expect(archive.manifest.uploads).toMatchObject({ storage: 's3', bucket: 'sokoni', prefix: 'nakuru/', count: keys.length, keysFile: 's3-keys.txt' });
      expect(keys).toContainEqual(expect.stringMatching(/^nakuru\/partners\/[0-9a-f]+\.webp$/));
      expect(keys).toContainEqual(expect.stringMatching(/^nakuru\/seed\/products\/.+\.svg$/));
      expect(Object.keys(archive.manifest.files).some((f) => f.startsWith('uploads/'))).toBe(false);
    } finally {
      archive.remove();
    }
  });

  it('refuses a corrupted archive and one made by a newer version', async () => {
    const unpacked = mkdtempSync(join(work, 'unpacked-'));
    await extract({ file: source.archive, cwd: unpacked });
    const repack = async (name: string) => {
      const file = join(work, name);
      await createTar({ gzip: true, file, cwd: unpacked }, ['.']);
      return file;
    };
    // One changed amount inside the orders table.
    const orders = join(unpacked, 'tables/orders.jsonl');
    const original = readFileSync(orders, 'utf8');
    expect(original).toMatch(/"total_cents":\s?"?\d/);
    writeFileSync(orders, original.replace(/"total_cents":\s?("?)(\d)/, (_m, quote: string, d: string) => `"total_cents":${quote}${(Number(d) + 1) % 10}`));
    await expect(openArchive(await repack('tampered.tar.gz'))).rejects.toThrow(/corrupted: tables\/orders.jsonl does not match its checksum/);
    writeFileSync(orders, original);

    // Bytes damaged on the disk.
    const bytes = readFileSync(source.archive);
    bytes.fill(0, Math.floor(bytes.length / 2), Math.floor(bytes.length / 2) + 64);
    writeFileSync(join(work, 'damaged.tar.gz'), bytes);
    await expect(openArchive(join(work, 'damaged.tar.gz'))).rejects.toThrow(/corrupted/);

    // A schema this code does not know, with a manifest that is otherwise whole.
    const manifest = JSON.parse(readFileSync(join(unpacked, 'manifest.json'), 'utf8')) as Manifest;
    const future = { ...manifest, schema: { migration: '0999_future', when: manifest.schema.when! + 1e9 } };
    writeFileSync(join(unpacked, 'manifest.json'), JSON.stringify({ ...future, checksum: manifestChecksum(future) }));
    await expect(openArchive(await repack('future.tar.gz'))).rejects.toThrow(/newer than this version/);
  });
});

describe.runIf(onPostgres)('restore drill on PostgreSQL', () => {
  let source: Source;
  beforeAll(async () => {
    source = await backedUpSource('postgres');
  });
  afterAll(async () => {
    await source?.t.close();
  });

  it('PostgreSQL -> PostgreSQL: everyone sees what they saw before', () => restoreAndCompare(source, createTestDatabase()));

  it('refuses a target that holds data unless forced, and then drops and replaces it', () => refusesOccupiedTarget(source));

  // A fresh embedded database is created here: seconds of WebAssembly start-up on a busy machine.
  it('PGlite -> PostgreSQL (the way out of the embedded database): everyone sees what they saw before', async () => {
    const source = await backedUpSource('pglite-to-postgres', await freshPglite());
    try {
      const opened = await openArchive(source.archive);
      opened.remove();
      expect(opened.manifest.engine).toBe('pglite');
      await restoreAndCompare(source, await createTestDatabase());
    } finally {
      await source.t.close();
    }
  }, 120_000);
});

describe('an archive made by an older version', () => {
  it('is restored into the schema it was taken from, then migrated forward', { timeout: 60_000 }, async () => {
    // A database left at the migration before the newest, holding one row of a table both versions have.
    const older = await createTestDatabase();
    const target = await createTestDatabase();
    const previous = knownMigrations().at(-2)!;
    try {
      await dropApplicationSchema(older.db);
      const folder = migrationsUpTo(previous.when);
      await older.migrate(folder.folder).finally(folder.remove);
      await older.db.execute(sql`insert into settings (key, value) values ('banner', '{"text":"Karibu","exact":12.50}')`);
      const out = join(work, 'older.tar.gz');
      const written = await writeBackup({ database: older, storage: { kind: 'local', dir: join(work, 'no-uploads') }, out });
      expect(written.schema.migration).toBe(previous.tag);

      const archive = await openArchive(out);
      const said: string[] = [];
      try {
        await restoreBackup({ database: target, storage: createLocalStorage(join(work, 'older-uploads')), archive, force: false, say: (l) => said.push(l) });
      } finally {
        archive.remove();
      }
      expect(said[0]).toContain(`Built the schema of the backup (${previous.tag})`);
      expect(await databaseSchemaVersion(target.db)).toEqual(codeSchemaVersion());
      const rows = (await target.db.execute(sql`select value::text as value from settings where key = 'banner'`)) as unknown as { rows: { value: string }[] };
      expect(rows.rows).toEqual([{ value: '{"text": "Karibu", "exact": 12.50}' }]);
    } finally {
      await older.close();
      await target.close();
    }
  });
});
