/** Webmail of the five providers most of our customers use, by the name in their address's domain. */
const WEBMAIL: Record<string, string> = {
  gmail: 'https://mail.google.com',
  yahoo: 'https://mail.yahoo.com',
  outlook: 'https://outlook.live.com',
  hotmail: 'https://outlook.live.com',
  aol: 'https://mail.aol.com',
};

/**
 * Where 'Check Your Email' goes: the provider's webmail for gmail.com, yahoo.co.uk, hotmail.com…,
 * else the device's mail app.
 */
export function mailboxUrl(email: string): string {
  const domain = email.trim().toLowerCase().split('@')[1] ?? '';
  const name = domain.split('.')[0] ?? '';
  return WEBMAIL[name] ?? 'mailto:';
}
