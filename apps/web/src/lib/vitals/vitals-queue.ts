import type { TVitalReport } from '@sokoni/domain/contracts/vitals';

/** One web-vitals callback: `id` names one metric of one page view. */
export interface VitalSample extends TVitalReport {
  id: string;
}

/** POST /api/vitals takes at most 20 reports at once. */
export const MAX_BATCH = 20;
const MAX_VALUE = 60_000;

/**
 * Collects metrics until the page is hidden, then sends them in as few requests as possible.
 * A metric is sent once: web-vitals may report the same page view's value again after the user
 * comes back, and the server keeps every row it gets.
 */
export function createVitalsQueue(send: (batch: TVitalReport[]) => void) {
  const pending = new Map<string, TVitalReport>();
  const sent = new Set<string>();
  return {
    add({ id, ...report }: VitalSample): void {
      if (sent.has(id)) return;
      // A stalled tab can yield absurd timings; the server would refuse the whole batch.
      if (!Number.isFinite(report.value) || report.value < 0 || report.value > MAX_VALUE) return;
      const value = report.name === 'CLS' ? Math.round(report.value * 10_000) / 10_000 : Math.round(report.value);
      pending.set(id, { ...report, value });
    },
    flush(): void {
      const reports = [...pending.entries()];
      pending.clear();
      for (const [id] of reports) sent.add(id);
      for (let i = 0; i < reports.length; i += MAX_BATCH) send(reports.slice(i, i + MAX_BATCH).map(([, report]) => report));
    },
  };
}
