import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { drivers, partners, statusHistory, subOrders, users } from '../../db/schema/index.ts';

/** One recorded status change with the names a reader needs: the shop it concerns and who made it. */
export interface StatusHistoryView {
  id: string;
  subOrderId: string | null;
  shopName: string | null;
  fromStatus: string | null;
  toStatus: string;
  actorKind: string;
  actorId: string | null;
  actorName: string | null;
  note: string | null;
  createdAt: Date;
}

const shop = alias(partners, 'history_shop');
const actorPartner = alias(partners, 'history_actor_partner');

/**
 * An order's status history, oldest first. Rows written in one transaction share its timestamp,
 * so within one instant a sub-order's change comes before the parent change it caused.
 */
export async function readStatusHistory(db: DbOrTx, orderId: string): Promise<StatusHistoryView[]> {
  return db
    .select({
      id: statusHistory.id,
      subOrderId: statusHistory.subOrderId,
      shopName: shop.businessName,
      fromStatus: statusHistory.fromStatus,
      toStatus: statusHistory.toStatus,
      actorKind: statusHistory.actorKind,
      actorId: statusHistory.actorId,
      actorName: sql<string | null>`coalesce(${users.names}, ${drivers.username}, ${actorPartner.businessName})`,
      note: statusHistory.note,
      createdAt: statusHistory.createdAt,
    })
    .from(statusHistory)
    .leftJoin(subOrders, eq(subOrders.id, statusHistory.subOrderId))
    .leftJoin(shop, eq(shop.id, subOrders.partnerId))
    .leftJoin(users, and(eq(statusHistory.actorKind, 'customer'), eq(users.id, statusHistory.actorId)))
    .leftJoin(drivers, and(eq(statusHistory.actorKind, 'driver'), eq(drivers.id, statusHistory.actorId)))
    .leftJoin(actorPartner, and(inArray(statusHistory.actorKind, ['partner', 'admin']), eq(actorPartner.id, statusHistory.actorId)))
    .where(eq(statusHistory.orderId, orderId))
    .orderBy(asc(statusHistory.createdAt), sql`${statusHistory.subOrderId} IS NULL`, asc(statusHistory.id));
}
