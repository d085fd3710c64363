// Writes one backup archive (database + uploads + manifest) while the server keeps serving:
//   npm run backup -- --out backups/sokoni-$(date +%F).tar.gz
// With DATABASE_URL it reads PostgreSQL in one consistent snapshot. With the embedded database it
// asks the server running on DATA_DIR for the backup, or opens DATA_DIR itself when none runs.
import { createWriteStream, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { parseArgs } from 'node:util';
import { openPglite, openPostgres } from '../db/client.ts';
import { openArchive } from '../modules/backup/read-archive.ts';
import { findRunningServer, type RunningServer } from '../modules/backup/running-server.ts';
import { writeBackup } from '../modules/backup/write-backup.ts';
import type { Manifest } from '../modules/backup/manifest.ts';
import { callerPath, commandConfig, fail } from './cli-config.ts';

async function askRunningServer(server: RunningServer, out: string): Promise<Manifest> {
  const response = await fetch(`${server.url}/api/ops/backup`, { method: 'POST', headers: { authorization: `Bearer ${server.backupToken}` } });
  if (!response.ok || !response.body) fail(`The running server (pid ${server.pid}) refused the backup: HTTP ${response.status} ${await response.text()}`);
  mkdirSync(dirname(out), { recursive: true });
  const partial = `${out}.partial`;
  try {
    await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), createWriteStream(partial));
    // Proves the download whole (every checksum) before it takes the final name.
    const archive = await openArchive(partial);
    archive.remove();
    renameSync(partial, out);
    return archive.manifest;
  } finally {
    rmSync(partial, { force: true });
  }
}

async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  if (!values.out) fail('Say where to write the backup: npm run backup -- --out FILE.tar.gz');
  const out = callerPath(values.out);
  const config = commandConfig();
  let manifest: Manifest;
  let source: string;
  if (config.databaseUrl) {
    source = 'PostgreSQL (DATABASE_URL)';
    const database = openPostgres(config.databaseUrl, 1);
    try {
      manifest = await writeBackup({ database, storage: config.storage, out });
    } finally {
      await database.close();
    }
  } else {
    const server = await findRunningServer(config.dataDir);
    if (server) {
      source = `the server running on ${config.dataDir} (pid ${server.pid})`;
      manifest = await askRunningServer(server, out);
    } else {
      const dir = join(config.dataDir, 'pglite');
      if (!existsSync(dir)) fail(`No database in ${config.dataDir}: start the server once (npm start), or set DATA_DIR or DATABASE_URL.`);
      source = `the embedded database in ${config.dataDir} (no server running)`;
      const database = await openPglite(dir);
      try {
        manifest = await writeBackup({ database, storage: config.storage, out });
      } finally {
        await database.close();
      }
    }
  }
  const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  const uploads = manifest.uploads.storage === 'local' ? `${manifest.uploads.count} upload files` : `a list of ${manifest.uploads.count} S3 keys (the bytes stay in the bucket)`;
  console.log(`Backup of ${source} written to ${out} (${(statSync(out).size / 1e6).toFixed(1)} MB)`);
  console.log(`  schema ${manifest.schema.migration}; ${rows} rows in ${manifest.tables.length} tables; ${uploads}`);
  for (const t of manifest.tables) console.log(`    ${t.name.padEnd(28)} ${t.rows}`);
  if (manifest.uploads.missing.length) console.log(`  ${manifest.uploads.missing.length} uploads the rows refer to are missing from storage`);
  console.log(`  manifest checksum ${manifest.checksum}`);
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
