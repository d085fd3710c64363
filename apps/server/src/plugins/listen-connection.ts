import type pg from 'pg';

export interface ListenLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/** Waits between attempts to reopen the LISTEN connection: 0.5 s, 1 s, 2 s … up to 15 s, with jitter. */
export function listenBackoffMs(failures: number, random = Math.random): number {
  if (failures <= 0) return 0;
  const base = Math.min(15_000, 500 * 2 ** (failures - 1));
  return Math.round(base * (0.75 + random() / 2));
}

/**
 * What socket.io's PostgreSQL adapter takes as its pool, wrapped so that its dedicated LISTEN
 * connection can be lost without taking the process down. The adapter takes a client with
 * `connect()` and holds it for LISTEN, but never listens for its `error`: a terminated backend or a
 * database restart then crashed the process. Here each such client handles its errors, is
 * released to the pool (which drops it) once lost, and the next `connect()` waits with a growing
 * backoff while the database stays away. The adapter reopens and re-LISTENs on its own.
 * `listening()` says whether live events currently cross processes, for /readyz.
 */
export function createListenConnection(pool: pg.Pool, log: ListenLog) {
  let failures = 0;
  let current: pg.PoolClient | null = null;
  let closed = false;

  function lose(client: pg.PoolClient, release: (error?: Error) => void, reason: string, error?: Error) {
    if (current === client) {
      current = null;
      log.warn({ reason }, 'live events lost their database connection; reconnecting');
    }
    release(error ?? new Error(reason));
  }

  async function connect(): Promise<pg.PoolClient> {
    if (failures) await new Promise((resolve) => setTimeout(resolve, listenBackoffMs(failures)));
    if (closed) throw new Error('closed');
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      failures++;
      throw error;
    }
    const originalRelease = client.release.bind(client);
    let released = false;
    const releaseOnce = (error?: Error | boolean) => {
      if (released) return;
      released = true;
      originalRelease(error);
    };
    client.release = releaseOnce as pg.PoolClient['release'];
    client.on('error', (error) => lose(client, releaseOnce, error.message, error));
    client.on('end', () => lose(client, releaseOnce, 'connection ended'));
    if (closed) {
      releaseOnce();
      throw new Error('closed');
    }
    if (failures) log.info({ attempts: failures }, 'live events reconnected to the database');
    failures = 0;
    current = client;
    return client;
  }

  return {
    /** The pool-shaped object the adapter is given. */
    pool: { connect, query: pool.query.bind(pool) } as unknown as pg.Pool,
    listening: () => current !== null,
    close() {
      closed = true;
    },
  };
}
