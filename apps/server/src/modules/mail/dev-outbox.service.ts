import type { OutboxRepository, OutboxRow } from '../../providers/mail/outbox.repository.ts';

function toOutboxDto(row: OutboxRow) {
  return {
    _id: row.id,
    to: row.to,
    replyTo: row.replyTo,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    text: row.text,
    html: row.html,
  };
}

/** The latest mails in the local outbox, as a developer (or a browser test) reads them. */
export function createDevOutboxService(deps: { outbox: OutboxRepository }) {
  return {
    latest: async (limit: number) => (await deps.outbox.latest(limit)).map(toOutboxDto),
  };
}
export type DevOutboxService = ReturnType<typeof createDevOutboxService>;
