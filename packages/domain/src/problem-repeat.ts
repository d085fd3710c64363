import type { ProblemKind, ProblemStatus } from './contracts/problems.ts';
import { formatSlot } from './delivery-slots.ts';

/** A report's kind as the customer reads it (the web's words; the server's catalogue says them in Kiswahili). */
export const PROBLEM_KIND_WORDS: Readonly<Record<ProblemKind, string>> = {
  missing_item: 'Missing item',
  wrong_item: 'Wrong item',
  damaged: 'Damaged or spilled',
  late: 'Late',
  driver_behaviour: "Driver's behaviour",
  other: 'Something else',
};

/** Reports still waiting for the admin's decision. */
export const UNDECIDED: readonly ProblemStatus[] = ['open', 'answered'];

interface ReportOnOrder {
  id: string;
  kind: string;
  status: ProblemStatus;
  createdAt: Date;
  lines: readonly { item: string }[];
}

/**
 * Why these lines cannot be reported now: an item already in a report of the order that still
 * waits for a decision. Reported twice, the same item could be paid back twice; once decided, it
 * may be reported again (say a replacement was wrong too). Null when no chosen item is in one.
 */
export function alreadyReportedRefusal(
  lines: readonly { item: string }[],
  reports: readonly ReportOnOrder[],
  order: { number: string; items: readonly { id: string; name: string }[] },
): { message: string; problemId: string } | null {
  const chosen = new Set(lines.map((l) => l.item));
  for (const report of reports) {
    if (!UNDECIDED.includes(report.status)) continue;
    const again = [...new Set(report.lines.map((l) => l.item).filter((item) => chosen.has(item)))];
    if (again.length === 0) continue;
    const names = again.map((id) => order.items.find((i) => i.id === id)?.name ?? id).join(', ');
    const message =
      `Already in your open report "${PROBLEM_KIND_WORDS[report.kind as ProblemKind] ?? report.kind}" of ${formatSlot(report.createdAt)} on order ${order.number}: ${names}. ` +
      'Sokoni decides on that report first; you can report other items now.';
    return { message, problemId: report.id };
  }
  return null;
}
