import { STATUS_ACTOR_KINDS, type TOrderHistoryStep } from '@sokoni/domain/contracts/orders';
import type { StatusHistoryView } from './status-history.reads.ts';

const byOf = (kind: string): TOrderHistoryStep['by'] =>
  (STATUS_ACTOR_KINDS as readonly string[]).includes(kind) ? (kind as TOrderHistoryStep['by']) : 'system';

/**
 * The customer's short history: the order's own status changes only (not each shop's steps, nor
 * driver hand-overs that leave the status as it was), and roles rather than names or ids.
 */
export function toCustomerHistory(rows: readonly StatusHistoryView[]): TOrderHistoryStep[] {
  return rows
    .filter((row) => row.subOrderId === null && row.fromStatus !== row.toStatus)
    .map((row) => ({ status: row.toStatus, at: row.createdAt.toISOString(), by: byOf(row.actorKind) }));
}
