import { and, eq, notInArray, sql } from 'drizzle-orm';
import { CLOSED_STATUSES } from '@sokoni/domain/order-statuses';
import type { DbOrTx } from '../../db/client.ts';
import { drivers, orders } from '../../db/schema/index.ts';

interface AssignedOrder {
  status: string;
  assignedDriverId: string | null;
}

/** Drivers whose Busy/Available status may have changed: one taking or giving back the order, or finishing it. */
function driversConcerned(before: AssignedOrder, after: AssignedOrder): string[] {
  if (before.assignedDriverId !== after.assignedDriverId) return [before.assignedDriverId, after.assignedDriverId].filter((id): id is string => id !== null);
  const finished = !CLOSED_STATUSES.includes(before.status) && CLOSED_STATUSES.includes(after.status);
  return finished && after.assignedDriverId ? [after.assignedDriverId] : [];
}

/** A driver is Busy while they hold an order that is not finished, else Available. */
async function refreshDriverStatus(tx: DbOrTx, driverId: string): Promise<void> {
  const holding = tx
    .select({ one: sql`1` })
    .from(orders)
    .where(and(eq(orders.assignedDriverId, driverId), notInArray(orders.status, [...CLOSED_STATUSES])));
  await tx
    .update(drivers)
    .set({ status: sql`CASE WHEN EXISTS (${holding}) THEN 'Busy' ELSE 'Available' END` })
    .where(eq(drivers.id, driverId));
}

/** Called after an order transition's moves, in its transaction (order-transition-steps.ts). */
export async function refreshDriverStatusAfterMoves(tx: DbOrTx, before: AssignedOrder, order: AssignedOrder): Promise<void> {
  for (const driverId of driversConcerned(before, order)) await refreshDriverStatus(tx, driverId);
}
