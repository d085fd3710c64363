import type { TVitalReport } from '@sokoni/domain/contracts/vitals';
import type { VitalsRepository } from './vitals.repository.ts';

/** Real-user performance: what browsers report, and the admin's p75 by page. */
export function createVitalsService(deps: { vitals: VitalsRepository }) {
  return {
    /** Stores one report or a batch; answers how many were accepted. */
    async record(body: TVitalReport | TVitalReport[]): Promise<number> {
      const reports = Array.isArray(body) ? body : [body];
      await deps.vitals.insertMany(reports);
      return reports.length;
    },
    summary: async (days: number) => ({ days, pages: await deps.vitals.p75ByPage(days) }),
  };
}
export type VitalsService = ReturnType<typeof createVitalsService>;
