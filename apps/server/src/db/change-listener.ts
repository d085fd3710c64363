import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { listenBackoffMs } from '../plugins/listen-connection.ts';
import type { PoolLog } from './postgres-pool.ts';

/** What a listener is told about a notification channel. */
export interface ChangeHandlers {
  /** A change was committed (notifications are sent at commit, never for a rolled-back change). */
  changed(): void;
  /** Notifications may have gone unheard: the connection was lost, or listening has just (re)started. */
  gap(): void;
}

export interface ChangeListener {
  /** Whether notifications are heard right now; while they are not, a change may pass unnoticed. */
  listening(): boolean;
  close(): Promise<void>;
}

/** PGlite is one in-process connection: its notifications arrive before the writing statement returns. */
export async function listenPglite(client: PGlite, channel: string, handlers: ChangeHandlers): Promise<ChangeListener> {
  const unlisten = await client.listen(channel, () => handlers.changed());
  let open = true;
  return {
    listening: () => open,
    async close() {
      open = false;
      await unlisten().catch(() => undefined);
    },
  };
}

/**
 * PostgreSQL: one connection of `pool` (a pool of its own) held for LISTEN. When it is lost it is
 * reopened with the same growing waits as the live events' LISTEN connection
 * (plugins/listen-connection.ts); until it listens again `listening()` is false, and `gap()` is
 * called when it is lost and again once it listens, since changes in between went unheard.
 */
export function listenPostgres(pool: pg.Pool, channel: string, handlers: ChangeHandlers, log?: PoolLog): ChangeListener {
  let live = false;
  let stop!: () => void;
  const stopped = new Promise<void>((resolve) => (stop = resolve));
  let closed = false;
  void stopped.then(() => (closed = true));

  async function listenOnce(): Promise<void> {
    const client = await pool.connect();
    const lost = new Promise<void>((resolve) => {
      client.once('end', resolve);
      client.once('error', () => resolve());
    });
    try {
      client.on('notification', (message) => {
        if (message.channel === channel) handlers.changed();
      });
      await client.query(`LISTEN ${channel}`);
      live = true;
      handlers.gap();
      await Promise.race([lost, stopped]);
    } finally {
      live = false;
      client.release(true);
      if (!closed) handlers.gap();
    }
  }

  const running = (async () => {
    for (let failures = 0; !closed; ) {
      try {
        await listenOnce();
        failures = 0;
      } catch (error) {
        failures++;
        if (failures === 1) log?.warn({ channel, reason: (error as Error).message }, 'catalogue changes are not heard; kept answers are not used until they are');
      }
      if (!closed) await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, listenBackoffMs(Math.max(1, failures))).unref())]);
    }
  })();

  return {
    listening: () => live,
    async close() {
      stop();
      await running;
      await pool.end();
    },
  };
}
