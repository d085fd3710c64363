/** One e-mail as the application composes it; the sender address comes from configuration. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where answers go; only ever an address the server has validated. */
  replyTo?: string;
}

/** Escapes text for an HTML mail body, so nothing a visitor typed becomes markup. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
