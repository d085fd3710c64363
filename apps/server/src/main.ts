import { loadConfig, ConfigError } from './config.ts';
import { openDatabase } from './db/client.ts';
import { prepareData } from './startup/prepare-data.ts';
import { demoBannerLines } from './startup/banner.ts';
import { buildApp } from './app.ts';
import { createStorage } from './providers/storage/create-storage.ts';

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
  // Before the app (and its logger) exists, lost connections are reported as pino-shaped lines.
  const startupLog = { warn: (details: object, msg: string) => console.warn(JSON.stringify({ level: 40, time: Date.now(), msg, ...details })) };
  const database = await openDatabase(config, startupLog);
  await database.migrate();
  const { seeded } = await prepareData(database.db, config, createStorage(config.storage));

  const { app, services } = await buildApp(config, database);
  const address = await app.listen({ port: config.port, host: config.host });

  const url = address.replace('127.0.0.1', 'localhost');
  const lines = [
    '',
    `  Sokoni is running at ${url}`,
    `  Database: ${database.engine === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  API docs: ${config.apiDocs ? `${url}/docs` : 'off (API_DOCS=1 serves them at /docs)'}`,
    `  Mail: ${services.mail.mailer.description}`,
    `  Uploads: ${services.storage.description}`,
  ];
  lines.push(...demoBannerLines(config, seeded));
  console.log(lines.join('\n') + '\n');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
