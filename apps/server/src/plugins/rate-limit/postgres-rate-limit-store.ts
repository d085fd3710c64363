import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimitWindows } from '../../db/schema/index.ts';
import { queryRows } from '../../db/sql-rows.ts';
import type { RateLimitStore } from './rate-limit-store.ts';

/**
 * Counters in PostgreSQL, so several server processes share one limit. One upsert per hit starts a
 * new window when the old one has ended; expired windows are swept now and then.
 */
export function createPostgresRateLimitStore(db: Db): RateLimitStore {
  let lastSweep = 0;
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      if (now - lastSweep > 60_000) {
        lastSweep = now;
        await db.delete(rateLimitWindows).where(sql`${rateLimitWindows.resetAt} < now()`);
      }
      const [row] = await queryRows<{ count: number; reset_at: Date | string }>(
        db,
        sql`INSERT INTO ${rateLimitWindows} (key, count, reset_at)
            VALUES (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
            ON CONFLICT (key) DO UPDATE SET
              count = CASE WHEN ${rateLimitWindows.resetAt} <= now() THEN 1 ELSE ${rateLimitWindows.count} + 1 END,
              reset_at = CASE WHEN ${rateLimitWindows.resetAt} <= now() THEN excluded.reset_at ELSE ${rateLimitWindows.resetAt} END
            RETURNING count, reset_at`,
      );
      return { count: Number(row!.count), resetAt: new Date(row!.reset_at).getTime() };
    },
    async clear(key) {
      await db.delete(rateLimitWindows).where(sql`${rateLimitWindows.key} = ${key}`);
    },
  };
}
