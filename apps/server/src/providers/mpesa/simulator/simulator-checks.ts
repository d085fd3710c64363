import { stkPassword } from '../daraja-format.ts';

/** Daraja's error answer, as its gateway sends it. */
export interface DarajaAnswer {
  status: number;
  body: Record<string, unknown>;
}

export const darajaError = (status: number, errorCode: string, errorMessage: string): DarajaAnswer => ({
  status,
  body: { requestId: `sim-${Date.now()}`, errorCode, errorMessage },
});

export const badRequest = (what: string) => darajaError(400, '400.002.02', `Bad Request - Invalid ${what}`);

/** A Timestamp in Nairobi time (UTC+3), as epoch milliseconds; null when it is not YYYYMMDDHHmmss. */
function nairobiMillis(timestamp: string): number | null {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(timestamp);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  return Date.UTC(y, mo - 1, d, h - 3, mi, s);
}

/** The checks Daraja makes on BusinessShortCode, Timestamp and Password; null when they pass. */
export function checkStkCredentials(body: Record<string, unknown>, expected: { shortcode: string; passkey: string }, now: number): DarajaAnswer | null {
  if (String(body.BusinessShortCode ?? '') !== expected.shortcode) return badRequest('BusinessShortCode');
  const timestamp = String(body.Timestamp ?? '');
  const at = nairobiMillis(timestamp);
  // A stamp in UTC or the server's own zone is hours away from Nairobi's clock.
  if (at === null || Math.abs(at - now) > 5 * 60_000) return badRequest('Timestamp');
  if (body.Password !== stkPassword(expected.shortcode, expected.passkey, timestamp)) return badRequest('Password');
  return null;
}

/** The checks Daraja makes on the rest of an STK push; null when they pass. */
export function checkStkPush(body: Record<string, unknown>, expected: { partyB: string; transactionType: string }): DarajaAnswer | null {
  if (body.TransactionType !== expected.transactionType) return badRequest('TransactionType');
  if (typeof body.Amount !== 'number' || !Number.isInteger(body.Amount) || body.Amount < 1) return badRequest('Amount');
  if (!/^254[17]\d{8}$/.test(String(body.PhoneNumber ?? '')) || String(body.PartyA) !== String(body.PhoneNumber)) return badRequest('PhoneNumber');
  if (String(body.PartyB ?? '') !== expected.partyB) return badRequest('PartyB');
  const callback = String(body.CallBackURL ?? '');
  if (!/^https?:\/\/\S+$/.test(callback) || !URL.canParse(callback)) return badRequest('CallBackURL');
  const reference = String(body.AccountReference ?? '');
  if (reference.length < 1 || reference.length > 12) return badRequest('AccountReference');
  const description = String(body.TransactionDesc ?? '');
  if (description.length < 1 || description.length > 13) return badRequest('TransactionDesc');
  return null;
}
