import type { TPartnerNotification } from '@sokoni/domain/contracts/partner-notification';
import type { PartnerNotificationRow } from './notifications.repository.ts';

export function toPartnerNotificationDto(row: PartnerNotificationRow): TPartnerNotification {
  return {
    _id: row.id,
    message: row.message,
    subOrderId: row.subOrderId,
    orderId: row.orderId,
    // A notification about a sub-order always opens it, even when no link was stored with it.
    url: row.url ?? (row.subOrderId ? `/partner/orders/${row.subOrderId}` : null),
    timestamp: row.createdAt.toISOString(),
    read: row.read,
    isRead: row.read,
  };
}
