import { randomBytes } from 'node:crypto';
import { loadConfig, ConfigError } from './config.ts';
import { openDatabase } from './db/client.ts';
import { prepareData } from './startup/prepare-data.ts';
import { demoBannerLines, unprovenAdminLines } from './startup/banner.ts';
import { prepareSchema } from './db/prepare-schema.ts';
import { SchemaTooNewError } from './db/schema-version.ts';
import { announceRunningServer, forgetRunningServer, findRunningServer } from './modules/backup/running-server.ts';
import { buildApp } from './app.ts';
import { createStorage } from './providers/storage/create-storage.ts';
import { describeMpesa } from './providers/mpesa/create-mpesa.ts';
import { DELIVERY_REPORTS_PATH } from './modules/sms/delivery-reports.routes.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const other = config.databaseUrl ? null : await findRunningServer(config.dataDir);
  if (other) {
    // Two processes on one embedded database would damage it.
    console.error(`Another Sokoni server (pid ${other.pid}, ${other.url}) is running on ${config.dataDir}. Stop it first, or use DATABASE_URL to run several.`);
    process.exit(1);
  }
  // Before the app (and its logger) exists, lost connections are reported as pino-shaped lines.
  const startupLog = { warn: (details: object, msg: string) => console.warn(JSON.stringify({ level: 40, time: Date.now(), msg, ...details })) };
  const database = await openDatabase(config, startupLog);
  try {
    await prepareSchema(database);
  } catch (error) {
    if (!(error instanceof SchemaTooNewError)) throw error;
    console.error(error.message);
    await database.close();
    process.exit(1);
  }
  const { seeded, unprovenAdmins } = await prepareData(database.db, config, createStorage(config.storage));

  const backupToken = database.engine === 'pglite' ? randomBytes(32).toString('hex') : undefined;
  const { app, services } = await buildApp(config, database, { backupToken });
  const address = await app.listen({ port: config.port, host: config.host });
  if (backupToken) announceRunningServer(config.dataDir, { pid: process.pid, url: address.replace('0.0.0.0', '127.0.0.1'), backupToken });

  const url = address.replace('127.0.0.1', 'localhost');
  const lines = [
    '',
    `  Sokoni is running at ${url}`,
    `  Database: ${database.engine === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  API docs: ${config.apiDocs ? `${url}/docs` : 'off (API_DOCS=1 serves them at /docs)'}`,
    `  Mail: ${services.mail.mailer.description}`,
    `  Uploads: ${services.storage.description}`,
    `  M-Pesa: ${describeMpesa(config.mpesa)}`,
    `  SMS: ${services.sms.sender.description}`,
    `  Push: ${services.push.description}`,
  ];
  if (config.sms.provider.kind === 'africastalking') {
    lines.push(`  SMS delivery reports: set ${config.publicUrl}${DELIVERY_REPORTS_PATH}/${config.sms.callbackSecret} as the callback in Africa's Talking (keep it private)`);
  }
  // Safaricom needs these registered once (C2B Register URL) for the Paybill fallback; they carry a secret.
  const c2b = services.payments?.c2bUrls;
  if (c2b && config.mpesa.env !== 'simulator') lines.push(`  M-Pesa Paybill (register with Daraja, keep private): ${c2b.validation} and ${c2b.confirmation}`);
  lines.push(...demoBannerLines(config, seeded));
  lines.push(...unprovenAdminLines(unprovenAdmins));
  for (const store of unprovenAdmins) app.log.warn({ email: store.email, store: store.businessName }, 'ADMIN_EMAILS address held by a store that has not proven it: no admin rights');
  console.log(lines.join('\n') + '\n');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    forgetRunningServer(config.dataDir);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
