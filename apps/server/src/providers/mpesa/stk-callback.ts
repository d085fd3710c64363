import { ZStkCallbackBody } from './daraja-schemas.ts';
import { mpesaOutcome, type MpesaOutcome } from './result-codes.ts';

export interface StkCallback {
  merchantRequestId: string;
  checkoutRequestId: string;
  resultCode: number;
  resultDesc: string;
  outcome: MpesaOutcome;
  /** Present on success: whole shillings, the receipt (e.g. 'NLJ7RT61SV'), the paying phone (2547...), when M-Pesa took it. */
  paid?: { amount: number; receipt: string; phone: string; at: Date | null };
}

export type ParsedCallback = { ok: true; callback: StkCallback } | { ok: false; reason: string };

/** TransactionDate arrives as a number like 20191219102115, in Nairobi time (UTC+3, no daylight saving). */
function nairobiDate(value: string | number | undefined): Date | null {
  const text = String(value ?? '');
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  return new Date(Date.UTC(y, mo - 1, d, h - 3, mi, s));
}

/**
 * Reads a body POSTed to our CallBackURL. Anything may arrive there (Daraja does not sign its
 * callbacks), so a body that is not a well-formed STK callback is refused with the reason, and a
 * success must carry the amount, receipt and phone that the payment will be checked against.
 */
export function parseStkCallback(body: unknown): ParsedCallback {
  const parsed = ZStkCallbackBody.safeParse(body);
  if (!parsed.success) return { ok: false, reason: `not an STK callback: ${parsed.error.issues[0]?.path.join('.') ?? ''} ${parsed.error.issues[0]?.message ?? ''}`.trim() };
  const cb = parsed.data.Body.stkCallback;
  const callback: StkCallback = {
    merchantRequestId: cb.MerchantRequestID,
    checkoutRequestId: cb.CheckoutRequestID,
    resultCode: cb.ResultCode,
    resultDesc: cb.ResultDesc,
    outcome: mpesaOutcome(cb.ResultCode, cb.ResultDesc),
  };
  if (cb.ResultCode !== 0) return { ok: true, callback };
  const items = new Map((cb.CallbackMetadata?.Item ?? []).map((i) => [i.Name, i.Value]));
  const amount = Number(items.get('Amount'));
  const receipt = String(items.get('MpesaReceiptNumber') ?? '');
  const phone = String(items.get('PhoneNumber') ?? '');
  if (!Number.isFinite(amount) || amount <= 0) return { ok: false, reason: 'success without an Amount' };
  if (!/^[A-Z0-9]{8,12}$/.test(receipt)) return { ok: false, reason: 'success without a valid MpesaReceiptNumber' };
  if (!/^254[17]\d{8}$/.test(phone)) return { ok: false, reason: 'success without a valid PhoneNumber' };
  callback.paid = { amount, receipt, phone, at: nairobiDate(items.get('TransactionDate')) };
  return { ok: true, callback };
}
