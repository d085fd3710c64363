// Grants and revokes admin rights from the server's own shell, never over HTTP:
//   npm run admin -- grant EMAIL | revoke EMAIL | list
// It uses the server's configuration (DATABASE_URL or DATA_DIR, ADMIN_EMAILS) from the environment.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigError, loadConfig, type AppConfig } from '../config.ts';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
import { createPartnerRepository } from '../modules/partner/partner.repository.ts';
import { AdminRightsError, createAdminRights, type AdminRightsLine } from '../modules/auth/admin-rights.service.ts';

const USAGE = 'Usage: npm run admin -- grant EMAIL | revoke EMAIL | list';

function describe(line: AdminRightsLine): string {
  const why = [line.listed && 'in ADMIN_EMAILS', line.granted && 'granted from the shell'].filter(Boolean).join(', ') || 'not listed or granted';
  return `${line.admin ? 'admin  ' : 'no     '} ${line.email} (${line.businessName}) — address ${line.verified ? 'verified' : 'NOT verified'}; ${why}`;
}

async function open(config: AppConfig): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, 1);
  const dir = join(config.dataDir, 'pglite');
  if (!existsSync(dir)) throw new AdminRightsError(`No database in ${config.dataDir}. Start the server once (npm start), or set DATA_DIR or DATABASE_URL.`);
  // The embedded database belongs to one process at a time: a running server would overwrite the change.
  if (existsSync(join(dir, 'postmaster.pid'))) {
    throw new AdminRightsError('The embedded database is open in a running server. Stop the server, run this again, then start it.');
  }
  const database = await openPglite(dir);
  await database.migrate();
  return database;
}

async function main() {
  const [command, email, ...rest] = process.argv.slice(2);
  const needsEmail = command === 'grant' || command === 'revoke';
  if (!(needsEmail || command === 'list') || (needsEmail && !email) || rest.length > 0 || (command === 'list' && email)) {
    throw new AdminRightsError(USAGE);
  }
  // npm runs workspace scripts inside apps/server; a relative DATA_DIR means the caller's directory.
  const config = loadConfig({ ...process.env, DATA_DIR: resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DATA_DIR ?? './data') });
  const database = await open(config);
  try {
    const rights = createAdminRights({ partners: createPartnerRepository(database.db), adminEmails: config.adminEmails });
    if (command === 'list') {
      const lines = await rights.list();
      console.log(lines.length ? lines.map(describe).join('\n') : 'No administrators and no store with an ADMIN_EMAILS address.');
      return;
    }
    const line = command === 'grant' ? await rights.grant(email!) : await rights.revoke(email!);
    console.log(describe(line));
    if (command === 'revoke' && line.admin) console.log('Still an administrator through ADMIN_EMAILS: remove the address there and restart.');
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof AdminRightsError || error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
