import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { loadConfig, type AppConfig } from '../../src/config.ts';
import { buildApp } from '../../src/app.ts';
import type { Database } from '../../src/db/client.ts';
import type { Realtime } from '../../src/plugins/socket.ts';
import type { Services } from '../../src/services.ts';
import { createTestDatabase } from './test-database.ts';
import { openPostgres } from '../../src/db/client.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  realtime: Realtime;
  /** The composition root, e.g. to wait for background work (services.background.drain()). */
  services: Services;
  /** app.inject with an optional bearer token. */
  call(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export const TEST_ADMIN_EMAIL = 'admin@sokoni.test';

/** A test app on a fresh database, or on an existing PostgreSQL database when `sharedDatabaseUrl` is given. */
export async function createTestApp(env: Record<string, string> = {}, sharedDatabaseUrl?: string): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sokoni-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    ADMIN_EMAILS: TEST_ADMIN_EMAIL,
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
    // Every request of a test file comes from one address: account limits are raised so suites can
    // create many accounts; account-limits.routes.test.ts sets its own small limits.
    RATE_LIMIT_LOGIN_PER_MINUTE: '10000',
    RATE_LIMIT_LOGIN_PER_ACCOUNT_PER_HOUR: '10000',
    RATE_LIMIT_SIGNUP_PER_HOUR: '10000',
    // Suites place many orders for one customer that no shop accepts; open-orders.routes.test.ts sets its own limit.
    MAX_OPEN_ORDERS: '0',
    // Every sign-up and sign-in hashes a password; at the normal cost the suites spent much of
    // their CPU there. Hashes carry their cost, so accounts made at the normal cost still sign in.
    // A suite that starts the app as production or development gets the normal cost, as those do.
    ...((env.NODE_ENV ?? 'test') === 'test' ? { PASSWORD_HASH_COST: 'fast' } : {}),
    ...env,
  });
  const database = sharedDatabaseUrl ? openPostgres(sharedDatabaseUrl, 5, { timeouts: config.db }) : await createTestDatabase();
  return serveForTest(config, database);
}

/** The app (buildApp, no listening) on a given config and database; closing it also removes DATA_DIR. */
export async function serveForTest(config: AppConfig, database: Database): Promise<TestApp> {
  const { app, realtime, services } = await buildApp(config, database, { checkCatalogueWrites: true });
  await app.ready();
  return {
    app,
    database,
    config,
    realtime,
    services,
    call({ token, headers, ...rest }) {
      return app.inject({ ...rest, headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) } });
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}
