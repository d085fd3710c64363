// Prints the latest mails of the outbox, e.g. reset links while no SMTP server is configured:
//   npm run outbox [-- --limit 20] [--status local|pending|sent|failed]   (from the repository root)
// It reads the same database as the server: DATABASE_URL, or the embedded one in DATA_DIR.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { desc, eq } from 'drizzle-orm';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { formatOutbox } from '../providers/mail/outbox-format.ts';

const STATUSES = ['local', 'pending', 'sent', 'failed'] as const;

async function main() {
  const { values } = parseArgs({ options: { limit: { type: 'string', default: '10' }, status: { type: 'string' } } });
  const limit = Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 500) throw new Error('--limit must be a whole number from 1 to 500');
  const status = values.status as (typeof STATUSES)[number] | undefined;
  if (status && !STATUSES.includes(status)) throw new Error(`--status must be one of ${STATUSES.join(', ')}`);

  let database: Database;
  let snapshot: string | undefined;
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    database = openPostgres(databaseUrl, 1);
    console.log('Outbox of the PostgreSQL database in DATABASE_URL\n');
  } else {
    // npm runs workspace scripts inside apps/server; a relative DATA_DIR means the caller's directory.
    const dataDir = resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DATA_DIR ?? './data');
    const source = join(dataDir, 'pglite');
    if (!existsSync(source)) {
      throw new Error(`No database in ${dataDir}. Start the server once (npm start), or set DATA_DIR or DATABASE_URL.`);
    }
    // The embedded database belongs to one process at a time; a running server may hold it, so read a copy.
    snapshot = mkdtempSync(join(tmpdir(), 'sokoni-outbox-'));
    cpSync(source, snapshot, { recursive: true });
    rmSync(join(snapshot, 'postmaster.pid'), { force: true });
    database = await openPglite(snapshot);
    await database.migrate();
    console.log(`Outbox of the embedded database in ${dataDir}\n`);
  }
  try {
    const rows = await database.db
      .select()
      .from(mailOutbox)
      .where(status ? eq(mailOutbox.status, status) : undefined)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(limit);
    console.log(formatOutbox(rows));
  } finally {
    await database.close();
    if (snapshot) rmSync(snapshot, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
