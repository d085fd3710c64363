import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openPostgres } from '../../apps/server/src/db/client.ts';
import { statementsSent } from './statement-count.ts';

/**
 * One real server process as production runs it (PostgreSQL pool of the default size, no request
 * logging, rate limits off so load is not refused) on a free 127.0.0.1 port. Started as a child
 * by the benchmarks so the load generator never shares its event loop; the JWT secret comes from
 * the parent, so several processes accept the same tokens, as they do behind a load balancer.
 */
const url = process.env.DATABASE_URL!;
const dataDir = mkdtempSync(join(tmpdir(), 'sokoni-bench-'));
const config = loadConfig({
  NODE_ENV: 'production',
  DATABASE_URL: url,
  DATA_DIR: dataDir,
  JWT_SECRET: process.env.BENCH_JWT_SECRET!,
  LOG_LEVEL: 'silent',
  SEED_DEMO: '0',
  RATE_LIMIT_DISABLED: '1',
  // Benchmark customers place order after order that no shop accepts.
  MAX_OPEN_ORDERS: '0',
  // M-Pesa settings (the payment benchmark points MPESA_BASE_URL at its own Daraja stand-in).
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith('MPESA_') || name === 'JOBS_POLL_MS')),
  // CATALOGUE_CACHE_MS=0: no kept catalogue answers and no LISTEN connection for them (decision 032).
  ...(process.env.CATALOGUE_CACHE_MS ? { CATALOGUE_CACHE_MS: process.env.CATALOGUE_CACHE_MS } : {}),
  // Shared state through Redis instead of PostgreSQL, when the benchmark asks for it.
  ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
});
const database = openPostgres(url);
const { app } = await buildApp(config, database);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
// The parent asks for the statement count before and after what it measures.
process.on('message', (message: { ask?: string }) => {
  if (message?.ask === 'statements') process.send?.({ statements: statementsSent() });
});
process.on('disconnect', () => {
  void app
    .close()
    .then(() => database.close())
    .finally(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
});
