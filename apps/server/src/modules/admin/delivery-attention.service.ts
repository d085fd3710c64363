import type { TDeliveryAttention } from '@sokoni/domain/contracts/delivery-attention';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { Account } from '../../plugins/authenticate.ts';
import type { DeliveryService } from '../orders/delivery.service.ts';
import { auditWrites } from '../audit/audit-writes.ts';
import type { AttentionRow, DeliveryAttentionRepository } from './delivery-attention.repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const NOT_FLAGGED = 'This delivery does not need attention.';
/** Only while the rider is still at the door can the lock be lifted or the delivery confirmed. */
const AT_THE_DOOR = 'OutForDelivery';

function toDto(row: AttentionRow): TDeliveryAttention {
  const locked = row.pinLockedAt !== null;
  const driver = row.driverId && row.driverName && row.driverPhone ? { _id: row.driverId, name: row.driverName, phoneNumber: row.driverPhone } : null;
  return {
    _id: row.id,
    orderId: row.orderId,
    status: row.status,
    kind: locked ? 'pinLocked' : row.deliveredWithoutPin ? 'withoutPin' : 'unlocked',
    pinAttempts: row.pinAttempts,
    pinLockedAt: iso(row.pinLockedAt),
    handoverNote: row.handoverNote,
    handoverPhoto: row.handoverPhoto,
    deliveredAt: iso(row.deliveredAt),
    deliveredBy: row.deliveredBy,
    reviewedAt: iso(row.reviewedAt),
    createdAt: row.createdAt.toISOString(),
    customer: { _id: row.customerId, names: row.customerNames, phoneNumber: row.customerPhone },
    driver,
    delivery: {
      town: row.deliveryTown,
      location: row.deliveryLocation,
      address: { landmark: row.deliveryLandmark, building: row.deliveryBuilding, directions: row.deliveryDirections, contactPhone: row.deliveryContactPhone },
    },
    canUnlock: locked && row.status === AT_THE_DOOR,
    canConfirmDelivery: locked && row.status === AT_THE_DOOR && driver !== null,
  };
}

/**
 * Deliveries the admin should look at: PIN entry locked after 5 wrong tries, and hand-overs without
 * the PIN (photo and note). The admin marks them reviewed, lifts a lock so the rider can try again,
 * or confirms the delivery on the customer's word through the order process. Each is audited.
 */
export function createDeliveryAttentionService(deps: { db: Db; attention: DeliveryAttentionRepository; delivery: Pick<DeliveryService, 'confirmForAdmin'> }) {
  async function flaggedRow(orderId: string): Promise<AttentionRow> {
    const row = await deps.attention.find(orderId);
    if (!row) throw notFound(NOT_FLAGGED);
    return row;
  }
  async function current(orderId: string): Promise<TDeliveryAttention> {
    return toDto(await flaggedRow(orderId));
  }

  return {
    async list(status: 'open' | 'all') {
      return { items: (await deps.attention.list(status)).map(toDto) };
    },

    async review(admin: Account, orderId: string, note: string | undefined) {
      const row = await flaggedRow(orderId);
      const kind = toDto(row).kind;
      await deps.db.transaction(async (tx) => {
        if (!(await deps.attention.markReviewed(tx, row.id))) throw conflict('This delivery has already been reviewed.');
        await auditWrites(tx).record({ adminId: admin.id, action: 'delivery.review', targetType: 'order', targetId: row.id, reason: note || null, details: { orderId: row.orderId, kind } });
      });
      return { message: `Order ${row.orderId} marked reviewed.`, delivery: await current(row.id) };
    },

    async unlockPin(admin: Account, orderId: string, reason: string) {
      const row = await flaggedRow(orderId);
      if (row.status !== AT_THE_DOOR) throw conflict(`This order is ${row.status}: there is no PIN to enter any more.`);
      await deps.db.transaction(async (tx) => {
        if (!(await deps.attention.unlockPin(tx, row.id))) throw conflict('PIN entry on this order is not locked.');
        await auditWrites(tx).record({
          adminId: admin.id,
          action: 'delivery.unlockPin',
          targetType: 'order',
          targetId: row.id,
          reason,
          details: { orderId: row.orderId, wrongTries: row.pinAttempts },
        });
      });
      return { message: `PIN entry on order ${row.orderId} unlocked: the rider can enter the PIN again.`, delivery: await current(row.id) };
    },

    async confirmDelivered(admin: Account, orderId: string, reason: string) {
      const dto = toDto(await flaggedRow(orderId));
      if (dto.kind !== 'pinLocked') throw conflict("Only a delivery whose PIN entry is locked can be confirmed on the customer's word.");
      if (dto.status !== AT_THE_DOOR) throw conflict(`This order is ${dto.status}, not out for delivery.`);
      if (!dto.driver) throw conflict('This order has no rider.');
      await deps.delivery.confirmForAdmin(admin.id, dto._id, { id: dto.driver._id, name: dto.driver.name, phone: dto.driver.phoneNumber }, `delivered on the customer's word: ${reason}`, async (tx, id) => {
        await deps.attention.markReviewed(tx, id);
        await auditWrites(tx).record({ adminId: admin.id, action: 'delivery.confirmDelivered', targetType: 'order', targetId: id, reason, details: { orderId: dto.orderId, driverId: dto.driver!._id } });
      });
      return { message: `Order ${dto.orderId} confirmed delivered.`, delivery: await current(dto._id) };
    },
  };
}
export type DeliveryAttentionService = ReturnType<typeof createDeliveryAttentionService>;
