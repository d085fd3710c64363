import pg from 'pg';

export interface PoolTimeouts {
  connectTimeoutMs: number;
  statementTimeoutMs: number;
}

/** Defaults for tools and benchmarks that open a pool without the server's configuration. */
export const DEFAULT_POOL_TIMEOUTS: PoolTimeouts = { connectTimeoutMs: 3000, statementTimeoutMs: 5000 };

export interface PoolLog {
  warn(details: object, message: string): void;
}

const QUERY_READ_TIMEOUT = 'Query read timeout';

/**
 * A client that gives up its connection when a query got no answer at all in time (a frozen
 * server or network). The late answer would otherwise arrive for whichever query the connection
 * runs next, so the connection is closed and the pool opens a fresh one.
 */
class AbandoningClient extends pg.Client {
  override query(...args: unknown[]): never {
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (error: Error | null, result: unknown) => {
        this.abandonIfUnanswered(error);
        (last as (e: Error | null, r: unknown) => void)(error, result);
      };
      return (super.query as (...a: unknown[]) => never)(...args);
    }
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    if (result instanceof Promise) result.catch((error: unknown) => this.abandonIfUnanswered(error));
    return result as never;
  }

  private abandonIfUnanswered(error: unknown): void {
    if (error instanceof Error && error.message === QUERY_READ_TIMEOUT) {
      (this as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    }
  }
}

/**
 * A pg pool that survives its database: every connection has an `error` listener (a connection
 * lost while checked out would otherwise crash the process), waiting for a connection is bounded,
 * PostgreSQL cancels long statements, and a statement that gets no answer at all fails a second
 * after that. Values and reasons: docs/decisions/013-timeouts-and-reconnects.md.
 */
export function createPgPool(
  url: string,
  opts: { max: number; name: string; timeouts?: PoolTimeouts; log?: PoolLog; /** Session settings every connection starts with ('-c name=value …'). */ options?: string },
): pg.Pool {
  const timeouts = opts.timeouts ?? DEFAULT_POOL_TIMEOUTS;
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max,
    Client: AbandoningClient,
    application_name: opts.name,
    ...(opts.options ? { options: opts.options } : {}),
    connectionTimeoutMillis: timeouts.connectTimeoutMs,
    statement_timeout: timeouts.statementTimeoutMs,
    query_timeout: timeouts.statementTimeoutMs + 1000,
    idleTimeoutMillis: 30_000,
    // The kernel notices a peer that vanished without closing (a failover, a dropped route).
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  let lastLogged = 0;
  const report = (error: Error) => {
    // A restart fails every connection at once: one line every few seconds is enough.
    if (Date.now() - lastLogged < 5000) return;
    lastLogged = Date.now();
    opts.log?.warn({ pool: opts.name, reason: error.message }, 'database connection lost; it is reopened when next needed');
  };
  // Idle connections closed by the server are reported here; the pool has already dropped them.
  pool.on('error', report);
  // Checked-out connections report their loss here; the query running on it fails, and the pool
  // drops the connection when it is released.
  pool.on('connect', (client) => client.on('error', report));
  return pool;
}

/** A pool for migrations: no statement deadline, since building an index on a large table may take minutes. */
export function createMigrationPool(url: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 1, application_name: 'sokoni-migrate' });
  pool.on('error', () => undefined);
  return pool;
}
