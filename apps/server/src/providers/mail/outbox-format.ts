import type { OutboxRow } from './outbox.repository.ts';

const when = (date: Date) => date.toISOString().replace('T', ' ').slice(0, 19) + ' UTC';

/** The outbox as plain text for a terminal: newest first, each mail with its status and body. */
export function formatOutbox(rows: OutboxRow[]): string {
  if (rows.length === 0) return 'The outbox is empty.';
  return rows
    .map((row) => {
      const head = [
        `${when(row.createdAt)}  ${row.status.toUpperCase()}  ${row.id}`,
        `To: ${row.to}`,
        ...(row.replyTo ? [`Reply-To: ${row.replyTo}`] : []),
        `Subject: ${row.subject}`,
      ];
      if (row.status !== 'local') head.push(`Attempts: ${row.attempts}${row.sentAt ? `, sent ${when(row.sentAt)}` : ''}`);
      if (row.lastError) head.push(`Last error: ${row.lastError}`);
      return [...head, '', row.text.trimEnd()].join('\n');
    })
    .join(`\n\n${'-'.repeat(72)}\n\n`);
}
