import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations, Logger } from 'drizzle-orm';
import * as schema from './schema/index.ts';
import { createMigrationPool, createPgPool, type PoolLog, type PoolTimeouts } from './postgres-pool.ts';
import { textSearchOptions } from './text-search-settings.ts';
import { listenPglite, listenPostgres, type ChangeHandlers, type ChangeListener } from './change-listener.ts';

export type { ChangeHandlers, ChangeListener } from './change-listener.ts';

type Schema = typeof schema;
/** The one database type services and repositories see, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories accept either the database or a transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /**
   * PostgreSQL only: connections of their own whose session already has the catalogue search's
   * planner settings (TEXT_SEARCH_SETTINGS), so a search is one statement with no transaction
   * around it. Without it (PGlite) search sets them in a transaction of its own.
   */
  textSearch?: Db;
  /**
   * Hears the notifications of `channel` (sent by triggers at commit, from any process). On
   * PostgreSQL this holds one connection of its own, reopened when lost.
   */
  listen(channel: string, handlers: ChangeHandlers): Promise<ChangeListener>;
  /** Applies the migrations of `folder` (this code's own by default) that the database lacks. */
  migrate(folder?: string): Promise<void>;
  close(): Promise<void>;
}

/** The migrations folder sits beside src/ in development and beside dist/ when built. */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, '../../drizzle'), join(here, '../drizzle')];
  const found = candidates.find((c) => existsSync(join(c, 'meta/_journal.json')));
  if (!found) throw new Error(`No migrations folder found near ${here}`);
  return found;
}

/** `logger` sees every statement Drizzle runs (the test databases check catalogue writes with it). */
export function wrapPglite(client: PGlite, opts: { logger?: Logger } = {}): Database {
  const db = drizzlePglite(client, { schema, logger: opts.logger }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    listen: (channel, handlers) => listenPglite(client, channel, handlers),
    migrate: (folder = migrationsFolder()) => migratePglite(db as never, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  const client = await PGlite.create(dataDir ?? 'memory://', { extensions: { pg_trgm } });
  return wrapPglite(client);
}

/**
 * PostgreSQL through a pool that survives connection loss and bounds every wait (see postgres-pool.ts).
 * `logger` sees every statement of the main pool (the test databases check catalogue writes with it).
 */
export function openPostgres(url: string, max = 10, opts: { timeouts?: PoolTimeouts; log?: PoolLog; logger?: Logger } = {}): Database {
  const { logger, ...poolOpts } = opts;
  const pool = createPgPool(url, { max, name: 'sokoni', ...poolOpts });
  const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
  // Connections are opened when first needed, so this costs nothing until someone searches.
  const searchPool = createPgPool(url, { max: Math.max(2, Math.ceil(max / 2)), name: 'sokoni-search', options: textSearchOptions(), ...poolOpts });
  return {
    db,
    engine: 'postgres',
    textSearch: drizzlePg(searchPool, { schema }) as unknown as Db,
    async listen(channel, handlers) {
      return listenPostgres(createPgPool(url, { max: 1, name: 'sokoni-changes', ...poolOpts }), channel, handlers, opts.log);
    },
    async migrate(folder = migrationsFolder()) {
      // Migrations have no statement deadline, so they get a pool of their own. Several processes may
      // start at once: one advisory lock lets one of them migrate while the others wait, then find
      // nothing left to do.
      const migrationPool = createMigrationPool(url);
      const client = await migrationPool.connect();
      try {
        await client.query('select pg_advisory_lock(7420151)');
        await migratePg(drizzlePg(client, { schema }) as never, { migrationsFolder: folder });
      } finally {
        await client.query('select pg_advisory_unlock(7420151)').catch(() => undefined);
        client.release();
        await migrationPool.end();
      }
    },
    close: () => Promise.all([pool.end(), searchPool.end()]).then(() => undefined),
  };
}


export async function openDatabase(
  opts: { databaseUrl?: string; dataDir: string; db?: PoolTimeouts },
  log?: PoolLog,
): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, 10, { timeouts: opts.db, log });
  return openPglite(join(opts.dataDir, 'pglite'));
}
