import { escapeHtml, type MailMessage } from '../../providers/mail/mail-message.ts';
import type { ContactMessageRow } from './contact.repository.ts';

/** The operator's copy of a contact message; answering it goes to the visitor through Reply-To. */
export function contactMail(operator: string, row: ContactMessageRow): MailMessage {
  const received = row.createdAt.toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
  const text = [
    `${row.email} wrote through the Sokoni contact form on ${received}:`,
    '',
    row.message,
    '',
    `Reply to this e-mail to answer ${row.email}. Message id ${row.id}.`,
  ].join('\n');
  const html = `<p>${escapeHtml(row.email)} wrote through the Sokoni contact form on ${received}:</p>
<blockquote style="white-space:pre-wrap">${escapeHtml(row.message)}</blockquote>
<p>Reply to this e-mail to answer ${escapeHtml(row.email)}. Message id ${row.id}.</p>`;
  return { to: operator, replyTo: row.email, subject: `Contact form: message from ${row.email}`, text, html };
}
