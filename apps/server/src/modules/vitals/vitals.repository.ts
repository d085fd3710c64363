import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/sql-rows.ts';
import type { Db } from '../../db/client.ts';
import { webVitals } from '../../db/schema/index.ts';
import { newId } from '../../db/ids.ts';
import type { TVitalReport } from '@sokoni/domain/contracts/vitals';

export function createVitalsRepository(db: Db) {
  return {
    async insertMany(reports: TVitalReport[]): Promise<void> {
      await db.insert(webVitals).values(reports.map((r) => ({ id: newId(), name: r.name, value: r.value, page: r.page, rating: r.rating ?? null })));
    },
    /** p75 of each metric by page over the last `days` days. */
    async p75ByPage(days: number) {
      const rows = await queryRows<{ page: string; samples: number; lcp: number | null; inp: number | null; cls: number | null }>(db, sql`
        SELECT page,
               count(*)::int AS samples,
               percentile_cont(0.75) WITHIN GROUP (ORDER BY value) FILTER (WHERE name = 'LCP') AS lcp,
               percentile_cont(0.75) WITHIN GROUP (ORDER BY value) FILTER (WHERE name = 'INP') AS inp,
               percentile_cont(0.75) WITHIN GROUP (ORDER BY value) FILTER (WHERE name = 'CLS') AS cls
          FROM ${webVitals}
         WHERE ${webVitals.createdAt} > now() - make_interval(days => ${days})
         GROUP BY page
         ORDER BY samples DESC
         LIMIT 50`);
      return rows.map((r) => ({
        page: r.page,
        samples: Number(r.samples),
        LCP: r.lcp === null ? null : Math.round(Number(r.lcp)),
        INP: r.inp === null ? null : Math.round(Number(r.inp)),
        CLS: r.cls === null ? null : Math.round(Number(r.cls) * 1000) / 1000,
      }));
    },
  };
}
export type VitalsRepository = ReturnType<typeof createVitalsRepository>;
