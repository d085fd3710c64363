// Restores a backup archive into DATABASE_URL, or into the embedded database in DATA_DIR:
//   npm run restore -- FILE.tar.gz [--force]
// Refuses a corrupted archive, one made by a newer version, and a target holding data (unless
// --force). PGlite -> PostgreSQL: back up with DATA_DIR, restore with DATABASE_URL.
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
import { createStorage } from '../providers/storage/create-storage.ts';
import { openArchive, RestoreRefused } from '../modules/backup/read-archive.ts';
import { nonEmptyTables, restoreBackup } from '../modules/backup/restore-backup.ts';
import { findRunningServer } from '../modules/backup/running-server.ts';
import { callerPath, commandConfig, fail } from './cli-config.ts';

const say = (line: string) => console.log(`  ${line}`);

async function main() {
  const { values, positionals } = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true });
  if (positionals.length !== 1) fail('Name one backup file: npm run restore -- FILE.tar.gz [--force]');
  const config = commandConfig();
  const archive = await openArchive(callerPath(positionals[0]!));
  const { manifest } = archive;
  console.log(`Backup of ${manifest.createdAt} (${manifest.engine}, schema ${manifest.schema.migration}): every checksum matches.`);
  const storage = createStorage(config.storage);
  try {
    if (config.databaseUrl) {
      const database = openPostgres(config.databaseUrl, 2);
      try {
        console.log('Restoring into PostgreSQL (DATABASE_URL):');
        await restoreBackup({ database, storage, archive, force: values.force, say });
      } finally {
        await database.close();
      }
    } else {
      await restoreIntoDataDir(config.dataDir, values.force, async (database) => {
        console.log(`Restoring into the embedded database in ${config.dataDir}:`);
        await restoreBackup({ database, storage, archive, force: false, say });
      });
    }
  } finally {
    archive.remove();
  }
  console.log('Done. Start the server to use it.');
}

/**
 * The embedded database is rebuilt beside the old one and swapped in only once complete, so a
 * failed restore leaves DATA_DIR as it was; with --force the old one is kept aside, not deleted.
 */
async function restoreIntoDataDir(dataDir: string, force: boolean, restore: (database: Database) => Promise<void>) {
  const server = await findRunningServer(dataDir);
  if (server) throw new RestoreRefused(`A server (pid ${server.pid}) is running on ${dataDir}: stop it before restoring (if none runs, delete ${join(dataDir, 'running-server.json')}).`);
  const current = join(dataDir, 'pglite');
  if (existsSync(current)) {
    const existing = await openPglite(current);
    const occupied = await nonEmptyTables(existing).finally(() => existing.close());
    if (occupied.length && !force) {
      throw new RestoreRefused(`The embedded database in ${dataDir} is not empty (${occupied.slice(0, 5).join(', ')} hold rows). Restore into an empty DATA_DIR, or add --force to replace it.`);
    }
  }
  const fresh = join(dataDir, 'pglite.restoring');
  rmSync(fresh, { recursive: true, force: true });
  try {
    const database = await openPglite(fresh);
    try {
      await restore(database);
    } finally {
      await database.close();
    }
  } catch (error) {
    rmSync(fresh, { recursive: true, force: true });
    throw error;
  }
  if (existsSync(current)) {
    const aside = join(dataDir, `pglite.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    renameSync(current, aside);
    say(`The previous database was moved to ${aside} (delete it once you are satisfied).`);
  }
  renameSync(fresh, current);
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
