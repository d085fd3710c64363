import type { TProblem } from '@sokoni/domain/contracts/problems';
import { linesAmount } from '@sokoni/domain/problem-rules';
import type { ProblemItem, ProblemRow } from './problems.repository.ts';

/** A report as the API shows it; a shop sees only the lines of its own items. */
export function toProblemDto(row: ProblemRow, orderNumber: string, items: readonly ProblemItem[], onlyStore?: string): TProblem {
  const byId = new Map(items.map((i) => [i.id, i]));
  const storeNames = new Map(items.map((i) => [i.storeId, i.storeName]));
  const lines = row.lines
    .map((l) => ({ line: l, item: byId.get(l.item) }))
    .filter((x): x is { line: typeof x.line; item: ProblemItem } => x.item !== undefined && (!onlyStore || x.item.storeId === onlyStore))
    .map(({ line, item }) => ({ item: item.id, name: item.name, quantity: line.quantity, price: item.price, storeId: item.storeId }));
  return {
    _id: row.id,
    orderId: row.orderId,
    orderNumber,
    kind: row.kind as TProblem['kind'],
    lines,
    note: row.note,
    photos: row.photos,
    status: row.status,
    amount: linesAmount(lines),
    answers: row.answers.map((a) => ({ ...a, storeName: storeNames.get(a.storeId) ?? 'Shop' })),
    outcome: row.outcome,
    outcomeReason: row.outcomeReason,
    createdAt: row.createdAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}
