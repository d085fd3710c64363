import { and, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { ATTENTION_LIST_CAP } from '@sokoni/domain/contracts/delivery-attention';
import type { Db, DbOrTx } from '../../db/client.ts';
import { drivers, orders, users } from '../../db/schema/index.ts';

/** Locked at the door, or handed over without the PIN: what brings an order to the admin's attention. */
const flagged = or(isNotNull(orders.pinLockedAt), eq(orders.deliveredWithoutPin, true));
/** Flagged and not yet reviewed (the partial index orders_delivery_attention_idx). */
const open = and(flagged, isNull(orders.deliveryReviewedAt));
/** Everything ever flagged; a lifted lock keeps its review time, so it stays here as history. */
const ever = or(flagged, isNotNull(orders.deliveryReviewedAt));

const columns = {
  id: orders.id,
  orderId: orders.orderId,
  status: orders.status,
  pinAttempts: orders.pinAttempts,
  pinLockedAt: orders.pinLockedAt,
  deliveredWithoutPin: orders.deliveredWithoutPin,
  handoverNote: orders.handoverNote,
  handoverPhoto: orders.handoverPhoto,
  deliveredAt: orders.deliveredAt,
  deliveredBy: orders.deliveredBy,
  reviewedAt: orders.deliveryReviewedAt,
  createdAt: orders.createdAt,
  deliveryTown: orders.deliveryTown,
  deliveryLocation: orders.deliveryLocation,
  deliveryLandmark: orders.deliveryLandmark,
  deliveryBuilding: orders.deliveryBuilding,
  deliveryDirections: orders.deliveryDirections,
  deliveryContactPhone: orders.deliveryContactPhone,
  customerId: users.id,
  customerNames: users.names,
  customerPhone: users.phoneNumber,
  driverId: drivers.id,
  driverName: drivers.username,
  driverPhone: drivers.phoneNumber,
};

export function createDeliveryAttentionRepository(db: Db) {
  const select = (tx: DbOrTx = db) =>
    tx.select(columns).from(orders).innerJoin(users, eq(users.id, orders.userId)).leftJoin(drivers, eq(drivers.id, orders.assignedDriverId));

  return {
    async list(status: 'open' | 'all') {
      return select()
        .where(status === 'open' ? open : ever)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(ATTENTION_LIST_CAP);
    },

    async find(orderId: string, tx: DbOrTx = db) {
      const [row] = await select(tx).where(and(eq(orders.id, orderId), ever));
      return row ?? null;
    },

    /** Reviewed once: a second click (or a second admin) finds it reviewed already. */
    async markReviewed(tx: DbOrTx, orderId: string): Promise<boolean> {
      const rows = await tx
        .update(orders)
        .set({ deliveryReviewedAt: sql`now()` })
        .where(and(eq(orders.id, orderId), flagged, isNull(orders.deliveryReviewedAt)))
        .returning({ id: orders.id });
      return rows.length > 0;
    },

    /** Lifts the lock and starts the tries again; the lifted lock counts as reviewed. */
    async unlockPin(tx: DbOrTx, orderId: string): Promise<boolean> {
      const rows = await tx
        .update(orders)
        .set({ pinLockedAt: null, pinAttempts: 0, deliveryReviewedAt: sql`coalesce(${orders.deliveryReviewedAt}, now())` })
        .where(and(eq(orders.id, orderId), isNotNull(orders.pinLockedAt)))
        .returning({ id: orders.id });
      return rows.length > 0;
    },
  };
}
export type DeliveryAttentionRepository = ReturnType<typeof createDeliveryAttentionRepository>;
export type AttentionRow = Awaited<ReturnType<DeliveryAttentionRepository['list']>>[number];
