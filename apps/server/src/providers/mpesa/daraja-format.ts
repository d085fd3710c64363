import { normalizeKenyanPhone } from '@sokoni/domain/phone';

const nairobiParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Nairobi',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Daraja's Timestamp, YYYYMMDDHHmmss in Nairobi time: a UTC timestamp is three hours off and refused. */
export function darajaTimestamp(at: Date): string {
  const part = Object.fromEntries(nairobiParts.formatToParts(at).map((p) => [p.type, p.value]));
  return `${part.year}${part.month}${part.day}${part.hour}${part.minute}${part.second}`;
}

/** The STK password: base64 of shortcode + passkey + timestamp. */
export function stkPassword(shortcode: string, passkey: string, timestamp: string): string {
  return Buffer.from(`${shortcode}${passkey}${timestamp}`).toString('base64');
}

/** 2547XXXXXXXX / 2541XXXXXXXX as Daraja wants it, from any way a Kenyan number is typed; null if it is not one. */
export function darajaPhone(input: string): string | null {
  return normalizeKenyanPhone(input)?.slice(1) ?? null;
}
