import { parentStatusFromSubOrders } from '@sokoni/domain/order-status';
import { newId } from '../../db/ids.ts';
import type { OrderWrites } from './orders.repository.ts';

export interface StatusActor {
  kind: 'customer' | 'partner' | 'driver' | 'admin' | 'system';
  id: string | null;
}

/**
 * Brings the parent order's status in line with its sub-orders (the slowest one decides, until
 * the order itself is Delivered or Confirmed Delivered). Call it inside the transaction that
 * changed a sub-order: the parent row is locked first, so two shops moving their sub-orders at
 * the same moment are applied one after the other and the second sees the first.
 */
export async function syncParentStatus(repo: OrderWrites, orderId: string, actor: StatusActor): Promise<{ from: string; to: string } | null> {
  const current = await repo.lockOrder(orderId);
  if (current === null) return null;
  const next = parentStatusFromSubOrders(current, await repo.subOrderStatuses(orderId));
  if (next === current || !(await repo.setOrderStatus(orderId, current, next))) return null;
  await repo.insertHistory([
    { id: newId(), orderId, fromStatus: current, toStatus: next, actorKind: actor.kind, actorId: actor.id, note: 'follows its sub-orders' },
  ]);
  return { from: current, to: next };
}
