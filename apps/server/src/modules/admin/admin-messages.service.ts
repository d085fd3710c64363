import type { TAdminMessage } from '@sokoni/domain/contracts/admin';
import { conflict, notFound } from '../../lib/errors.ts';
import type { Account } from '../../plugins/authenticate.ts';
import type { ContactMessageRow } from '../contact/contact.repository.ts';
import type { AdminMessageRepository } from './admin-messages.repository.ts';

const toAdminMessageDto = (row: ContactMessageRow): TAdminMessage => ({
  _id: row.id,
  email: row.email,
  message: row.message,
  handled: row.handled,
  createdAt: row.createdAt.toISOString(),
});

/** The contact-form inbox: messages are kept (and mailed to the operator) by the contact module. */
export function createAdminMessageService(deps: { messages: AdminMessageRepository }) {
  return {
    async list(query: { handled: 'true' | 'false' | 'all'; cursor?: string; limit: number }) {
      const handled = query.handled === 'all' ? undefined : query.handled === 'true';
      const page = await deps.messages.list({ ...query, handled });
      return { ...page, items: page.items.map(toAdminMessageDto) };
    },

    markHandled(admin: Account, id: string) {
      return deps.messages.transaction(async (repo, audit) => {
        const message = await repo.lock(id);
        if (!message) throw notFound('Message not found.');
        if (message.handled) throw conflict('This message is already marked as handled.');
        const updated = await repo.markHandled(id);
        await audit.record({ adminId: admin.id, action: 'message.handled', targetType: 'message', targetId: id, details: { email: message.email } });
        return toAdminMessageDto(updated);
      });
    },
  };
}
export type AdminMessageService = ReturnType<typeof createAdminMessageService>;
