import { mkdtempSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openPostgres } from '../../apps/server/src/db/client.ts';

/**
 * The real server, as in production (no logging, rate limits off so the load is not refused),
 * on the benchmark database and a free 127.0.0.1 port. Run as a child process by run.ts so the
 * load generator does not share its event loop; reports its port to the parent.
 */
const url = process.env.DATABASE_URL!;
const config = loadConfig({
  NODE_ENV: 'production',
  DATABASE_URL: url,
  DATA_DIR: mkdtempSync(join(tmpdir(), 'sokoni-bench-')),
  JWT_SECRET: randomBytes(32).toString('hex'),
  LOG_LEVEL: 'silent',
  SEED_DEMO: '0',
  RATE_LIMIT_DISABLED: '1',
  // CATALOGUE_CACHE_MS=0 measures every answer computed afresh (no kept answers).
  CATALOGUE_CACHE_MS: process.env.CATALOGUE_CACHE_MS,
});
const database = openPostgres(url, Number(process.env.BENCH_POOL ?? 10));
await database.migrate();
const { app } = await buildApp(config, database);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
process.on('disconnect', () => {
  void app.close().then(() => database.close()).finally(() => process.exit(0));
});
