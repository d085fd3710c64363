import type { TProblem } from '@sokoni/domain/contracts/problems';
import { linesAmount } from '@sokoni/domain/problem-rules';
import type { ProblemItem, ProblemRow } from './problems.repository.ts';
import type { TProblemSettlement } from '@sokoni/domain/contracts/problems';
import { shillingsFromCents } from '@sokoni/domain/money';
import { answeredChoices } from '@sokoni/domain/product-options';
import type { ProblemSettlementRow } from '../../db/schema/index.ts';

function settlementDto(s: ProblemSettlementRow): TProblemSettlement {
  return {
    mpesa: shillingsFromCents(s.mpesaCents),
    credit: shillingsFromCents(s.creditCents),
    lines: s.lines.map((l) => ({ item: l.item, quantity: l.quantity, amount: shillingsFromCents(l.amountCents) })),
    deliveryFee: shillingsFromCents(s.feeCents),
    itemsPaidBy: s.itemsPaidBy,
    feePaidBy: s.feePaidBy,
  };
}

/** A report as the API shows it; a shop sees only the lines of its own items. */
export function toProblemDto(row: ProblemRow, order: { number: string; deliveryFeeCents: number; paymentMethod: string }, items: readonly ProblemItem[], onlyStore?: string): TProblem {
  const orderNumber = order.number;
  const byId = new Map(items.map((i) => [i.id, i]));
  const storeNames = new Map(items.map((i) => [i.storeId, i.storeName]));
  const lines = row.lines
    .map((l) => ({ line: l, item: byId.get(l.item) }))
    .filter((x): x is { line: typeof x.line; item: ProblemItem } => x.item !== undefined && (!onlyStore || x.item.storeId === onlyStore))
    .map(({ line, item }) => ({ item: item.id, name: item.name, quantity: line.quantity, price: shillingsFromCents(item.priceCents), storeId: item.storeId, ...answeredChoices(item.choices) }));
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
    refundAs: row.refundAs,
    // A shop sees what was given back for its own items only through its statement.
    settlement: row.settlement && !onlyStore ? settlementDto(row.settlement) : null,
    deliveryFee: shillingsFromCents(order.deliveryFeeCents),
    paymentMethod: order.paymentMethod,
    createdAt: row.createdAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}
