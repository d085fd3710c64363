import { PARTNER_NOTIFICATIONS_LIST_CAP } from '@sokoni/domain/contracts/partner-notification';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { Account } from '../../plugins/authenticate.ts';
import { toPartnerNotificationDto } from './notifications.dto.ts';
import type { PartnerNotificationRepository } from './notifications.repository.ts';

const NOT_YOURS = 'You can only see the notifications of your own store.';

/** A store reads and changes only its own notifications. */
export function createPartnerNotificationService(deps: { notifications: PartnerNotificationRepository }) {
  async function loadOwn(actor: Account, id: string) {
    const row = await deps.notifications.findById(id);
    if (!row) throw notFound('Notification not found.');
    if (actor.kind !== 'partner' || row.partnerId !== actor.id) throw forbidden(NOT_YOURS);
    return row;
  }

  return {
    async list(actor: Account, partnerId: string) {
      if (actor.kind !== 'partner' || actor.id !== partnerId) throw forbidden(NOT_YOURS);
      const rows = await deps.notifications.listForPartner(partnerId, PARTNER_NOTIFICATIONS_LIST_CAP);
      return rows.map(toPartnerNotificationDto);
    },

    async markRead(actor: Account, id: string) {
      await loadOwn(actor, id);
      const row = await deps.notifications.markRead(id);
      if (!row) throw notFound('Notification not found.');
      return toPartnerNotificationDto(row);
    },

    /** An open dashboard showed the alert: the shop has heard, so no SMS follows it. */
    async acknowledge(actor: Account, id: string) {
      await loadOwn(actor, id);
      const row = await deps.notifications.acknowledge(id);
      if (!row) throw notFound('Notification not found.');
      return toPartnerNotificationDto(row);
    },

    async markAllRead(actor: Account) {
      if (actor.kind !== 'partner') throw forbidden(NOT_YOURS);
      const updated = await deps.notifications.markAllRead(actor.id);
      return { message: 'All notifications marked as read.', updated };
    },

    async remove(actor: Account, id: string) {
      await loadOwn(actor, id);
      if (!(await deps.notifications.delete(id))) throw notFound('Notification not found.');
      return { message: 'Notification deleted.' };
    },
  };
}
export type PartnerNotificationService = ReturnType<typeof createPartnerNotificationService>;
